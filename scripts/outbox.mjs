// npm run outbox [-- --retry-dead [id]]
// Delivers what the outbox holds that is due, then lists every message not delivered yet, every
// dead one with its last error, every one held over a ceiling with why, and why messages were
// skipped in the last day (never a lead's data). Once a day per process, the run also purges. --retry-dead puts every dead message back to be tried again for another 48 hours, or the
// one whose id follows, once the cause is fixed. With the embedded database, run it while the
// server is stopped: a running server holds the database and delivers its outbox itself.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import './app-modules.mjs';

if (existsSync('.env.local')) process.loadEnvFile('.env.local');

const { values, positionals } = parseArgs({
  options: { 'retry-dead': { type: 'boolean', default: false } },
  allowPositionals: true,
});
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const outbox = await import('../lib/outbox/index.ts');
try {
  if (values['retry-dead']) {
    const [id] = positionals;
    if (id !== undefined && !UUID.test(id))
      throw new Error(`--retry-dead takes a message id, not "${id}".`);
    const retried = await outbox.retryDeadMessages(id);
    if (retried === undefined) throw new Error(noWayIn());
    console.log(`put back ${retried} dead message${retried === 1 ? '' : 's'}`);
  }
  const report = await outbox.deliverOutbox();
  if (!report) throw new Error(noWayIn());
  console.log(
    `sent ${report.sent}, failed ${report.failed}, skipped ${report.skipped}, held over a ceiling ${report.deferred}, sent in a digest ${report.digested}`,
  );
  if (report.purged) {
    const { months, mailboxes, outboxMessages, submissionAttempts, funnelSteps, mailFiles } =
      report.purged;
    console.log(
      `deleted the leads of ${mailboxes} mailbox${mailboxes === 1 ? '' : 'es'} silent over ${months} months, ${outboxMessages} old message${outboxMessages === 1 ? '' : 's'}, ${submissionAttempts} rate-limit trace${submissionAttempts === 1 ? '' : 's'}, ${funnelSteps} funnel count${funnelSteps === 1 ? '' : 's'} and ${mailFiles} mail file${mailFiles === 1 ? '' : 's'}`,
    );
  }
  for (const kind of report.notReady) {
    console.log(`${kind} messages wait: their texts could not be read (see the error above)`);
  }
  const waiting = await outbox.undeliveredMessages();
  if (waiting.length === 0) console.log('Nothing waits.');
  for (const entry of waiting) {
    const when = entry.status === 'dead' ? 'dead' : `next try ${entry.nextAttemptAt}`;
    console.log(
      `${entry.createdAt}  ${entry.id}  ${entry.kind.padEnd(7)}  ${entry.leadTable.padEnd(19)}  ${entry.attempts} tries, ${when}${entry.lastError ? `  (${entry.lastError})` : ''}`,
    );
  }
  const skipped = await outbox.skippedMessages();
  if (skipped.length > 0) console.log('Skipped in the last day:');
  for (const { kind, reason, count } of skipped)
    console.log(`  ${String(count).padStart(5)}  ${kind.padEnd(7)}  ${reason}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await outbox.closeOutbox();
}

function noWayIn() {
  return 'No way into the outbox: set OUTBOX_DATABASE_URL (a user in the outbox_worker role).';
}
