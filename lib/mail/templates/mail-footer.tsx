import { Link, Section, Text } from '@react-email/components';
import { colours } from './mail-layout';

export type MailFooterProps = {
  /** Why the e-mail reaches this address, with the day it was given. */
  reason: string;
  /** How to object, in a sentence of its own, before the one-click link. */
  objection: string;
  /** The one-click link's page, which records the objection. */
  unsubscribe: { label: string; href: string };
  policy: { label: string; href: string };
};

const small = { color: colours.muted, fontSize: 13, lineHeight: '20px', margin: '0 0 8px' };
const link = { color: colours.muted, textDecoration: 'underline' };

/**
 * The foot of every e-mail to a visitor: why it came, how to refuse the next ones in one click,
 * and the privacy policy. Below the card, in the e-mail's language.
 */
export function MailFooter({ reason, objection, unsubscribe, policy }: MailFooterProps) {
  return (
    <Section style={{ padding: '0 32px 24px' }}>
      <Text style={small}>{reason}</Text>
      <Text style={small}>
        {objection}{' '}
        <Link href={unsubscribe.href} style={link}>
          {unsubscribe.label}
        </Link>
      </Text>
      <Text style={small}>
        <Link href={policy.href} style={link}>
          {policy.label}
        </Link>
      </Text>
    </Section>
  );
}
