// npm run check:duplicates
//
// Fails when app/, components/, lib/ and schemas/ hold more copied blocks than the budget below.
// jscpd finds them with the settings in .jscpd.json. A share of the code could creep up unseen as
// the code grows; a count cannot. A copy that is not worth a shared piece is rare: write the
// piece, and lower the budget when a copy goes.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The copied blocks the house holds today; a new one fails CI. */
const CLONE_BUDGET = 2;

const output = mkdtempSync(join(tmpdir(), 'jscpd-'));
try {
  const run = spawnSync(
    'node_modules/.bin/jscpd',
    ['--config', '.jscpd.json', '--reporters', 'json', '--output', output, '--silent'],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) {
    // No status at all: jscpd could not start (not installed: run npm ci).
    if (run.error) console.error(run.error.message);
    else process.stderr.write(run.stderr);
    console.error(`jscpd failed (${run.status ?? run.signal ?? 'did not start'})`);
    process.exit(1);
  }
  const report = JSON.parse(readFileSync(join(output, 'jscpd-report.json'), 'utf8'));
  const clones = report.duplicates;
  const place = (file) => `${file.name}:${file.start}-${file.end}`;
  if (clones.length > CLONE_BUDGET) {
    console.error(`${clones.length} copied blocks, over the budget of ${CLONE_BUDGET}:`);
    for (const clone of clones) {
      console.error(
        `  ${place(clone.firstFile)} = ${place(clone.secondFile)} (${clone.lines} lines)`,
      );
    }
    console.error('Share the copied code, or, if a copy must stay, raise CLONE_BUDGET in');
    console.error('scripts/check-duplicates.mjs and say why in the commit.');
    process.exit(1);
  }
  console.log(`${clones.length} copied blocks, within the budget of ${CLONE_BUDGET}.`);
  if (clones.length < CLONE_BUDGET) {
    console.log(`Lower CLONE_BUDGET in scripts/check-duplicates.mjs to ${clones.length}.`);
  }
} finally {
  rmSync(output, { recursive: true, force: true });
}
