// Builds the site into NEXT_DIST_DIR (a second build beside the main one in .next), for the suite
// that reads content from the Content Lake emulator: run it with the emulator up, since
// prerendering reads the content.
//
//   NEXT_DIST_DIR=.next-content-lake SANITY_PROJECT_ID=emulator SANITY_API_HOST=… node tests/support/content-lake/build-site.mjs
//
// `next build` adds `<distDir>/types/**/*.ts` and `<distDir>/dev/types/**/*.ts` to tsconfig.json's
// include and points next-env.d.ts at the build directory's route types. For a build directory
// other than .next that is churn in files the repository keeps as they are: afterwards both are
// put back as they were, tsconfig.json only when the build's addition is all that changed in it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';

const distDir = process.env.NEXT_DIST_DIR;
if (!distDir || distDir === '.next') {
  console.error('Set NEXT_DIST_DIR to a build directory other than .next.');
  process.exit(2);
}

const readIfPresent = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);
const tsconfigBefore = readIfPresent('tsconfig.json');
const nextEnvBefore = readIfPresent('next-env.d.ts');

const started = Date.now();
const build = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
  stdio: 'inherit',
  env: process.env,
});

/** tsconfig.json as it was, when the build's own include entries are the only change. */
function restoreTsconfig() {
  const now = readIfPresent('tsconfig.json');
  if (tsconfigBefore === undefined || now === undefined || now === tsconfigBefore) return;
  const before = JSON.parse(tsconfigBefore);
  const after = JSON.parse(now);
  const own = (entry) => typeof entry === 'string' && entry.startsWith(`${distDir}/`);
  const withoutOwn = { ...after, include: (after.include ?? []).filter((entry) => !own(entry)) };
  if (isDeepStrictEqual(withoutOwn, before)) {
    writeFileSync('tsconfig.json', tsconfigBefore);
  } else {
    console.warn(
      'tsconfig.json changed during the build beyond the build directory’s types: left as it is.',
    );
  }
}

restoreTsconfig();
if (nextEnvBefore !== undefined) writeFileSync('next-env.d.ts', nextEnvBefore);

if (build.status !== 0) {
  console.error(`next build into ${distDir} failed (${build.status ?? build.signal}).`);
  process.exit(build.status ?? 1);
}
console.log(`Built into ${distDir} in ${Math.round((Date.now() - started) / 1000)} s.`);
