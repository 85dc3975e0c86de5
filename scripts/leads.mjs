// npm run leads [-- --since 2026-11-01] [--csv] [--limit 500]
// npm run leads -- --person ADDRESS
// npm run leads -- --erase ADDRESS [--yes]
// npm run leads -- --object ADDRESS [--yes]
// npm run leads -- --purge [--dry-run] [--yes]
// npm run leads -- --retention MONTHS [--yes]
// npm run leads -- --revoke-link LINK [--yes]
// npm run --silent leads -- --save-register > register.ndjson
// npm run leads -- --reapply-erasures [--register register.ndjson] [--yes]
// npm run leads -- --waiting [--since 2026-11-01]
// npm run leads -- --response-times [--weeks 12]
//
// The latest leads of every kind, newest first: from Supabase through LEADS_READER_DATABASE_URL (a
// user in the leads_reader role, over TLS checked against DATABASE_CA_CERT), or else from a copy
// of the embedded database in LEADS_DATA_DIR. --csv
// writes a spreadsheet-safe CSV to standard output: `npm run --silent leads -- --csv > leads.csv`.
// Such a copy escapes retention and erasure: the command says so on standard error.
//
// People's rights, for one mailbox in every spelling of its address: --person prints as JSON
// everything held about it (GDPR art. 15), mail files included; --erase deletes it all and keeps
// the mailbox's hash on the suppression list (art. 17); --object sends it no more e-mail (art.
// 21), and marks its leads "do not prospect"; --purge deletes the leads of mailboxes last heard
// from more than LEADS_RETENTION_MONTHS ago, the rate-limit traces past their minute, the
// funnel's days older than 25 months and the mail folder's files older than 30 days, or with
// --dry-run says what it would delete; --retention sets the months the database keeps leads,
// which the outbox worker's daily purge applies and cannot change: the same as
// LEADS_RETENTION_MONTHS, which the privacy policy prints, or the health check is degraded;
// --save-register prints every erasure and objection (hashes, times, counts; never an address),
// one JSON line each, to keep apart from the backups; --reapply-erasures, after a backup is
// restored, erases again everyone in the register of erasures, completed first from such a copy
// (--register), since a backup taken before a request holds the rows and not the request. What
// changes data asks first on a terminal and needs --yes elsewhere; each is safe to repeat.
// Against Supabase they connect through
// LEADS_STEWARD_DATABASE_URL (a user in leads_steward); otherwise they open the embedded database,
// which only a stopped server lets them change. --revoke-link takes a result's link (its address
// or token), as someone who shared it by mistake sends it: none of the result's links opens it
// any more. The CRM hears of an objection or an erasure through the signed webhook.
//
// The consultants' desk, read as the export reads the leads: --waiting lists the leads nobody
// took (since a date, with --since), the one waiting longest first, with its tier, its owner, how
// long it has waited since its notice and whether it was escalated; --response-times prints, for
// each of the last 12 ISO weeks (--weeks), how many leads were taken, the median and 90th
// percentile of the time from their notice to their take, and how many still wait.
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import './app-modules.mjs';
import pg from 'pg';

// Imported once the hooks above are in place, which the app's extension-less imports need.
const { exportLeads, leadsCsv, leadsTable } = await import('../lib/database/export.ts');
const { asLeadsReader } = await import('../lib/database/reader.ts');
const { pgConfig, readCa } = await import('../lib/pg-connection.ts');

const RIGHTS = [
  'person',
  'erase',
  'object',
  'purge',
  'revoke-link',
  'retention',
  'save-register',
  'reapply-erasures',
];

const DESK_VIEWS = ['waiting', 'response-times'];

function options() {
  const { values } = parseArgs({
    options: {
      since: { type: 'string' },
      csv: { type: 'boolean', default: false },
      limit: { type: 'string' },
      person: { type: 'string' },
      erase: { type: 'string' },
      object: { type: 'string' },
      purge: { type: 'boolean', default: false },
      'revoke-link': { type: 'string' },
      retention: { type: 'string' },
      'save-register': { type: 'boolean', default: false },
      'reapply-erasures': { type: 'boolean', default: false },
      register: { type: 'string' },
      waiting: { type: 'boolean', default: false },
      'response-times': { type: 'boolean', default: false },
      weeks: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      yes: { type: 'boolean', default: false },
    },
  });
  const rights = RIGHTS.filter((name) => values[name]);
  const views = DESK_VIEWS.filter((name) => values[name]);
  if (rights.length + views.length > 1) {
    throw new Error(`--${[...rights, ...views].join(' and --')} go one at a time.`);
  }
  if (values.weeks !== undefined && !values['response-times']) {
    throw new Error('--weeks goes with --response-times.');
  }
  if (values['dry-run'] && !values.purge) throw new Error('--dry-run goes with --purge.');
  if (values.register !== undefined && !values['reapply-erasures']) {
    throw new Error('--register goes with --reapply-erasures.');
  }
  if (rights.length === 1) {
    if (values.since !== undefined || values.csv || values.limit !== undefined) {
      throw new Error(`--${rights[0]} takes neither --since, --csv nor --limit.`);
    }
    const [command] = rights;
    if (['person', 'erase', 'object'].includes(command) && !values[command].includes('@')) {
      throw new Error(`--${command} takes an e-mail address, not "${values[command]}".`);
    }
    if (command === 'retention' && !/^[0-9]+$/.test(values.retention)) {
      throw new Error(`--retention takes a number of months, not "${values.retention}".`);
    }
    return {
      rights: {
        command,
        address: values[command],
        dryRun: values['dry-run'],
        register: values.register,
        yes: values.yes,
      },
    };
  }
  const since = values.since === undefined ? undefined : new Date(values.since);
  if (since && Number.isNaN(since.getTime())) {
    throw new Error(`--since takes a date such as 2026-11-01, not "${values.since}".`);
  }
  if (views.length === 1) {
    const [command] = views;
    if (values.csv || values.limit !== undefined) {
      throw new Error(`--${command} takes neither --csv nor --limit.`);
    }
    if (command === 'response-times' && since) {
      throw new Error('--response-times takes --weeks, not --since.');
    }
    const weeks = Number(values.weeks ?? '12');
    if (!Number.isInteger(weeks) || weeks < 1 || weeks > 520) {
      throw new Error('--weeks takes a whole number from 1 to 520.');
    }
    return { view: { command, since, weeks } };
  }
  const limit = Number(values.limit ?? '1000');
  if (!Number.isInteger(limit) || limit < 1) throw new Error('--limit takes a whole number.');
  return { since, limit, csv: values.csv };
}

/**
 * Runs `work` in one transaction as leads_steward: on Supabase through LEADS_STEWARD_DATABASE_URL;
 * otherwise on the embedded database, read from a copy, or opened itself when `work` writes.
 */
async function asSteward(env, work, { writes }) {
  const url = env.LEADS_STEWARD_DATABASE_URL;
  if (url) {
    const ca = readCa(env.DATABASE_CA_CERT);
    const client = new pg.Client(pgConfig(url, { setting: 'LEADS_STEWARD_DATABASE_URL', ca }));
    await client.connect();
    try {
      await client.query('begin');
      await client.query('set local role leads_steward');
      const result = await work({
        exec: (sql) => client.query(sql),
        query: async (sql, params) => ({ rows: (await client.query(sql, params)).rows }),
      });
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      await client.end();
    }
  }
  const { leadStoreChoice } = await import('../lib/env.ts');
  if (leadStoreChoice(env)?.kind === 'supabase') {
    throw new Error(
      'The leads are in Supabase: set LEADS_STEWARD_DATABASE_URL to a user in the leads_steward role.',
    );
  }
  const dataDir = env.LEADS_DATA_DIR;
  if (!existsSync(dataDir)) {
    throw new Error(
      `No embedded database in ${dataDir}. Set LEADS_DATA_DIR to its folder, or LEADS_STEWARD_DATABASE_URL to reach Supabase.`,
    );
  }
  const steward = (db) =>
    db.transaction(async (tx) => {
      await tx.exec('set local role leads_steward');
      return work(tx);
    });
  if (!writes) {
    const { readEmbeddedCopy } = await import('../lib/database/embedded-copy.ts');
    return readEmbeddedCopy(dataDir, steward);
  }
  const { openLeadsDatabase } = await import('../lib/database/embedded-admin.ts');
  let database;
  try {
    database = await openLeadsDatabase(dataDir);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `${reason}\nThis command changes the database, which a running server holds: stop the server first, then run it again.`,
    );
  }
  try {
    return await steward(database.db);
  } finally {
    await database.close();
  }
}

async function confirm(question, yes) {
  if (yes) return true;
  if (!process.stdin.isTTY) {
    throw new Error('Standard input is not a terminal: add --yes to go ahead without a question.');
  }
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return /^y(es)?$/i.test((await prompt.question(`${question} [y/N] `)).trim());
  } finally {
    prompt.close();
  }
}

function plural(count, one, many = `${one}s`) {
  return `${count} ${count === 1 ? one : many}`;
}

function leadCounts(report) {
  return [
    plural(report.contactSubmissions, 'contact message'),
    plural(report.assessmentContacts, 'assessment contact'),
    plural(report.assessmentResults, 'assessment result'),
    plural(report.callBookings, 'call booking'),
    plural(report.outboxMessages, 'outbox message'),
  ].join(', ');
}

/** The register of rights saved with --save-register: one JSON entry a line. */
async function readRegister(file) {
  if (file === undefined) return [];
  const text = await readFile(file, 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      try {
        return JSON.parse(line);
      } catch {
        throw new Error(`${file}, line ${index + 1}: not a line that --save-register prints.`);
      }
    });
}

async function exerciseRight({ command, address, dryRun, register, yes }) {
  const { env } = await import('../lib/env.ts');
  const rights = await import('../lib/database/rights.ts');
  const { mailFilesOf } = await import('../lib/mail/mail-folder.ts');
  const mailDir = env.MAIL_OUTBOX_DIR;

  if (command === 'person') {
    const report = await asSteward(env, (tx) => rights.personReport(tx, address), {
      writes: false,
    });
    const mailFiles = await mailFilesOf(mailDir, address);
    process.stdout.write(`${JSON.stringify({ ...report, mailFiles }, null, 2)}\n`);
    return true;
  }

  if (command === 'erase') {
    const question = `Erase everything held about the mailbox of ${address}? It cannot be undone.`;
    if (!(await confirm(question, yes))) return false;
    const report = await asSteward(env, (tx) => rights.erasePerson(tx, address), { writes: true });
    const mailFiles = await mailFilesOf(mailDir, address);
    for (const file of mailFiles) await rm(file, { force: true });
    console.log(`Erased the mailbox of ${address}: ${leadCounts(report)},`);
    console.log(
      `  ${plural(report.submissionAttempts, 'rate-limit trace')}, ${plural(mailFiles.length, 'mail file')} in ${mailDir}.`,
    );
    console.log(
      'Its hash stays on the suppression list and in the register of erasures, and the CRM hears lead.erased through the webhook. Copies elsewhere (sales inboxes, CSV exports, backups) are yours to erase.',
    );
    return true;
  }

  if (command === 'object') {
    if (!(await confirm(`Send the mailbox of ${address} no more e-mail?`, yes))) return false;
    const report = await asSteward(env, (tx) => rights.objectPerson(tx, address), {
      writes: true,
    });
    console.log(
      report.already
        ? `The mailbox of ${address} was on the suppression list already (${report.reason}).`
        : `The mailbox of ${address} is on the suppression list: the site sends it no more e-mail, and its leads stay, marked "do not prospect" for sales, the export and the CRM, which hears lead.objected.`,
    );
    if (report.stopped > 0 || !report.already) {
      console.log(`  ${plural(report.stopped, 'e-mail')} waiting for it stopped.`);
    }
    return true;
  }

  if (command === 'save-register') {
    const entries = await asSteward(env, (tx) => rights.rightsRegister(tx), { writes: false });
    process.stdout.write(entries.map((entry) => `${JSON.stringify(entry)}\n`).join(''));
    return true;
  }

  if (command === 'reapply-erasures') {
    const saved = await readRegister(register);
    const question =
      'Erase again, as after a backup is restored, the leads of everyone in the register of erasures?';
    if (!(await confirm(question, yes))) return false;
    const report = await asSteward(env, (tx) => rights.reapplyErasures(tx, { register: saved }), {
      writes: true,
    });
    if (register !== undefined) {
      console.log(
        `From ${register}: ${plural(report.added, 'erasure')} added back to the register, ${plural(report.objections, 'objection')} recorded again.`,
      );
    }
    console.log(
      `Erased again ${plural(report.mailboxes, 'mailbox', 'mailboxes')} of the ${report.registered} in the register: ${leadCounts(report)}, ${plural(report.submissionAttempts, 'rate-limit trace')}.`,
    );
    if (report.mailboxes > 0) console.log('The CRM hears lead.erased again for them.');
    return true;
  }

  if (command === 'revoke-link') {
    if (!(await confirm('Stop every link of this result from opening it?', yes))) return false;
    const revoked = await asSteward(env, (tx) => rights.revokeResultLink(tx, address), {
      writes: true,
    });
    console.log(
      revoked === 1
        ? 'Revoked: none of the result’s links (its page’s, its owner’s, its confirmation) opens it any more.'
        : 'No result has this link, or its links were revoked already: nothing changed.',
    );
    return true;
  }

  if (command === 'retention') {
    const months = Number(address);
    const question = `Keep leads ${months} months after a mailbox's last submission, in the outbox worker's daily purge?`;
    if (!(await confirm(question, yes))) return false;
    const held = await asSteward(env, (tx) => rights.setRetentionMonths(tx, months), {
      writes: true,
    });
    console.log(`The database keeps leads ${held} months after a mailbox's last submission.`);
    if (held !== env.LEADS_RETENTION_MONTHS) {
      console.log(
        `LEADS_RETENTION_MONTHS, which the privacy policy prints, says ${env.LEADS_RETENTION_MONTHS}: set it to ${held}.`,
      );
    }
    return true;
  }

  const months = env.LEADS_RETENTION_MONTHS;
  const question = `Delete the leads of every mailbox last heard from more than ${months} months ago, and the traces past their time?`;
  if (!dryRun && !(await confirm(question, yes))) return false;
  const { held, report } = await asSteward(
    env,
    async (tx) => ({
      held: await rights.retentionMonths(tx),
      report: await rights.purgeExpired(tx, { months, dryRun }),
    }),
    { writes: !dryRun },
  );
  const { forgetOldMailFiles } = await import('../lib/mail/mail-folder.ts');
  const { SENT_MESSAGES_KEPT_DAYS } = await import('../lib/outbox/queue.ts');
  const mailFiles = await forgetOldMailFiles(mailDir, SENT_MESSAGES_KEPT_DAYS, { dryRun });
  console.log(
    `${dryRun ? 'Would delete' : 'Deleted'} the leads of ${plural(report.mailboxes, 'mailbox', 'mailboxes')} last heard from more than ${months} months ago: ${leadCounts(report)};`,
  );
  console.log(
    `  ${plural(report.submissionAttempts, 'rate-limit trace')} past their minute, ${plural(report.assistantCounts, 'assistant count')} past their day, ${plural(report.funnelSteps, 'funnel count')} older than 25 months, ${plural(report.assistantGaps, 'assistant gap or vote count')} older than 30 days, ${plural(report.registerEntries, 'register entry', 'register entries')} older than 5 years, ${plural(mailFiles, 'mail file')} older than ${SENT_MESSAGES_KEPT_DAYS} days in ${mailDir}.`,
  );
  if (held !== months) {
    console.log(
      `The outbox worker's daily purge keeps leads ${held} months, the database's setting: run npm run leads -- --retention ${months} so that it keeps what the privacy policy says.`,
    );
  }
  return true;
}

if (existsSync('.env.local')) process.loadEnvFile('.env.local');

try {
  const { rights, view, csv, ...query } = options();
  if (rights) {
    if (!(await exerciseRight(rights))) {
      console.error('Nothing done.');
      process.exitCode = 1;
    }
  } else if (view) {
    const desk = await import('../lib/desk/store.ts');
    const listing = await import('../lib/desk/listing.ts');
    process.stdout.write(
      view.command === 'waiting'
        ? listing.waitingTable(
            await asLeadsReader((db) => desk.waitingLeads(db, view.since)),
            new Date(),
          )
        : listing.responseTimesTable(
            await asLeadsReader((db) => desk.responseTimes(db, view.weeks)),
          ),
    );
  } else {
    const leads = await asLeadsReader((db) => exportLeads(db, query));
    process.stdout.write(csv ? leadsCsv(leads) : leadsTable(leads));
    if (csv || !process.stdout.isTTY) {
      console.error(
        'This copy of the leads escapes the retention period and erasures: delete it once used, and never forward it. Leads marked "do not prospect" are never to be canvassed.',
      );
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
