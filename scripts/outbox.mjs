// npm run outbox
// Delivers what the outbox holds that is due, then lists every message not delivered yet and
// every dead one, with its last error (never a lead's data). With the embedded database, run it
// while the server is stopped: a running server holds the database and delivers its outbox itself.
import { existsSync } from 'node:fs';
import './app-modules.mjs';

if (existsSync('.env.local')) process.loadEnvFile('.env.local');

const { deliverOutbox, undeliveredMessages } = await import('../lib/outbox/index.ts');
try {
  const report = await deliverOutbox();
  if (!report) {
    throw new Error('No way into the outbox: set DATABASE_URL (a user in the outbox_worker role).');
  }
  console.log(`sent ${report.sent}, failed ${report.failed}, skipped ${report.skipped}`);
  const waiting = await undeliveredMessages();
  if (waiting.length === 0) console.log('Nothing waits.');
  for (const entry of waiting) {
    const when = entry.status === 'dead' ? 'dead' : `next try ${entry.nextAttemptAt}`;
    console.log(
      `${entry.createdAt}  ${entry.kind.padEnd(7)}  ${entry.leadTable.padEnd(19)}  ${entry.attempts} tries, ${when}${entry.lastError ? `  (${entry.lastError})` : ''}`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  const { closeOutbox } = await import('../lib/outbox/index.ts');
  await closeOutbox();
}
