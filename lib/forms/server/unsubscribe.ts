import 'server-only';
import { objectMailbox } from '@/lib/database/rights';
import { mailboxOfUnsubscribeToken } from '@/lib/database/unsubscribe';
import { serverConnection } from '@/lib/database/server-connection';

/**
 * What a one-click unsubscribe came to: the objection recorded now, or before (an erasure counts),
 * a token the server did not make, or the database could not take it (the person tries again).
 */
export type Unsubscription = 'objected' | 'already' | 'unknown' | 'unavailable';

/**
 * Records the objection of the mailbox a one-click link was made for (List-Unsubscribe, or the
 * page its footer link opens): the site sends it no more automatic e-mail, those waiting
 * included, and the CRM hears of it. As the server's own role, the outbox's worker, which may
 * object for a mailbox and do nothing else to it. Nothing here names the person: the token holds
 * the mailbox's hash, and the log holds neither.
 */
export async function unsubscribe(token: string): Promise<Unsubscription> {
  const mailbox = mailboxOfUnsubscribeToken(token);
  if (!mailbox) return 'unknown';
  const connect = serverConnection();
  if (!connect) {
    console.error('[unsubscribe] this server has no way into the database as the outbox’s worker');
    return 'unavailable';
  }
  try {
    const { already } = await connect((tx) => objectMailbox(tx, mailbox));
    return already ? 'already' : 'objected';
  } catch (error) {
    console.error('[unsubscribe] the objection could not be recorded', {
      error: error instanceof Error ? error.name : 'unknown',
    });
    return 'unavailable';
  }
}
