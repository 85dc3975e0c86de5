// Sends contact-form submissions to the production build, through the server action as a
// browser does, then counts what the embedded database holds. See bench/README.md.
import { randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import './support/app-modules.mjs';
import {
  assertBuilt,
  BenchError,
  createWorkDir,
  snapshotBuild,
  startNextServer,
} from './support/next-server.mjs';
import { ROOT } from './support/paths.mjs';

const SUBMISSIONS = 500;
const CONCURRENCY = 25;
const REQUEST_TIMEOUT_MS = 30_000;
const FORM_PATH = '/en/contact';
const FLOOR_PATH = '/robots.txt';
const TARGET_P95_MS = 150;
// The header the bench's server trusts as a proxy's word for the visitor's address.
const CLIENT_HEADER = 'x-real-ip';

// The success panel as the server renders it. The dictionary shipped to the client also holds
// these words, inside a script, so the match includes the heading's closing tag.
const SUCCESS_PANEL = /role="status"[^>]*>\s*<h2[^>]*>Thank you for reaching out!<\/h2>/;
const ALERT = /role="alert"[^>]*>([^<]+)</;

function decodeEntities(text) {
  return text.replace(/&(quot|amp|lt|gt|#x27|#39);/g, (_, name) => {
    const map = { quot: '"', amp: '&', lt: '<', gt: '>', '#x27': "'", '#39': "'" };
    return map[name];
  });
}

// The hidden inputs React renders into the form for browsers without JavaScript: the server
// action's reference and its bound state, sent back as they are.
function actionFieldsOf(html) {
  const form = html
    .split('<form')
    .slice(1)
    .find((part) => part.includes('name="firstName"'));
  if (!form) throw new BenchError(`No contact form (a form with firstName) on ${FORM_PATH}.`);
  const fields = [];
  for (const [input] of form.split('</form>')[0].matchAll(/<input[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(input)?.[1];
    if (!name?.startsWith('$ACTION_')) continue;
    fields.push([decodeEntities(name), decodeEntities(/value="([^"]*)"/.exec(input)?.[1] ?? '')]);
  }
  return fields;
}

// A browser with JavaScript calls the same action with its id in the Next-Action header and
// its arguments, (previous state, form data), encoded as React's encodeReply does.
function jsCallOf(actionFields) {
  const reference = actionFields.find(([name]) => /^\$ACTION_\d+:0$/.test(name));
  const bound = actionFields.find(([name]) => /^\$ACTION_\d+:1$/.test(name));
  if (!reference || !bound) {
    throw new BenchError(`The contact form on ${FORM_PATH} has no bound server action.`);
  }
  const [previousState] = JSON.parse(bound[1]);
  return { actionId: JSON.parse(reference[1]).id, previousState };
}

const transports = {
  'no-js': {
    prepare(actionFields) {
      if (!actionFields.some(([name]) => /^\$ACTION_(ID_|REF_)/.test(name))) {
        throw new BenchError(`The contact form on ${FORM_PATH} has no server action field.`);
      }
      return actionFields;
    },
    request(actionFields, fields) {
      const body = new FormData();
      for (const [name, value] of actionFields) body.append(name, value);
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      return { body, headers: { accept: 'text/html' } };
    },
    verdict(text) {
      if (SUCCESS_PANEL.test(text)) return undefined;
      const alert = ALERT.exec(text)?.[1]?.trim();
      return alert ? `form error: ${alert}` : 'no success panel';
    },
  },
  js: {
    prepare: jsCallOf,
    request({ actionId, previousState }, fields) {
      // encodeReply writes the form data's entries first, under the prefix `_1_`, then the root.
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(`_1_${name}`, value);
      body.append('0', JSON.stringify([previousState, '$K1']));
      return { body, headers: { accept: 'text/x-component', 'next-action': actionId } };
    },
    verdict(text) {
      const state = /^1:(\{.*\})$/m.exec(text)?.[1];
      if (!state) return 'no action result';
      const { status, error } = JSON.parse(state);
      return status === 'success' ? undefined : `form error: ${status} ${error ?? ''}`.trim();
    },
  },
};

// Each submission comes from its own visitor, so the per-client limit (5 a minute) never applies.
// The bench plays the proxy that names visitors (TRUSTED_PROXY_HEADER below); the addresses are
// loopback ones: 127.1.0.1, 127.1.0.2, ...
function visitorAddress(index) {
  const n = index + 1;
  return `127.1.${(n >> 8) & 255}.${n & 255}`;
}

function fieldsOf(index) {
  return {
    locale: 'en',
    submissionId: randomUUID(),
    reference_code: '',
    firstName: 'Bench',
    lastName: `Visitor ${index + 1}`,
    email: `bench.visitor+${index + 1}@example.com`,
    companyName: 'Benchmark Ltd',
    companySize: '11-50',
    message: `Load test submission ${index + 1}: we would like to discuss an AI strategy.`,
  };
}

async function send(origin, index, transport, prepared) {
  const fields = fieldsOf(index);
  const { email } = fields;
  const { body, headers } = transport.request(prepared, fields);
  const started = performance.now();
  try {
    const response = await fetch(`${origin}${FORM_PATH}`, {
      method: 'POST',
      body,
      headers: { ...headers, origin, [CLIENT_HEADER]: visitorAddress(index) },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    if (!response.ok) return { ms, email, error: `HTTP ${response.status}` };
    return { ms, email, error: transport.verdict(text) };
  } catch (error) {
    const reason = error.cause?.code ?? error.name ?? 'unknown';
    return { ms: performance.now() - started, email, error: `request failed: ${reason}` };
  }
}

// Runs task(0), task(1), ... task(count - 1), CONCURRENCY at a time, and returns their results.
async function runConcurrently(count, task) {
  const results = [];
  let next = 0;
  async function worker() {
    while (next < count) results.push(await task(next++));
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return results;
}

function sendAll(origin, transport, prepared) {
  return runConcurrently(SUBMISSIONS, (index) => send(origin, index, transport, prepared));
}

// The lightest request the server answers: a prerendered file, through the same proxy, headers
// and compression as every response. At the same concurrency its latency is the floor under
// any submission's on this machine, as the bare app is under the pages in bench:lighthouse.
async function floorOf(server) {
  const cpuBefore = server.cpuMs();
  const latencies = await runConcurrently(SUBMISSIONS, async () => {
    const started = performance.now();
    const response = await fetch(`${server.origin}${FLOOR_PATH}`);
    await response.text();
    if (!response.ok) throw new BenchError(`${FLOOR_PATH} answered HTTP ${response.status}.`);
    return performance.now() - started;
  });
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
