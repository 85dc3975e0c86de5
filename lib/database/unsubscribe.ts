import 'server-only';
import { env, resultsLinkSecret } from '@/lib/env';
import { mailboxOfToken, unsubscribeToken } from './unsubscribe-token';

/** The server's secret for links; it refuses to start without one in production. */
function secret(): string {
  const value = resultsLinkSecret(env);
  if (!value) throw new Error('RESULTS_LINK_SECRET is not set');
  return value;
}

/** The token of the one-click link for the mailbox a visitor's e-mail goes to. */
export function unsubscribeTokenFor(address: string): string {
  return unsubscribeToken(address, secret());
}

/** The mailbox hash a one-click link's token stands for, or null for a token not of ours. */
export function mailboxOfUnsubscribeToken(token: string): string | null {
  return mailboxOfToken(token, secret());
}
