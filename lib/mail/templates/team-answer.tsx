import { Button, Section, Text } from '@react-email/components';
import { button as buttonStyle, colours, MailLayout, paragraph } from './mail-layout';
import { MailFooter, type MailFooterProps } from './mail-footer';
import { SignOff } from './sign-off';

export type TeamAnswerProps = {
  locale: string;
  siteName: string;
  /** What happened and where the team stands, one paragraph each. */
  body: string[];
  button: { label: string; href: string };
  /** Why the owner's link must stay theirs. */
  linkNote: string;
  signOff: string;
  footer: MailFooterProps;
};

/**
 * The e-mail a team's owner gets when a colleague completes the assessment through the team's
 * link: how many have answered and the way to the team view, never who answered or what.
 */
export function TeamAnswer({
  locale,
  siteName,
  body,
  button,
  linkNote,
  signOff,
  footer,
}: TeamAnswerProps) {
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
      <Text style={{ ...paragraph, color: colours.muted }}>{linkNote}</Text>
      <SignOff text={signOff} />
    </MailLayout>
  );
}
