// The fault run: contact-form submissions sent to the production build while the lead database
// goes down and comes back, then every refused one sent again. Once with the embedded database's
// fault switch, once with a real PostgreSQL cluster stopped and restarted behind the Supabase
// adapter. Prints what happened to every submission. See bench/README.md.
import { execFileSync } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import '../scripts/app-modules.mjs';
import {
  ALERT,
  actionFieldsOf,
  CLIENT_HEADER,
  FORM_PATH,
  fieldsOf,
  runConcurrently,
  send,
  transports,
} from './support/contact-form.mjs';
import {
  assertBuilt,
  BenchError,
  createWorkDir,
  snapshotBuild,
  startNextServer,
} from './support/next-server.mjs';
import { ROOT } from './support/paths.mjs';

const SUBMISSIONS = 200;
const CONCURRENCY = 10;
// The database goes down once this many submissions have been sent, and comes back this many later.
const DOWN_AFTER = 60;
const DOWN_FOR = 70;
const UNEXPECTED = 'An unexpected error occurred';
const transport = transports['no-js'];

/**
 * What the visitor got: `accepted` (the success panel), `refused` (the form again, with the error
 * and everything typed), or `broken` (anything else, which would lose what they typed).
 */
function outcome(result, fields) {
  if (!result.error) return 'accepted';
  const alert = result.text && ALERT.exec(result.text)?.[1]?.trim();
  const kept = result.text?.includes(`value="${fields.lastName}"`);
  return alert === UNEXPECTED && kept ? 'refused' : 'broken';
}

async function waitUntilHealthy(origin) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${origin}/api/health`).catch(() => null);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new BenchError(
    'The site did not report healthy within a minute of the database coming back.',
  );
}

/**
 * Sends every submission while `down` and `up` switch the database off and on, then sends the
 * refused ones again; answers each submission's fields and what became of it.
 */
async function run(origin, { down, up, tag }) {
  const page = await fetch(`${origin}${FORM_PATH}`);
  const prepared = transport.prepare(actionFieldsOf(await page.text()));
  const submissions = Array.from({ length: SUBMISSIONS }, (_, index) => ({
    index,
    fields: fieldsOf(index, tag),
  }));
  let started = 0;
  let switching = Promise.resolve();
  const first = await runConcurrently(
    SUBMISSIONS,
    async (index) => {
      started += 1;
      if (started === DOWN_AFTER) switching = switching.then(down);
      if (started === DOWN_AFTER + DOWN_FOR) switching = switching.then(up);
      await switching;
      const { fields } = submissions[index];
      return {
        index,
        first: outcome(await send(origin, index, transport, prepared, fields), fields),
      };
    },
    CONCURRENCY,
  );
  await switching;
  for (const { index, first: result } of first) submissions[index].first = result;

  await waitUntilHealthy(origin);
  const refused = submissions.filter((submission) => submission.first === 'refused');
  const again = await runConcurrently(
    refused.length,
    async (position) => {
      const submission = refused[position];
      const result = await send(origin, submission.index, transport, prepared, submission.fields);
      return { submission, outcome: outcome(result, submission.fields) };
    },
    CONCURRENCY,
  );
  for (const { submission, outcome: result } of again) submission.resent = result;
  return submissions;
}

function report(label, submissions, storedRows, seconds) {
  const rowsByEmail = Map.groupBy(storedRows, (email) => email);
  const count = (submission) => rowsByEmail.get(submission.fields.email)?.length ?? 0;
  const refused = submissions.filter((submission) => submission.first === 'refused');
  const resent = refused.filter((submission) => submission.resent === 'accepted');
  const duplicates = submissions.filter((submission) => count(submission) > 1);
  // A lead is lost when the visitor was thanked, or kept nothing to send again, and it is not
  // stored; a refused one is lost when its resend did not store it either.
  const lost = submissions.filter((submission) => count(submission) === 0);
  const broken = submissions.filter((submission) => submission.first === 'broken');

  console.log(`\n${label}`);
  console.log(`  sent        ${submissions.length} in ${seconds.toFixed(1)} s`);
  console.log(`  stored      ${rowsByEmail.size} leads, ${storedRows.length} rows`);
  console.log(
    `  refused     ${refused.length} (the form again, with the error and what was typed)`,
  );
  console.log(`  resent      ${resent.length} of ${refused.length} stored on the second try`);
  console.log(`  duplicates  ${duplicates.length}`);
  console.log(`  lost        ${lost.length}`);
  if (broken.length > 0)
    console.log(`  ${broken.length} answers were neither success nor the error`);
  const pass = duplicates.length === 0 && lost.length === 0 && broken.length === 0;
  console.log(`  ${pass ? 'PASS' : 'FAIL'}  0 duplicates and 0 lost`);
  return pass;
}

async function embeddedRun(appDir, workDir) {
  const dataDir = path.join(workDir, 'embedded-leads');
  const faultFile = path.join(workDir, 'embedded-down');
  const server = await startNextServer({
    appDir,
    readyPath: FORM_PATH,
    env: {
      LEADS_STORE: 'embedded',
      LEADS_DATA_DIR: dataDir,
      LEADS_FAULT_FILE: faultFile,
      SUPABASE_URL: '',
      SUPABASE_ANON_KEY: '',
      TRUSTED_PROXY_HEADER: CLIENT_HEADER,
    },
  });
  const started = performance.now();
  let submissions;
  try {
    submissions = await run(server.origin, {
      tag: 'fault.embedded',
      down: () => writeFile(faultFile, ''),
      up: () => rm(faultFile, { force: true }),
    });
  } finally {
    await server.stop();
  }
  const seconds = (performance.now() - started) / 1000;
  const { openLeadsDatabase } = await import('../lib/database/embedded-admin.ts');
  const { db, close } = await openLeadsDatabase(dataDir, ROOT);
  try {
    const { rows } = await db.query('select email from api.contact_submissions');
    return report(
      'Embedded database, switched off by its fault file',
      submissions,
      rows.map((row) => row.email),
      seconds,
    );
  } finally {
    await close();
  }
}

/** A throwaway cluster from .ci/postgres.sh on its own port, which the run stops and starts. */
function startCluster() {
  const script = `PG_PORT=54339 source ${path.join(ROOT, '.ci/postgres.sh')} >&2 && printf '%s\\n%s\\n%s' "$PG_BIN" "$PG_DIR" "$TEST_DATABASE_URL"`;
  const [bin, dir, url] = execFileSync('bash', ['-c', script], { encoding: 'utf8' }).split('\n');
  const asOwner = (command, args) =>
    process.getuid?.() === 0
      ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'ignore' })
      : execFileSync(command, args, { stdio: 'ignore' });
  const ctl = (...args) =>
    asOwner(path.join(bin, 'pg_ctl'), ['-D', path.join(dir, 'data'), ...args]);
  const options = `-c listen_addresses=127.0.0.1 -p 54339 -k ${dir} -c fsync=off`;
  return {
    url,
    stop: async () => ctl('-m', 'fast', '-w', 'stop'),
    start: async () => ctl('-l', path.join(dir, 'log'), '-w', '-o', options, 'start'),
    async remove() {
      try {
        ctl('-m', 'immediate', 'stop');
      } catch {
        // Already stopped.
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function postgresRun(appDir) {
  const cluster = startCluster();
  process.env.TEST_DATABASE_URL = cluster.url;
  const { openEngine } = await import('../tests/support/sql-engines.ts');
  const { startPostgrest } = await import('../tests/support/postgrest.ts');
  const engine = await openEngine('PostgreSQL', ROOT);
  const authenticator = new URL(engine.url);
  authenticator.username = 'authenticator';
  const postgrest = await startPostgrest(authenticator.toString());
  let server;
  let submissions;
  const started = performance.now();
  try {
    server = await startNextServer({
      appDir,
      readyPath: FORM_PATH,
      env: {
        LEADS_STORE: 'supabase',
        SUPABASE_URL: postgrest.url,
        SUPABASE_ANON_KEY: 'bench-anon-key',
        // Production with Supabase runs its outbox and purge through a connection of its own, and
        // names the database's processor; here both are this machine's.
        OUTBOX_DATABASE_URL: engine.url,
        PROCESSOR_LEAD_STORE: 'This machine; FR; eea; 127.0.0.1, localhost',
        TRUSTED_PROXY_HEADER: CLIENT_HEADER,
      },
    });
    submissions = await run(server.origin, {
      tag: 'fault.postgres',
      down: cluster.stop,
      up: cluster.start,
    });
    const seconds = (performance.now() - started) / 1000;
    // The owner's connection died with the cluster; a new one reads what was stored.
    const reader = await engine.connect();
    const { rows } = await reader.query('select email from api.contact_submissions');
    return report(
      'PostgreSQL behind the Supabase adapter, stopped and restarted',
      submissions,
      rows.map((row) => row.email),
      seconds,
    );
  } finally {
    await server?.stop();
    await postgrest.close();
    await engine.close().catch(() => {});
    await cluster.remove();
  }
}

async function main() {
  assertBuilt(ROOT, 'npm run build');
  const workDir = await createWorkDir('bench-faults-');
  try {
    const appDir = await snapshotBuild(path.join(workDir.path, 'app'), 'npm run build');
    console.log(
      `${SUBMISSIONS} contact-form submissions, ${CONCURRENCY} at a time; the database goes down after ${DOWN_AFTER} and comes back ${DOWN_FOR} later; then every refused one is sent again.`,
    );
    console.log(
      `machine      ${availableParallelism()} cores, load average ${loadavg()[0].toFixed(1)} (1 min)`,
    );
    const embedded = await embeddedRun(appDir, workDir.path);
    const postgres = await postgresRun(appDir);
    if (!embedded || !postgres) process.exitCode = 1;
  } finally {
    await workDir.remove();
  }
}

main().catch((error) => {
  console.error(error instanceof BenchError ? error.message : error);
  process.exitCode = 1;
});
