/**
 * What the fixes of the third audit added, attacked as an attacker would: the confirmation of a
 * mailbox, the one-click unsubscribe, the e-mails' new headers, the private pages, the settings'
 * checks and the comparison's rounding. Each probe asserts what holds; what remains is weighed in
 * the report of issue 33 (security probes). Probes kept elsewhere, not run twice:
 *
 * - anon's whole list of callable functions: tests/security/audit-3.test.ts (M1);
 * - opening /{locale}/confirm/<token> or /{locale}/unsubscribe/<token> changes nothing, by
 *   keyboard and without JavaScript: e2e/results-link.spec.ts, e2e/unsubscribe.spec.ts;
 * - a forged or altered one-click token, a POST that is no one-click:
 *   tests/outbox/rights-delivery.test.ts, tests/database/unsubscribe-token.test.ts;
 * - the booking dialog passes details only to the booking origin, after asking:
 *   e2e/booking.spec.ts (the provider frames a page only when its origin is BOOKING_ORIGIN's,
 *   compared whole: components/booking/booking-provider.tsx);
 * - the sales digest: tests/outbox/sales-digest.test.ts, tests/outbox/queue.test.ts;
 * - a private page's headers: tests/seo/security-headers.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { tokenHash } from '@/lib/database/link-token';
import { pageFields } from '@/lib/analytics';
import { parseEnv } from '@/lib/env';
import { erasePerson } from '@/lib/database/rights';
import {
  assessmentContactRow,
  assessmentResultRow,
  contactSubmissionRow,
} from '@/lib/database/rows';
import { mailboxHash, unsubscribeToken } from '@/lib/database/unsubscribe-token';
import type { AssessmentResultLead } from '@/lib/database/types';
import type { CompanySize } from '@/lib/model';
import { createDeliverers } from '@/lib/outbox';
import { admitSalesNotices, claimDigest } from '@/lib/outbox/queue';
import { deliverDue } from '@/lib/outbox/worker';
import { secretProblem } from '@/lib/secret-strength';
import {
  aContactLead,
  anAssessmentContactLead,
  anAssessmentResultLead,
  linksOf,
  scoredAt,
  TEST_LINK_SECRET,
} from '../support/lead-fixtures';
import { engineAvailable, ENGINES, openEngine, type Engine } from '../support/sql-engines';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp';
import { aNetwork, visitorStore, type VisitorStore } from '../support/visitor-store';

// The server's way into the database, and what it would deliver right after its answer: the
// tests' engine, and nothing (the tests deliver themselves).
const site = vi.hoisted(() => ({
  store: undefined as unknown,
  connect: undefined as unknown,
}));
vi.mock('@/lib/database', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/database')>()),
  getLeadStore: () => site.store,
}));
vi.mock('@/lib/database/server-connection', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/database/server-connection')>()),
  serverConnection: () => site.connect,
}));
vi.mock('@/lib/outbox', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/outbox')>()),
  deliverOutboxSoon: async () => {},
}));
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/server')>()),
  after: () => {},
}));

const { confirmAddressForm } = await import('@/lib/forms/server/actions');
const { GET, POST } = await import('@/app/api/unsubscribe/[token]/route');

const FROM = 'Lumen AI Consulting <hello@lumen.example>';
const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** The confirmation page's form, as a browser posts it. */
function confirmForm(token: string, locale = 'en') {
  const form = new FormData();
  form.set('token', token);
  form.set('locale', locale);
  return confirmAddressForm(null, form);
}

/** A mail program's one-click POST (RFC 8058). */
function oneClick(token: string, init: RequestInit = {}) {
  return POST(
    new Request(`https://lumen.example/api/unsubscribe/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
      ...init,
    }),
    { params: Promise.resolve({ token }) },
  );
}

function opened(token: string, language = 'en') {
  return GET(
    new Request('https://lumen.example/api/unsubscribe/x', {
      headers: { 'accept-language': language },
    }),
    { params: Promise.resolve({ token }) },
  );
}

/** A header as the message carries it, unfolded. */
function rawHeader(mail: ParsedMail | undefined, name: string): string | undefined {
  const line = mail?.headerLines.find(({ key }) => key === name.toLowerCase())?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();
}

let smtp: TestSmtpServer;
const openMailers: (() => void)[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
});

afterEach(() => {
  for (const close of openMailers.splice(0)) close();
});

afterAll(async () => {
  await smtp.close();
});

describe.each(ENGINES.filter(engineAvailable))('the new surfaces, attacked, on %s', (name) => {
  let engine: Engine;
  let visitor: VisitorStore;

  beforeAll(async () => {
    engine = await openEngine(name);
    visitor = visitorStore(engine);
    site.store = visitor.store;
    site.connect = visitor.asWorker;
  }, 120_000);

  afterAll(async () => {
    site.store = undefined;
    site.connect = undefined;
    await engine?.close();
  });

  async function storeResult(overrides: Partial<AssessmentResultLead> = {}) {
    const lead = anAssessmentResultLead(overrides);
    await visitor.insertRow('assessment_results', assessmentResultRow(lead), [aNetwork()]);
    return { lead, links: linksOf(lead) };
  }

  async function resultState(id: string) {
    const { rows } = await engine.db.query<{ confirmed: boolean }>(
      'select confirmed_at is not null as confirmed from api.assessment_results where id = $1',
      [id],
    );
    const messages = await engine.db.query<{ kind: string; status: string; last_error: string }>(
      `select kind, status, last_error from private.outbox
       where lead_id = $1 and kind in ('visitor', 'event') order by kind`,
      [id],
    );
    return { confirmed: rows[0]?.confirmed, messages: messages.rows };
  }

  async function suppressions(): Promise<number> {
    const { rows } = await engine.db.query<{ count: number }>(
      'select count(*)::int as count from private.suppressed_mailboxes',
    );
    return rows[0]!.count;
  }

  it('confirms a mailbox only with the confirmation’s own token, and answers only a path of the site', async () => {
    const { lead, links } = await storeResult();
    const forged = [
      links.visitor,
      links.owner,
      tokenHash(links.confirm),
      `${links.confirm}A`,
      links.confirm.slice(1),
      `../${links.confirm}`,
      "' or confirmed_at is null --",
      'A'.repeat(32),
      '',
    ];
    for (const token of forged) expect(await confirmForm(token)).toEqual({ status: 'unknown' });
    // The hash of the token, which a copy of the table holds, confirms nothing through the API.
    const asHash = await visitor.store.confirmResult(tokenHash(tokenHash(links.confirm)), 10);
    expect(asHash.status).toBe('unknown');
    expect(await resultState(lead.id)).toEqual({ confirmed: false, messages: [] });

    // Whatever language the form claims, the way on is the site's own path to the owner's link.
    const confirmed = await confirmForm(links.confirm, 'https://evil.example');
    expect(confirmed).toEqual({ status: 'confirmed', resultsPath: `/en/results/${links.owner}` });
    expect(await confirmForm(links.confirm, 'fr')).toEqual({
      status: 'confirmed',
      resultsPath: `/fr/results/${links.owner}`,
    });
    const state = await resultState(lead.id);
    expect(state.confirmed).toBe(true);
    expect(state.messages.map(({ kind }) => kind)).toEqual(['event', 'visitor']);
  });

  it('sends nothing for a confirmation followed after its mailbox objected, and confirms nothing erased', async () => {
    const objector = `objector.${hex(3)}@example.com`;
    const first = await storeResult({ email: objector });
    expect((await oneClick(unsubscribeToken(objector, TEST_LINK_SECRET))).status).toBe(200);
    expect((await confirmForm(first.links.confirm)).status).toBe('confirmed');
    expect((await resultState(first.lead.id)).messages).toEqual([
      { kind: 'event', status: 'pending', last_error: null },
      { kind: 'visitor', status: 'skipped', last_error: 'the person objected to e-mail' },
    ]);

    const erased = `erased.${hex(3)}@example.com`;
    const second = await storeResult({ email: erased });
    await engine.db.transaction(async (tx) => {
      await tx.exec('set local role leads_steward');
      await erasePerson(tx, erased);
    });
    expect(await confirmForm(second.links.confirm)).toEqual({ status: 'unknown' });
  });

  it.skipIf(name === 'PGlite')(
    'queues one results e-mail for two confirmations sent at once',
    async () => {
      const { lead, links } = await storeResult();
      const connections = await Promise.all([engine.connect(), engine.connect()]);
      const answers = await Promise.all(
        connections.map((connection) =>
          connection.transaction(async (tx) => {
            await tx.exec('set local role anon');
            const { rows } = await tx.query<{ answer: { status: string } }>(
              'select api.confirm_result($1) as answer',
              [tokenHash(links.confirm)],
            );
            return rows[0]?.answer.status;
          }),
        ),
      );
      expect(answers).toEqual(['confirmed', 'confirmed']);
      expect((await resultState(lead.id)).messages.map(({ kind }) => kind)).toEqual([
        'event',
        'visitor',
      ]);
    },
  );

  it('sends a browser opening the one-click link to the site’s own page, whatever the token', async () => {
    const before = await suppressions();
    const tokens = [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      '..%2F..%2Fevil',
      '\r\nSet-Cookie: taken=1',
      `${unsubscribeToken('ada@example.com', TEST_LINK_SECRET)}`,
    ];
    for (const token of tokens) {
      const answer = await opened(token, 'fr-CH;q=0.9, xx');
      const location = answer.headers.get('location') ?? '';
      expect(answer.status).toBe(303);
      expect(location).toMatch(/^\/fr\/unsubscribe\/[^/\\\r\n]+$/);
      expect(new URL(location, 'https://lumen.example').origin).toBe('https://lumen.example');
      expect(answer.headers.get('set-cookie')).toBeNull();
    }
    expect((await opened('x', 'javascript:alert(1)')).headers.get('location')).toBe(
      '/en/unsubscribe/x',
    );
    expect(await suppressions()).toBe(before);
  });

  it('objects for a one-click token only in the one spelling the server made, and reads no more than a form', async () => {
    const address = `clicker.${hex(3)}@example.com`;
    const token = unsubscribeToken(address, TEST_LINK_SECRET);
    const [mailbox = '', signature = ''] = token.split('.');
    // The last character of each part carries spare bits: another character can read the same.
    const respelt = (part: string) => {
      const last = part.at(-1)!;
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
      const index = alphabet.indexOf(last);
      const twin = alphabet[index ^ 1]!;
      return `${part.slice(0, -1)}${twin}`;
    };
    const sameBytes = [`${respelt(mailbox)}.${signature}`, `${mailbox}.${respelt(signature)}`];
    for (const spelling of sameBytes) {
      const [hash = '', mac = ''] = spelling.split('.');
      expect(Buffer.from(hash, 'base64url')).toEqual(Buffer.from(mailbox, 'base64url'));
      expect(Buffer.from(mac, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
      expect((await oneClick(spelling)).status).toBe(404);
    }
    const padded = `List-Unsubscribe=One-Click&${'x'.repeat(5000)}`;
    expect((await oneClick(token, { body: padded })).status).toBe(400);
    expect(
      (await oneClick(token, { headers: { 'content-length': '999999999' }, body: 'x' })).status,
    ).toBe(400);
    const { rows } = await engine.db.query(
      'select 1 from private.suppressed_mailboxes where mailbox_hash = $1',
      [mailboxHash(address)],
    );
    expect(rows).toEqual([]);

    // The same link as a multipart form, as some mail programs post it, is the one click.
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    expect((await oneClick(token, { headers: {}, body: form })).status).toBe(200);
    const after = await engine.db.query(
      'select reason from private.suppressed_mailboxes where mailbox_hash = $1',
      [mailboxHash(address)],
    );
    expect(after.rows).toEqual([{ reason: 'objection' }]);
  });

  it('puts the one-click link alone in List-Unsubscribe, whatever characters the address has', async () => {
    const address = `o'hara+a{b}|c~d=e#f$g&h*i/j?k^l\`m.${hex(3)}@example.com`;
    await visitor.insertRow(
      'contact_submissions',
      contactSubmissionRow(aContactLead({ email: address })),
      [aNetwork()],
    );
    const { deliverers, close } = createDeliverers(
      parseEnv({ MAIL_FROM: FROM, LEADS_NOTIFY_TO: 'sales@lumen.example', SMTP_URL: smtp.url }),
    );
    openMailers.push(close);
    const before = smtp.received.length;
    while ((await deliverDue(visitor.asWorker, deliverers, { concurrency: 4 })).more);
    const mail = smtp.received
      .slice(before)
      .find((received) => rawHeader(received, 'To')?.includes(address.split('@')[0]!));
    expect(rawHeader(mail, 'List-Unsubscribe')).toBe(
      `<http://localhost:3000/api/unsubscribe/${unsubscribeToken(address, TEST_LINK_SECRET)}>`,
    );
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const names = mail!.headerLines.map(({ key }) => key);
    expect(names.filter((key) => key.startsWith('list-'))).toEqual([
      'list-unsubscribe',
      'list-unsubscribe-post',
    ]);
    expect(names).not.toContain('bcc');
    expect(names).not.toContain('cc');
  });

  it('keeps no other visitor’s lead out of the next sales digest, however one network floods', async () => {
    await engine.db.exec(
      "update private.outbox set status = 'sent', sent_at = now() - interval '1 day' where kind = 'sales'",
    );
    const flooder = aNetwork();
    const flood: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      // Five a minute per network: a minute passes every five.
      if (index % 5 === 0) await engine.db.exec('delete from private.submission_attempts');
      const lead = aContactLead({ email: `flood.${index}.${hex(3)}@flood.example` });
      await visitor.insertRow('contact_submissions', contactSubmissionRow(lead), [flooder]);
      flood.push(lead.id);
    }
    const real = aContactLead({ email: `prospect.${hex(3)}@prospect.example` });
    await visitor.insertRow('contact_submissions', contactSubmissionRow(real), [aNetwork()]);
    // Past the hour's ceiling, every notice is held for a digest.
    expect(await admitSalesNotices(visitor.asWorker, 0)).toBe(13);
    const digest = await claimDigest(visitor.asWorker, 5);
    const listed = digest?.messages.map((message) => message.payload.lead.id);
    expect(listed).toHaveLength(5);
    expect(listed).toContain(real.id);
    // In the order the leads came, as the team reads a digest.
    expect(listed).toEqual([...flood.slice(0, 4), real.id]);
  });

  describe('the comparison’s rounding', () => {
    async function confirmedIn(band: CompanySize, email: string, total: number) {
      const contact = anAssessmentContactLead({ companySize: band, email });
      await visitor.insertRow('assessment_contacts', assessmentContactRow(contact), [aNetwork()]);
      const { links } = await storeResult({ email, contactId: contact.id, ...scoredAt(total) });
      expect((await visitor.store.confirmResult(tokenHash(links.confirm), 10)).status).toBe(
        'confirmed',
      );
      return links;
    }

    it('hides a group of ten organisations from a server set to show only larger groups', async () => {
      const band: CompanySize = '501-1000';
      const victim = await confirmedIn(band, `ceo@victim-${hex(3)}.example`, 71);
      for (let index = 0; index < 9; index += 1) {
        await confirmedIn(band, `sybil@sybil-${index}-${hex(3)}.example`, 20);
      }
      await engine.db.query(
        "update private.benchmark_snapshot set taken_at = now() - interval '25 hours'",
      );
      const groupAt = async (minGroup: number) =>
        (await visitor.store.readResult(tokenHash(victim.visitor), minGroup))?.standings?.overall
          .map(({ group }) => group)
          .includes(band) ?? false;
      // BENCHMARK_MIN_GROUP: the operator's lever on what nine sybil organisations can learn.
      expect(await groupAt(10)).toBe(true);
      expect(await groupAt(30)).toBe(false);
    });
  });
});

describe('the private pages, in the spellings a browser sends', () => {
  const origin = 'https://lumen.example';
  const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';

  it.each([
    `/en/results/${token}`,
    `/EN/Results/${token}`,
    `/en/%72esults/${token}`,
    `/fr/RESULTS/${token}/`,
    `/results/${token}`,
    '/en/assistant?q=my+number+is+0612345678',
    `/fr/confirm/${token}`,
    `/en/unsubscribe/${'a'.repeat(43)}.${'b'.repeat(22)}`,
  ])('%s is not measured', (path) => {
    expect(pageFields(new URL(`${origin}${path}`), '')).toBeNull();
  });

  it('measures a page reached from a private one by the site’s origin alone', () => {
    const fields = pageFields(new URL(`${origin}/en/contact`), `${origin}/EN/Results/${token}`);
    expect(fields?.page_referrer).toBe(`${origin}/`);
  });
});

describe('the settings’ checks', () => {
  /** Every `NAME_SECRET=value` the repository prints for an operator to copy. */
  function printedSecrets(): { where: string; value: string }[] {
    const files = [
      '.env.example',
      'README.md',
      ...readdirSync('docs')
        .filter((file) => file.endsWith('.md'))
        .map((file) => `docs/${file}`),
    ];
    return files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\b[A-Z_]*SECRET=([^\s`'"]+)/g)].map((match) => ({
        where: file,
        value: match[1]!,
      })),
    );
  }

  it('refuses, in production, every secret the documentation prints', () => {
    const printed = printedSecrets();
    expect(printed.length).toBeGreaterThan(0);
    const taken = printed.filter(({ value }) => secretProblem(value) === undefined);
    expect(taken).toEqual([]);
  });

  it.each([
    ['base64', 'base64'],
    ['hex', 'hex'],
  ] as const)('weighs a phrase written in %s as the phrase', (_, encoding) => {
    for (const phrase of ['Lumen AI Consulting secret 2026!', 'passwordpasswordpassword']) {
      expect(secretProblem(Buffer.from(phrase).toString(encoding))).toBeDefined();
      expect(secretProblem(`whsec_${Buffer.from(phrase).toString(encoding)}`)).toBeDefined();
    }
  });

  it('takes what the documentation says to generate, so that the probe can tell', () => {
    expect(secretProblem(randomBytes(32).toString('base64'))).toBeUndefined();
    expect(secretProblem(`whsec_${randomBytes(32).toString('base64')}`)).toBeUndefined();
    expect(secretProblem(randomBytes(32).toString('hex'))).toBeUndefined();
  });
});
