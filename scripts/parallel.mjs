// node scripts/parallel.mjs SCRIPT [SCRIPT …]
//
// Runs npm scripts side by side, each line of their output behind the script's name, and fails
// when any fails, once all have ended. `npm test` runs the unit tests beside the two builds this
// way, since the tests spend much of their time waiting on databases and child processes while
// the builds compute; and the main end-to-end suite beside the Content Lake suite and the
// standalone server's, which spend most of theirs waiting on webhooks, clocks and a start.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('Name the npm scripts to run.');
  process.exit(2);
}

const children = new Set();

// A cancelled run stops every suite with its browsers and servers, which would otherwise hold
// their ports for the next run.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    }
    process.exit(1);
  });
}

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    // A process group of its own, so that a cancellation reaches everything the script started.
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: process.env,
      detached: true,
    });
    children.add(child);
    createInterface({ input: child.stdout }).on('line', (line) => {
      console.log(`[${script}] ${line}`);
    });
    createInterface({ input: child.stderr }).on('line', (line) => {
      console.error(`[${script}] ${line}`);
    });
    let ended = false;
    const end = (outcome, ok) => {
      if (ended) return;
      ended = true;
      children.delete(child);
      console.log(`[${script}] ${outcome} after ${Math.round((Date.now() - started) / 1000)} s`);
      resolve(ok);
    };
    child.on('error', (error) => end(`could not start (${error.message})`, false));
    child.on('close', (code, signal) =>
      end(code === 0 ? 'passed' : `failed (${code ?? signal})`, code === 0),
    );
  });
}

const results = await Promise.all(scripts.map(run));
const failed = scripts.filter((_, index) => !results[index]);
if (failed.length > 0) {
  console.error(`Failed: ${failed.join(', ')}`);
  process.exit(1);
}
