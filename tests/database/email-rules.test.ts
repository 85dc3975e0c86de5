import { readFile } from 'node:fs/promises';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BARE_EMAIL_SOURCE, isBareEmail, normalizeEmail, storedEmail } from '@/lib/model/email';
import { engineAvailable, ENGINES, openEngine, type Engine } from '../support/sql-engines';

// The forms and the database must agree on what an address is and which mailbox it reaches: the
// form's verdict decides what the visitor is told, the database's what is stored and counted.

const MIGRATION = 'supabase/migrations/20261128000000_no_spam_relay.sql';

const ADDRESSES = [
  'victim@gmail.com',
  'VICTIM@gmail.com',
  ' victim@gmail.com ',
  'victim+1@gmail.com',
  'v.ictim@gmail.com',
  'v.i.c.t.i.m+x@GoogleMail.com',
  'victim@Gmail.Com',
  'x<victim@gmail.com>',
  'Buy-now-at-evil.example<victim@gmail.com>',
  'victim@gmail.com(1)',
  '"victim"@gmail.com',
  'victim@gmail.com,other@example.com',
  'victim@gmail.com;other@example.com',
  'first.last+tag@sub.example.org',
  "o'brien@example.ie",
  'a@café.fr',
  'a@CAFÉ.fr',
  'a@b×c.fr',
  'a@b.xn--p1ai',
  'a@b.c',
  'a@b',
  'a..b@example.com',
  '.a@example.com',
  'a.@example.com',
  'a@-example.com',
  'a@example-.com',
  'a@@example.com',
  '@example.com',
  'plain',
  `${'x'.repeat(64)}@example.com`,
  `${'x'.repeat(65)}@example.com`,
  `a@${'x'.repeat(63)}.com`,
  `a@${'x'.repeat(64)}.com`,
  `a@${Array.from({ length: 60 }, () => 'abc').join('.')}.com`,
  'tab\t@example.com',
  'victim@example.com\n',
  '\tVictim@Example.COM\r\n',
  'a+b+c@example.com',
  '+@example.com',
  'a@b@c.com',
];

// Characters that matter to either rule, so random strings meet the edges often.
const CHARACTERS = [...'aZ09.@+-_\'"<>(),;: \t\n\r!#$%&*/=?^`{|}~éÉ×ÿŽ\u00a0\u2028'];
const someString = fc.string({ unit: fc.constantFrom(...CHARACTERS), maxLength: 30 });
const label = fc.stringMatching(/^[a-zA-Z0-9é-]{1,8}$/);
const plausibleAddress = fc
  .tuple(
    fc.stringMatching(/^[a-zA-Z0-9.+'"<>(), _-]{0,12}$/),
    fc.array(label, { minLength: 1, maxLength: 3 }),
    fc.constantFrom('com', 'fr', 'c', 'xn--p1ai', 'COM'),
    fc.constantFrom('', ' ', '\t', '>', ')'),
  )
  .map(([local, labels, top, tail]) => `${local}@${labels.join('.')}.${top}${tail}`);

describe('the e-mail rules', () => {
  it('are written once for both languages: the migration holds the pattern of lib/model/email.ts', async () => {
    const sql = await readFile(MIGRATION, 'utf8');
    expect(sql).toContain(`'${BARE_EMAIL_SOURCE.replaceAll("'", "''")}'`);
  });

  it('fold the spellings of one mailbox into one', () => {
    const mailbox = new Set(
      [
        'victim@gmail.com',
        'VICTIM@gmail.com',
        ' victim@gmail.com ',
        'victim+1@gmail.com',
        'v.ictim@gmail.com',
        'Vic.Tim+news@googlemail.com',
      ].map(normalizeEmail),
    );
    expect([...mailbox]).toEqual(['victim@gmail.com']);
    // Dots matter outside Gmail.
    expect(normalizeEmail('v.ictim@example.com')).not.toBe(normalizeEmail('victim@example.com'));
  });

  it('store an internationalised domain in its ASCII form, so that its spellings are one mailbox', () => {
    const spellings = ['v@müller.de', 'v@mÜller.de', 'V@MÜLLER.DE', ' v@xn--mller-kva.de '];
    const stored = spellings.map(storedEmail);
    expect(stored.every(isBareEmail)).toBe(true);
    expect(new Set(stored.map(normalizeEmail))).toEqual(new Set(['v@xn--mller-kva.de']));
    expect(storedEmail('jean@café.fr')).toBe('jean@xn--caf-dma.fr');
    // Nothing but a domain is converted: a slash or a port is not an address.
    for (const typed of ['x@evil.example/é', 'x@bücher.de:25', 'x@müller.de@other.example']) {
      expect(isBareEmail(storedEmail(typed))).toBe(false);
    }
  });
});

describe.each(ENGINES.filter(engineAvailable))('the database and the forms on %s', (name) => {
  let engine: Engine;

  beforeAll(async () => {
    engine = await openEngine(name);
  }, 120_000);

  afterAll(async () => {
    await engine?.close();
  });

  /** Both SQL functions on every address, in one statement. */
  async function inDatabase(addresses: string[]) {
    const { rows } = await engine.db.query<{ bare: boolean; normalized: string }>(
      `select private.email_is_bare(value) as bare, private.normalized_email(value) as normalized
       from jsonb_array_elements_text($1::jsonb) with ordinality as given(value, position)
       order by position`,
      [JSON.stringify(addresses)],
    );
    return rows;
  }

  async function expectAgreement(addresses: string[]) {
    const rows = await inDatabase(addresses);
    const disagreements = addresses.flatMap((address, index) => {
      const row = rows[index];
      const inForms = { bare: isBareEmail(address), normalized: normalizeEmail(address) };
      return row?.bare === inForms.bare && row.normalized === inForms.normalized
        ? []
        : [{ address, database: row, forms: inForms }];
    });
    expect(disagreements).toEqual([]);
  }

  it('agree on every listed address', async () => {
    await expectAgreement(ADDRESSES);
    const verdicts = await inDatabase(ADDRESSES);
    // Not everything is refused, nor everything accepted.
    expect(verdicts.filter((row) => row.bare).length).toBeGreaterThan(8);
    expect(verdicts.filter((row) => !row.bare).length).toBeGreaterThan(15);
  });

  it('agree on random strings and on random near-addresses', async () => {
    const samples = [
      ...fc.sample(someString, { numRuns: 400, seed: 20261128 }),
      ...fc.sample(plausibleAddress, { numRuns: 400, seed: 20261128 }),
      ...fc.sample(fc.string({ maxLength: 20 }), { numRuns: 200, seed: 7 }),
    ].filter((sample) => !sample.includes('\u0000'));
    await expectAgreement(samples);
  });
});
