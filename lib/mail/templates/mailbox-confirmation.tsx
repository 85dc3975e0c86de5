import type { MailFooterProps } from './mail-footer';
import { ButtonMessage } from './button-message';

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
export function MailboxConfirmation({ ignore, ...message }: MailboxConfirmationProps) {
  return <ButtonMessage {...message} note={ignore} />;
}
