import { Text } from '@react-email/components';
import { MailLayout, paragraph } from './mail-layout';
import { SignOff } from './sign-off';
import { MailFooter, type MailFooterProps } from './mail-footer';

export type ContactConfirmationProps = {
  locale: string;
  siteName: string;
  greeting: string;
  /** Paragraphs, as the marketers wrote them in the Studio. */
  body: string[];
  signOff: string;
  footer: MailFooterProps;
};

/** The visitor's confirmation that their message arrived. */
export function ContactConfirmation({
  locale,
  siteName,
  greeting,
  body,
  signOff,
  footer,
}: ContactConfirmationProps) {
  return (
    <MailLayout
      locale={locale}
      preview={body[0] ?? greeting}
      siteName={siteName}
      footer={<MailFooter {...footer} />}
    >
      {/* A greeting, not a heading: plain text would shout it in capitals. */}
      <Text style={{ ...paragraph, fontSize: 18, fontWeight: 700 }}>{greeting}</Text>
      {body.map((text) => (
        <Text key={text} style={paragraph}>
          {text}
        </Text>
      ))}
      <SignOff text={signOff} />
    </MailLayout>
  );
}
