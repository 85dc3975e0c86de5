// npm run assistant:gaps -- --since 2026-11-01 [--locale fr] [--limit 20]
//
// What the assistant could not answer well, per language: the questions it declined or answered
// unsure since the day given (UTC), most asked first, each beside the page it came closest to;
// then the thumbs up and down on each page its answers cited. The questions are kept redacted and
// without the visitor, 30 days at most. Read as `npm run leads` reads: from Supabase through
// LEADS_READER_DATABASE_URL, or else from a copy of the embedded database in LEADS_DATA_DIR.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import './app-modules.mjs';

// Imported once the hooks above are in place, which the app's extension-less imports need.
const { gapsReport, readGaps, readPageVotes } = await import('../lib/assistant/gaps-report.ts');
const { locales } = await import('../lib/i18n/locales.ts');
const { asLeadsReader } = await import('../lib/database/reader.ts');

function day(value) {
  const date = new Date(`${value}T00:00:00Z`);
  const valid = !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value ?? '') || !valid) {
    throw new Error(`--since takes a date such as 2026-11-01, not "${value}".`);
  }
  return value;
}

function options() {
  const { values } = parseArgs({
    options: {
      since: { type: 'string' },
      locale: { type: 'string' },
      limit: { type: 'string', default: '20' },
    },
  });
  if (values.since === undefined) throw new Error('--since is needed, a date such as 2026-11-01.');
  if (values.locale !== undefined && !locales.includes(values.locale)) {
    throw new Error(`--locale is one of ${locales.join(', ')}, not "${values.locale}".`);
  }
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
    throw new Error(`--limit is a whole number from 1 to 1000, not "${values.limit}".`);
  }
  return { since: day(values.since), locale: values.locale, limit };
}

if (existsSync('.env.local')) process.loadEnvFile('.env.local');

try {
  const query = options();
  const [gaps, votes] = await asLeadsReader(async (db) => [
    await readGaps(db, query),
    await readPageVotes(db, query),
  ]);
  process.stdout.write(gapsReport(gaps, votes, { ...query, locales }));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
