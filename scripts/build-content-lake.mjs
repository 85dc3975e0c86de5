// npm run build:content-lake
//
// Builds the site for the Content Lake suite into .next-content-lake, its content prerendered from
// the emulator, which runs for the build only. `npm test` builds it before the main end-to-end
// suite and then runs the Content Lake suite beside that one on this build
// (CONTENT_LAKE_BUILD=reuse), so that the build does not compete with the main suite for the CPU.
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import './app-modules.mjs';

// Imported once the hooks above are in place: the settings import the suite's own modules without
// an extension, as the bundler and Playwright do.
const { BUILD_REQUESTS_FILE, EMULATOR_COMMAND, LAKE_URL, SITE_ENV } =
  await import('../e2e/content-lake/support/settings.ts');

const emulator = spawn(EMULATOR_COMMAND, { shell: true, stdio: 'inherit', detached: true });
const stopEmulator = () => {
  try {
    process.kill(-emulator.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
};
process.on('exit', stopEmulator);

async function emulatorAnswers(deadline) {
  while (Date.now() < deadline) {
    const answered = await fetch(`${LAKE_URL}/`).then(
      () => true,
      () => false,
    );
    if (answered) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

if (!(await emulatorAnswers(Date.now() + 30_000))) {
  console.error(`The Content Lake emulator did not answer at ${LAKE_URL} within 30 s.`);
  process.exit(1);
}

const build = spawn(process.execPath, ['tests/support/content-lake/build-site.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, ...SITE_ENV },
});
const code = await new Promise((resolve) => build.on('close', (status) => resolve(status ?? 1)));
if (code === 0) {
  // What the build asked the emulator, for the suite's check that every page was read from it.
  const log = await fetch(`${LAKE_URL}/__emulator/requests?since=0`);
  await writeFile(BUILD_REQUESTS_FILE, await log.text());
}
process.exit(code);
