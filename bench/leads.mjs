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
// The two servers take turns, off-on-on-off-…, in rounds of SUBMISSIONS / ROUNDS: a machine
// that gets busier or quieter during the run weighs on both alike.
const ROUNDS = 4;
const NOTICE_WAIT_MS = 5000;
// Submissions each server takes before the measured rounds, so that neither pays alone for
// compiling its code paths and opening its database. They are stored, and counted as stored.
const WARM_UP = 50;

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
  const { openLeadsDatabase } = await import('../lib/database/embedded-admin.ts');
  const { db, close } = await openLeadsDatabase(dataDir, ROOT);
  try {
    const { rows } = await db.query('select email from api.contact_submissions');
    return rows.map((row) => row.email);
  } finally {
    await close();
  }
}

/**
 * A server of the build on a fresh embedded database. With `smtp`, it sends every lead's e-mail
 * to that server; without, e-mail is off.
 */
async function startServer(appDir, workDir, transport, { label, smtp }) {
  const dataDir = path.join(workDir, `leads-${label.replace(/\W+/g, '-')}`);
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
            PROCESSOR_EMAIL: 'This machine; FR; eea; 127.0.0.1',
            // Every visitor's e-mail is sent, as before the hourly ceiling: the bench measures
            // the sending, not the ceiling.
            VISITOR_EMAILS_PER_HOUR: '1000000',
            VISITOR_EMAILS_PER_NETWORK_PER_HOUR: '1000000',
            VISITOR_EMAILS_PER_DOMAIN_PER_HOUR: '1000000',
            SALES_NOTICES_PER_HOUR: '1000000',
          }
        : { MAIL_DELIVERY: 'off' }),
    },
  });
  const page = await fetch(`${server.origin}${FORM_PATH}`);
  return {
    label,
    server,
    dataDir,
    smtp,
    prepared: transport.prepare(actionFieldsOf(await page.text())),
    results: [],
    warmedUp: 0,
    seconds: 0,
    serverCpuMs: 0,
    notices: smtp ? { received: 0, afterMs: 0, cpuMs: 0 } : undefined,
  };
}

/**
 * One round of submissions to `side`, numbered from `first`. With e-mail on, the round ends when
 * the sales notice of every lead it stored has arrived, or five seconds after its last answer.
 */
async function sendRound(side, transport, first, count, { warmUp = false } = {}) {
  if (warmUp) {
    const results = await runConcurrently(
      count,
      (index) => send(side.server.origin, first + index, transport, side.prepared),
      CONCURRENCY,
    );
    side.warmedUp += results.filter((result) => !result.error).length;
    if (side.smtp) await salesNotices(side.smtp, results);
    return;
  }
  const started = performance.now();
  const cpuBefore = side.server.cpuMs();
  const results = await runConcurrently(
    count,
    (index) => send(side.server.origin, first + index, transport, side.prepared),
    CONCURRENCY,
  );
  side.serverCpuMs += side.server.cpuMs() - cpuBefore;
  side.seconds += (performance.now() - started) / 1000;
  side.results.push(...results);
  if (side.smtp) {
    const notices = await salesNotices(
      side.smtp,
      results.filter((result) => !result.error),
    );
    side.notices.received += notices.received;
    side.notices.afterMs = Math.max(side.notices.afterMs, notices.afterMs);
    side.notices.cpuMs += side.server.cpuMs() - cpuBefore;
  }
}

/** Waits up to five seconds after a round for the sales notice of every lead it stored. */
async function salesNotices(smtp, accepted) {
  const ended = performance.now();
  const expected = new Set(accepted.map((result) => result.email));
  const received = () =>
    new Set(smtp.received.map((mail) => mail.replyTo?.text).filter((email) => expected.has(email)));
  while (received().size < expected.size && performance.now() - ended < NOTICE_WAIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { received: received().size, afterMs: performance.now() - ended };
}

/** Stops the server, then reads what its database holds. */
async function finish(side) {
  await side.server.stop();
  return { ...side, storedRows: await storedEmails(side.dataDir) };
}

function report({ label, results, warmedUp, floor, notices, seconds, serverCpuMs, storedRows }) {
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
  console.log(`stored       ${storedRows.length - warmedUp} (and the ${warmedUp} of the warm-up)`);
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
      `notices      ${notices.received} of ${accepted.length} sales notices received, the last ${notices.afterMs.toFixed(0)} ms after its round`,
    );
    console.log(
      `             ${(notices.cpuMs / results.length).toFixed(1)} ms server CPU per submission until then, sending its messages included`,
    );
  }
  const byReason = Map.groupBy(errors, (result) => result.error);
  for (const [reason, group] of byReason) console.log(`  ${group.length} × ${reason}`);
  if (acceptedButMissing.length > 0) {
    console.log(`  ${acceptedButMissing.length} accepted submissions are not in the database`);
  }
  return {
    p95,
    storedIsAccepted:
      storedRows.length === accepted.length + warmedUp && acceptedButMissing.length === 0,
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
      `Sending ${SUBMISSIONS} contact-form submissions (${mode}), ${CONCURRENCY} at a time, to ${FORM_PATH} of two servers in turn, ${ROUNDS} rounds each: one with e-mail off, one sending every lead's messages to a local SMTP server`,
    );
    console.log(
      `machine      ${availableParallelism()} cores, load average ${loadavg()[0].toFixed(1)} (1 min)`,
    );
    const sides = [
      await startServer(appDir, workDir.path, transport, { label: 'E-mail off' }),
      await startServer(appDir, workDir.path, transport, { label: 'E-mail on', smtp }),
    ];
    let off;
    let on;
    try {
      for (const side of sides) {
        await sendRound(side, transport, SUBMISSIONS, WARM_UP, { warmUp: true });
        side.floor = await floorOf(side.server);
      }
      const perRound = SUBMISSIONS / ROUNDS;
      for (let round = 0; round < ROUNDS; round += 1) {
        const order = round % 2 === 0 ? sides : [...sides].reverse();
        for (const side of order) await sendRound(side, transport, round * perRound, perRound);
      }
    } finally {
      [off, on] = await Promise.all(sides.map(finish));
    }
    off = report(off);
    on = report(on);

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
      `  ${verdict(on.noticesOk)}  every lead's sales notice received within 5 s of its round's end`,
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
