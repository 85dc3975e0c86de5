// npm run funnel [-- --since 2026-11-01] [--until 2026-11-30]
//
// How far visitors got in the assessment and the two lead forms, per language: each step with the
// visitors who reached it, their share of those who reached the first step, and the drop from the
// step before. Days are UTC days, both ends included. Read as `npm run leads` reads: from Supabase
// through LEADS_READER_DATABASE_URL, or else from a copy of the embedded database in
// LEADS_DATA_DIR.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import './app-modules.mjs';

// Imported once the hooks above are in place, which the app's extension-less imports need.
const { funnelReport, readStepCounts } = await import('../lib/funnel/report.ts');
const { locales } = await import('../lib/i18n/locales.ts');
const { asLeadsReader } = await import('../lib/database/reader.ts');
const { QUESTION_COUNT } = await import('../lib/model/assessment-shape.ts');

function day(name, value) {
  if (value === undefined) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  const valid = !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !valid) {
    throw new Error(`--${name} takes a date such as 2026-11-01, not "${value}".`);
  }
  return value;
}

function options() {
  const { values } = parseArgs({
    options: { since: { type: 'string' }, until: { type: 'string' } },
  });
  const since = day('since', values.since);
  const until = day('until', values.until);
  if (since && until && until < since) throw new Error('--until comes before --since.');
  return { since, until };
}

if (existsSync('.env.local')) process.loadEnvFile('.env.local');

try {
  const period = options();
  const counts = await asLeadsReader((db) => readStepCounts(db, period));
  process.stdout.write(funnelReport(counts, { ...period, locales, questions: QUESTION_COUNT }));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
