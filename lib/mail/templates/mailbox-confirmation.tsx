import { Button, Section, Text } from '@react-email/components';
import { button as buttonStyle, colours, MailLayout, paragraph } from './mail-layout';
import { MailFooter, type MailFooterProps } from './mail-footer';
import { SignOff } from './sign-off';

export type MailboxConfirmationProps = {
  locale: string;
  siteName: string;
  /** Paragraphs, as the marketers wrote them in the Studio, with the site's own values only. */
  body: string[];
  button: { label: string; href: string };
  /** What to do when the visitor was not the mailbox's owner. */
  ignore: string;
  signOff: string;
  footer: MailFooterProps;
};

/**
 * The one e-mail an unproven address gets after an assessment: nothing anyone typed, only the
 * link that proves the mailbox and releases the results e-mail.
 */
export function MailboxConfirmation({
  locale,
  siteName,
  body,
  button,
  ignore,
  signOff,
  footer,
}: MailboxConfirmationProps) {
  return (
    <MailLayout
      locale={locale}
      preview={body[0] ?? button.label}
      siteName={siteName}
      footer={<MailFooter {...footer} />}
    >
      {body.map((text) => (
        <Text key={text} style={paragraph}>
          {text}
        </Text>
      ))}
      <Section style={{ margin: '8px 0 24px' }}>
        <Button href={button.href} style={buttonStyle}>
          {button.label}
        </Button>
      </Section>
      <Text style={{ ...paragraph, color: colours.muted }}>{ignore}</Text>
      <SignOff text={signOff} />
    </MailLayout>
  );
}
