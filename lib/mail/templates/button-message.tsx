import { Button, Section, Text } from '@react-email/components';
import { button as buttonStyle, colours, MailLayout, paragraph } from './mail-layout';
import { MailFooter, type MailFooterProps } from './mail-footer';
import { SignOff } from './sign-off';

export type ButtonMessageProps = {
  locale: string;
  siteName: string;
  /** Paragraphs, with the site's own values only. */
  body: string[];
  button: { label: string; href: string };
  /** A quieter line under the button. */
  note: string;
  signOff: string;
  footer: MailFooterProps;
};

/**
 * A short e-mail to a person whose one action is a button: a few paragraphs, the button, a
 * quieter note, the sign-off and the footer that says why it came and how to refuse the next.
 */
export function ButtonMessage({
  locale,
  siteName,
  body,
  button,
  note,
  signOff,
  footer,
}: ButtonMessageProps) {
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
      <Text style={{ ...paragraph, color: colours.muted }}>{note}</Text>
      <SignOff text={signOff} />
    </MailLayout>
  );
}
