import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './paths.mjs';

const HOST = '127.0.0.1';
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
const OUTPUT_LINES_KEPT = 40;

export const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');

/** A failure the bench explains itself: printed without a stack trace. */
export class BenchError extends Error {}

// A build rewrites .next under a running server; figures taken meanwhile mean nothing. Only a build
// of this checkout does (its working directory is `appDir`): on a shared machine others build their
// own checkouts all day.
function nextBuildRunning(appDir) {
  if (!existsSync('/proc')) return false;
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .some((pid) => {
      try {
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        // A running build renames its process `next-build (v…)`.
        const building =
          command[0]?.startsWith('next-build') ||
          (command.some((arg) => /(^|\/)next$/.test(arg)) && command.includes('build'));
        return building && path.resolve(readlinkSync(`/proc/${pid}/cwd`)) === path.resolve(appDir);
      } catch {
        return false;
      }
    });
}

export function assertBuilt(appDir, buildCommand) {
  if (nextBuildRunning(appDir)) {
    throw new BenchError('A `next build` is running: wait for it to finish, then run the bench.');
  }
  if (!existsSync(path.join(appDir, '.next', 'BUILD_ID'))) {
    const where = path.relative(ROOT, path.join(appDir, '.next')) || '.next';
    throw new BenchError(`No production build in ${where}. Run \`${buildCommand}\` first.`);
  }
}

const NOT_LINKED = new Set(['.next', '.data', '.git']);

/**
 * Copies the site's build into `snapshotDir`, beside links to everything else, and returns the
 * copy's directory. Other people build the site while a bench runs; a build swaps the files
 * under a running server, and the figures taken meanwhile mean nothing. The copy also keeps what
 * the server writes (caches, revalidated pages) out of the shared .next.
 */
export async function snapshotBuild(snapshotDir, buildCommand) {
  assertBuilt(ROOT, buildCommand);
  const buildId = () => readFile(path.join(ROOT, '.next', 'BUILD_ID'), 'utf8');
  const before = await buildId();
  await mkdir(snapshotDir, { recursive: true });
  for (const entry of await readdir(ROOT)) {
    if (NOT_LINKED.has(entry)) continue;
    await symlink(path.join(ROOT, entry), path.join(snapshotDir, entry));
  }
  const cacheDir = path.join(ROOT, '.next', 'cache');
  await cp(path.join(ROOT, '.next'), path.join(snapshotDir, '.next'), {
    recursive: true,
    // .next/node_modules links the server's external packages relative to .next: keep them so.
    verbatimSymlinks: true,
    filter: (source) => source !== cacheDir,
  });
  if (nextBuildRunning(ROOT) || (await buildId()) !== before) {
    throw new BenchError('A `next build` started while the bench copied .next: run it again.');
  }
  return snapshotDir;
}

async function freeLoopbackPort() {
  const server = createServer();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, HOST, resolve);
  });
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || address === null) throw new Error('No free port');
  return address.port;
}

const running = new Set();
const workDirs = new Set();

// Servers outlive a crashed or interrupted bench unless it stops them: each runs in its own
// process group, stopped by its id.
function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch (error) {
    if (error.code !== 'ESRCH') throw error;
  }
}

process.once('exit', () => {
  for (const server of running) killGroup(server.child, 'SIGKILL');
  for (const directory of workDirs) rmSync(directory, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    Promise.allSettled([...running].map((server) => server.stop())).finally(() =>
      process.exit(130),
    );
  });
}

/**
 * A temporary directory for one run, removed by `remove()`, or at exit if the run is interrupted.
 */
export async function createWorkDir(prefix) {
  const directory = await mkdtemp(path.join(tmpdir(), prefix));
  workDirs.add(directory);
  return {
    path: directory,
    async remove() {
      workDirs.delete(directory);
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * Starts `next start` in `appDir` on a free loopback port and waits until `readyPath` answers
 * 200. The app's own code reads files relative to the working directory: it is `appDir`.
 */
export async function startNextServer({ appDir = ROOT, env = {}, readyPath = '/' }) {
  const port = await freeLoopbackPort();
  const origin = `http://${HOST}:${port}`;
  const args = [nextBin, 'start', '.', '--port', String(port), '--hostname', HOST];
  const child = spawn(process.execPath, args, {
    cwd: appDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      // The benches store leads in the embedded database, which production must be told to use,
      // send no e-mail unless a bench says so, say whether a proxy names visitors, and give their
      // secrets and the processors the privacy policy names (test values, never a real server's).
      LEADS_STORE: 'embedded',
      MAIL_DELIVERY: 'off',
      TRUSTED_PROXY_HEADER: 'none',
      RESULTS_LINK_SECRET: 'fcdmhY/xPGC1zXZhF2LDdCJcAxqdh4brbaVPCr9iays=',
      VISITOR_KEY_SECRET: 'Tg5/A81Z+FmWT+/t6JsjgjX481V1JnZoKUXadqEp5/0=',
      PROCESSOR_HOSTING: 'Example Hosting Inc.; US, DE; dpf',
      PROCESSOR_BOOKING: 'Calendly LLC; US; dpf; calendly.com',
      PROCESSOR_ANALYTICS: 'Google Ireland Ltd (Google Analytics); IE, US; dpf',
      ...env,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  const keep = (chunk) => {
    output.push(...String(chunk).split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - OUTPUT_LINES_KEPT));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));

  const server = {
    child,
    origin,
    output,
    cpuMs: () => processCpuMs(child.pid),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        killGroup(child, 'SIGTERM');
        const timer = setTimeout(() => killGroup(child, 'SIGKILL'), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      }
      running.delete(server);
    },
  };
  running.add(server);

  try {
    await waitUntilReady(`${origin}${readyPath}`, exited);
  } catch (error) {
    await server.stop();
    throw new BenchError(
      `${error.message}\nLast lines of the server's output:\n  ${output.join('\n  ')}`,
    );
  }
  return server;
}

const CLOCK_TICKS_PER_SECOND = 100;

// CPU time the server has used, user and system, from /proc (Linux); NaN elsewhere. Unlike
// latency, it depends little on what else the machine is running.
function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
}

async function waitUntilReady(url, exited) {
  let hasExited = false;
  exited.then(() => (hasExited = true));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (hasExited) throw new Error(`The server exited before ${url} answered.`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer 200 within ${READY_TIMEOUT_MS / 1000} s.`);
}
