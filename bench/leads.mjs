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

async function main() {
  const mode = modeOf(process.argv.slice(2));
  const transport = transports[mode];
  assertBuilt(ROOT, 'npm run build');
  const workDir = await createWorkDir('bench-leads-');
  const dataDir = path.join(workDir.path, 'leads');
  let server;
  try {
    server = await startNextServer({
      appDir: await snapshotBuild(path.join(workDir.path, 'app'), 'npm run build'),
      readyPath: FORM_PATH,
      // Empty Supabase settings win over any .env file: the bench measures the embedded database.
      env: {
        LEADS_DATA_DIR: dataDir,
        SUPABASE_URL: '',
        SUPABASE_ANON_KEY: '',
        LEADS_FAULT_FILE: '',
        TRUSTED_PROXY_HEADER: CLIENT_HEADER,
      },
    });
    const page = await fetch(`${server.origin}${FORM_PATH}`);
    const prepared = transport.prepare(actionFieldsOf(await page.text()));
    const floor = await floorOf(server);

    console.log(
      `Sending ${SUBMISSIONS} contact-form submissions (${mode}), ${CONCURRENCY} at a time, to ${server.origin}${FORM_PATH}`,
    );
    const started = performance.now();
    const cpuBefore = server.cpuMs();
    const results = await sendAll(server.origin, transport, prepared);
    const serverCpuMs = server.cpuMs() - cpuBefore;
    const seconds = (performance.now() - started) / 1000;

    await server.stop();
    const storedRows = await storedEmails(dataDir);
    const stored = new Set(storedRows);

    const accepted = results.filter((result) => !result.error);
    const errors = results.filter((result) => result.error);
    const acceptedButMissing = accepted.filter((result) => !stored.has(result.email));
    const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
    const p50 = percentile(latencies, 50);
    const p95 = percentile(latencies, 95);

    console.log(`\nsubmissions  ${results.length} in ${seconds.toFixed(1)} s`);
    console.log(
      `machine      ${availableParallelism()} cores, load average ${loadavg()[0].toFixed(1)} (1 min)`,
    );
    console.log(`accepted     ${accepted.length}`);
    console.log(`stored       ${storedRows.length}`);
    console.log(`errors       ${errors.length}`);
    console.log(`p50          ${p50.toFixed(1)} ms`);
    console.log(`p95          ${p95.toFixed(1)} ms`);
    console.log(`max          ${latencies.at(-1).toFixed(1)} ms`);
    console.log(
      `server CPU   ${(serverCpuMs / results.length).toFixed(1)} ms per submission (user + system)`,
    );
    console.log(
      `floor        p50 ${floor.p50.toFixed(1)} ms, p95 ${floor.p95.toFixed(1)} ms, ${floor.cpuMs.toFixed(1)} ms server CPU: ${SUBMISSIONS} GET ${FLOOR_PATH}, ${CONCURRENCY} at a time`,
    );

    const byReason = Map.groupBy(errors, (result) => result.error);
    for (const [reason, group] of byReason) console.log(`  ${group.length} × ${reason}`);
    if (acceptedButMissing.length > 0) {
      console.log(`  ${acceptedButMissing.length} accepted submissions are not in the database`);
    }

    const verdict = (ok) => (ok ? 'PASS' : 'FAIL');
    console.log('\nTargets (embedded database):');
    console.log(
      `  ${verdict(storedRows.length === accepted.length && acceptedButMissing.length === 0)}  stored = accepted (every accepted submission stored once)`,
    );
    console.log(`  ${verdict(errors.length === 0)}  0 errors`);
    console.log(`  ${verdict(p95 <= TARGET_P95_MS)}  p95 ≤ ${TARGET_P95_MS} ms`);
  } finally {
    await server?.stop();
    await workDir.remove();
  }
}

main().catch((error) => {
  console.error(error instanceof BenchError ? error.message : error);
  process.exitCode = 1;
});
