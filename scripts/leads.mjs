// npm run leads [-- --since 2026-11-01] [--csv] [--limit 500]
// The latest leads of every kind, newest first: from Supabase through LEADS_READER_DATABASE_URL (a
// user in the leads_reader role, over TLS checked against DATABASE_CA_CERT), or else from a copy
// of the embedded database in LEADS_DATA_DIR. --csv
// writes a spreadsheet-safe CSV to standard output: `npm run --silent leads -- --csv > leads.csv`.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import './app-modules.mjs';
import pg from 'pg';
import { exportLeads, leadsCsv, leadsTable } from '../lib/leads/export.ts';
import { pgConfig, readCa } from '../lib/leads/pg-connection.ts';

function options() {
  const { values } = parseArgs({
    options: {
      since: { type: 'string' },
      csv: { type: 'boolean', default: false },
      limit: { type: 'string', default: '1000' },
    },
  });
  const since = values.since === undefined ? undefined : new Date(values.since);
  if (since && Number.isNaN(since.getTime())) {
    throw new Error(`--since takes a date such as 2026-11-01, not "${values.since}".`);
  }
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1) throw new Error('--limit takes a whole number.');
  return { since, limit, csv: values.csv };
}

async function readLeads(query) {
  if (process.env.DATABASE_URL?.trim()) {
    throw new Error(
      'DATABASE_URL is no longer read: set LEADS_READER_DATABASE_URL to a user in the leads_reader role.',
    );
  }
  const url = process.env.LEADS_READER_DATABASE_URL?.trim();
  if (url) {
    const ca = readCa(process.env.DATABASE_CA_CERT);
    const client = new pg.Client(pgConfig(url, { setting: 'LEADS_READER_DATABASE_URL', ca }));
    await client.connect();
    try {
      return await exportLeads(client, query);
    } finally {
      await client.end();
    }
  }
  const { readEmbeddedCopy } = await import('../lib/leads/embedded-copy.ts');
  const dataDir = process.env.LEADS_DATA_DIR?.trim() || '.data/leads';
  if (!existsSync(dataDir)) {
    throw new Error(
      `No embedded database in ${dataDir}. Set LEADS_DATA_DIR to its folder, or LEADS_READER_DATABASE_URL to read Supabase.`,
    );
  }
  return readEmbeddedCopy(dataDir, (db) => exportLeads(db, query));
}

if (existsSync('.env.local')) process.loadEnvFile('.env.local');

try {
  const { csv, ...query } = options();
  const leads = await readLeads(query);
  process.stdout.write(csv ? leadsCsv(leads) : leadsTable(leads));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
