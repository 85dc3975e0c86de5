// node scripts/parallel.mjs SCRIPT [SCRIPT …]
//
// Runs npm scripts side by side, each line of their output behind the script's name, and fails
// when any fails, once all have ended. `npm test` runs the main end-to-end suite beside the
// Content Lake suite this way: the second spends most of its time waiting on webhooks and clocks,
// which leaves the machine's cores to the first.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('Name the npm scripts to run.');
  process.exit(2);
}

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: process.env,
    });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${script}] ${line}`));
    }
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const outcome = code === 0 ? 'passed' : `failed (${code ?? signal})`;
      console.log(`[${script}] ${outcome} after ${seconds} s`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(scripts.map(run));
const failed = scripts.filter((_, index) => !results[index]);
if (failed.length > 0) {
  console.error(`Failed: ${failed.join(', ')}`);
  process.exit(1);
}
