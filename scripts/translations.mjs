// npm run translations [-- --locale fr] [-- --check]
//
// Every missing and stale translation, grouped by document: a French value that is empty, or that
// was translated from an English that has changed since. Read from the content the site reads: the
// Content Lake when SANITY_PROJECT_ID is set, or else the local dataset (CONTENT_DATASET_PATH, the
// seed by default). With --check it exits non-zero when there is any, for CI.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import './app-modules.mjs';

// Imported once the hooks above are in place, which the app's extension-less imports need.
const { translatedLocales } = await import('../lib/i18n/locales.ts');
const { formatTranslationReport, translationReport } =
  await import('../lib/i18n/translation-report.ts');

function options() {
  const { values } = parseArgs({
    options: { locale: { type: 'string' }, check: { type: 'boolean', default: false } },
  });
  if (values.locale !== undefined && !translatedLocales.includes(values.locale)) {
    throw new Error(`--locale is one of ${translatedLocales.join(', ')}, not "${values.locale}".`);
  }
  return {
    locales: values.locale === undefined ? translatedLocales : [values.locale],
    check: values.check,
  };
}

if (existsSync('.env.local')) process.loadEnvFile('.env.local');

try {
  const { locales, check } = options();
  const { readContentNow } = await import('../lib/content/read-now.ts');
  const { TRANSLATED_DOCUMENTS_QUERY } = await import('../lib/content/queries.ts');
  const report = translationReport(await readContentNow(TRANSLATED_DOCUMENTS_QUERY), locales);
  process.stdout.write(formatTranslationReport(report, locales));
  if (check && report.count > 0) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
}
