// Sends contact-form submissions to the production build, through the server action as a
// browser does, then counts what the embedded database holds. See bench/README.md.
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import '../scripts/app-modules.mjs';
import {
  assertBuilt,
  BenchError,
  createWorkDir,
  snapshotBuild,
  startNextServer,
} from './support/next-server.mjs';
import { ROOT } from './support/paths.mjs';
import {
  actionFieldsOf,
  CLIENT_HEADER,
  FORM_PATH,
  runConcurrently,
  send,
  transports,
} from './support/contact-form.mjs';

const SUBMISSIONS = 500;
const CONCURRENCY = 25;
const FLOOR_PATH = '/robots.txt';
const TARGET_P95_MS = 150;

function sendAll(origin, transport, prepared) {
  return runConcurrently(
    SUBMISSIONS,
    (index) => send(origin, index, transport, prepared),
    CONCURRENCY,
  );
}

// The lightest request the server answers: a prerendered file, through the same proxy, headers
// and compression as every response. At the same concurrency its latency is the floor under
// any submission's on this machine, as the bare app is under the pages in bench:lighthouse.
async function floorOf(server) {
  const cpuBefore = server.cpuMs();
  const latencies = await runConcurrently(
    SUBMISSIONS,
    async () => {
      const started = performance.now();
      const response = await fetch(`${server.origin}${FLOOR_PATH}`);
      await response.text();
      if (!response.ok) throw new BenchError(`${FLOOR_PATH} answered HTTP ${response.status}.`);
      return performance.now() - started;
    },
    CONCURRENCY,
  );
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    cpuMs: (server.cpuMs() - cpuBefore) / SUBMISSIONS,
  };
}

function modeOf(args) {
  const mode = args.find((arg) => arg.startsWith('--mode='))?.slice('--mode='.length) ?? 'no-js';
  if (!(mode in transports)) {
    throw new BenchError(`Unknown --mode=${mode}: use ${Object.keys(transports).join(' or ')}.`);
  }
  return mode;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

// Read as the owner after the server has stopped: the database is the only witness of a lead.
// Each submission has an e-mail of its own; the rows' ids are derived on the server.
async function storedEmails(dataDir) {
  const { openLeadsDatabase } = await import('../lib/leads/embedded-admin.ts');
  const { db, close } = await openLeadsDatabase(dataDir, ROOT);
  try {
    const { rows } = await db.query('select email from api.contact_submissions');
    return rows.map((row) => row.email);
  } finally {
    await close();
  }
}

/**
 * One run on a fresh embedded database: the submissions, then the database's count. With `smtp`,
 * the server sends e-mail to that server, and the run waits for every lead's sales notice.
 */
async function run(appDir, workDir, transport, { label, smtp }) {
  const dataDir = path.join(workDir, `leads-${label}`);
  const server = await startNextServer({
    appDir,
    readyPath: FORM_PATH,
    // Empty Supabase settings win over any .env file: the bench measures the embedded database.
    env: {
      LEADS_DATA_DIR: dataDir,
      SUPABASE_URL: '',
      SUPABASE_ANON_KEY: '',
      LEADS_FAULT_FILE: '',
      TRUSTED_PROXY_HEADER: CLIENT_HEADER,
      ...(smtp
        ? {
            MAIL_DELIVERY: 'smtp',
            SMTP_URL: smtp.url,
            MAIL_FROM: 'Bench <bench@example.com>',
            LEADS_NOTIFY_TO: 'sales@example.com',
          }
        : { MAIL_DELIVERY: 'off' }),
    },
  });
  let results;
  let floor;
  let notices;
  let seconds;
  let serverCpuMs;
  try {
    const page = await fetch(`${server.origin}${FORM_PATH}`);
    const prepared = transport.prepare(actionFieldsOf(await page.text()));
    floor = await floorOf(server);
    const started = performance.now();
    const cpuBefore = server.cpuMs();
    results = await sendAll(server.origin, transport, prepared);
    serverCpuMs = server.cpuMs() - cpuBefore;
    seconds = (performance.now() - started) / 1000;
    if (smtp)
      notices = await salesNotices(
        smtp,
        results.filter((result) => !result.error),
      );
  } finally {
    await server.stop();
  }
  return {
    label,
    results,
    floor,
    notices,
    seconds,
    serverCpuMs,
    storedRows: await storedEmails(dataDir),
  };
}

/** Waits up to five seconds after the run for the sales notice of every accepted lead. */
async function salesNotices(smtp, accepted) {
  const ended = performance.now();
  const expected = new Set(accepted.map((result) => result.email));
  const received = () =>
    new Set(smtp.received.map((mail) => mail.replyTo?.text).filter((email) => expected.has(email)));
  while (received().size < expected.size && performance.now() - ended < 5000) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { received: received().size, afterMs: performance.now() - ended };
}

function report({ label, results, floor, notices, seconds, serverCpuMs, storedRows }) {
  const stored = new Set(storedRows);
  const accepted = results.filter((result) => !result.error);
  const errors = results.filter((result) => result.error);
  const acceptedButMissing = accepted.filter((result) => !stored.has(result.email));
  const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
  const p95 = percentile(latencies, 95);

  console.log(`
${label}`);
  console.log(`submissions  ${results.length} in ${seconds.toFixed(1)} s`);
  console.log(`accepted     ${accepted.length}`);
  console.log(`stored       ${storedRows.length}`);
  console.log(`errors       ${errors.length}`);
  console.log(`p50          ${percentile(latencies, 50).toFixed(1)} ms`);
  console.log(`p95          ${p95.toFixed(1)} ms`);
  console.log(`max          ${latencies.at(-1).toFixed(1)} ms`);
  console.log(
    `server CPU   ${(serverCpuMs / results.length).toFixed(1)} ms per submission (user + system)`,
  );
  console.log(
    `floor        p50 ${floor.p50.toFixed(1)} ms, p95 ${floor.p95.toFixed(1)} ms, ${floor.cpuMs.toFixed(1)} ms server CPU: ${SUBMISSIONS} GET ${FLOOR_PATH}, ${CONCURRENCY} at a time`,
  );
  if (notices) {
    console.log(
      `notices      ${notices.received} of ${accepted.length} sales notices received, the last ${notices.afterMs.toFixed(0)} ms after the run`,
    );
  }
  const byReason = Map.groupBy(errors, (result) => result.error);
  for (const [reason, group] of byReason) console.log(`  ${group.length} × ${reason}`);
  if (acceptedButMissing.length > 0) {
    console.log(`  ${acceptedButMissing.length} accepted submissions are not in the database`);
  }
  return {
    p95,
    storedIsAccepted: storedRows.length === accepted.length && acceptedButMissing.length === 0,
    errors: errors.length,
    noticesOk: notices ? notices.received === accepted.length : true,
  };
}

async function main() {
  const mode = modeOf(process.argv.slice(2));
  const transport = transports[mode];
  assertBuilt(ROOT, 'npm run build');
  const workDir = await createWorkDir('bench-leads-');
  // The test SMTP server of the e-mail run, as the tests use it.
  const { startSmtpServer } = await import('../tests/support/smtp.ts');
  const smtp = await startSmtpServer();
  try {
    const appDir = await snapshotBuild(path.join(workDir.path, 'app'), 'npm run build');
    console.log(
      `Sending ${SUBMISSIONS} contact-form submissions (${mode}), ${CONCURRENCY} at a time, to ${FORM_PATH}: once with e-mail off, once with every lead's messages sent to a local SMTP server`,
    );
    console.log(
      `machine      ${availableParallelism()} cores, load average ${loadavg()[0].toFixed(1)} (1 min)`,
    );
    const off = report(await run(appDir, workDir.path, transport, { label: 'E-mail off' }));
    const on = report(await run(appDir, workDir.path, transport, { label: 'E-mail on', smtp }));

    const verdict = (ok) => (ok ? 'PASS' : 'FAIL');
    console.log('\nTargets (embedded database):');
    for (const [label, figures] of [
      ['off', off],
      ['on', on],
    ]) {
      console.log(
        `  ${verdict(figures.storedIsAccepted)}  e-mail ${label}: stored = accepted (every accepted submission stored once)`,
      );
      console.log(`  ${verdict(figures.errors === 0)}  e-mail ${label}: 0 errors`);
      console.log(
        `  ${verdict(figures.p95 <= TARGET_P95_MS)}  e-mail ${label}: p95 ≤ ${TARGET_P95_MS} ms`,
      );
    }
    console.log(
      `  ${verdict(on.noticesOk)}  every lead's sales notice received within 5 s of the run's end`,
    );
    console.log(
      `  ${verdict(on.p95 <= off.p95 * 1.2)}  p95 with e-mail ${on.p95.toFixed(1)} ms ≤ 1.2 × ${off.p95.toFixed(1)} ms without`,
    );
  } finally {
    await smtp.close();
    await workDir.remove();
  }
}

main().catch((error) => {
  console.error(error instanceof BenchError ? error.message : error);
  process.exitCode = 1;
});
