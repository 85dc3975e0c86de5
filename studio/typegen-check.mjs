// Regenerates the Sanity types into a scratch folder and fails when the committed sanity.types.ts differs.
// The scratch folder sits inside the repository so that prettier formats both copies with the same config.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const sanity = path.join(root, 'node_modules', '.bin', 'sanity');
mkdirSync(path.join(root, '.sanity'), { recursive: true });
const outputDirectory = mkdtempSync(path.join(root, '.sanity', 'typegen-check-'));
const output = path.join(outputDirectory, 'sanity.types.ts');

try {
  const env = { ...process.env, SANITY_TYPEGEN_OUTPUT: path.relative(root, output) };
  execFileSync(sanity, ['schema', 'extract'], { cwd: root, env, stdio: 'inherit' });
  execFileSync(sanity, ['typegen', 'generate'], { cwd: root, env, stdio: 'inherit' });
  const committed = readFileSync(path.join(root, 'sanity.types.ts'), 'utf8');
  if (readFileSync(output, 'utf8') === committed) {
    console.log('sanity.types.ts matches the schema and the queries.');
  } else {
    console.error('sanity.types.ts is stale: run `npm run typegen` and commit the result.');
    process.exitCode = 1;
  }
} finally {
  rmSync(outputDirectory, { recursive: true, force: true });
}
