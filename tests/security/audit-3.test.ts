/**
 * The third security audit's probes (security-3.md), run again as its attacker ran them, against
 * the site as it now is: each asserts that its finding no longer reproduces. Where a test kept
 * elsewhere already runs the attacker's probe, it is named here rather than run twice.
 *
 * H1  A stranger types a lead's address: below, end to end (the answer, the page's link, the
 *     owner's link of the stranger's own result, the PDF, every e-mail). Also, in the database:
 *     tests/database/results-link.test.ts 'shows a stranger who types a lead’s address nothing…';
 *     the answer alone: tests/assessment/submission.test.ts 'never answers the mailbox’s earlier…'.
 * M1  The comparison: no function hands anon a count (below, the whole list of what anon may
 *     call); nine sybils, unconfirmed or confirmed on one domain, lift no group; two reads a
 *     moment apart read one snapshot; a retake under a victim's address moves nothing:
 *     tests/database/results-link.test.ts 'the comparison'. Nine sybils on subdomains of one
 *     domain: below.
 * M2  Nothing private reaches analytics: tests/consent/analytics.test.ts,
 *     tests/consent/analytics-tag.test.ts and e2e/consent.spec.ts.
 * M3  Nothing a visitor typed reaches an unconfirmed mailbox: the confirmation e-mail,
 *     tests/outbox/results-mail.test.ts 'carries the confirmation link and the date, and nothing
 *     anyone typed'; the contact confirmation, tests/outbox/compose.test.ts and
 *     tests/outbox/delivery.test.ts ('Cheap pills at evil.example'). Below, as received by a real
 *     SMTP server, for both.
 * M4  A production server refuses links in clear: tests/database/env.test.ts ('sends e-mail over
 *     smtps://…', 'lets the database, the webhook and the provider use http:// on this machine
 *     alone'), tests/mail/smtp-tls.test.ts (the mailer says nothing to a server without TLS),
 *     e2e/production-start.spec.ts. Below, the spellings an operator might slip through.
 * M5  One network floods the visitors' ceiling: tests/outbox/queue.test.ts ('gives one visitor
 *     network its share…', '…one recipient domain its share…', 'gives up on an e-mail held for a
 *     day…'). Below, a flood from many networks to subdomains of one catch-all domain.
 * M6  A crafted question costs what a typical one does: tests/assistant/search-cost.test.ts
 *     (work counted, not timed); the rate limit: tests/assistant/rate-limit.test.ts.
 * L1  A funnel burst is one statement per step: tests/funnel/route.test.ts 'writes a burst of
 *     3,000 counts…', tests/funnel/tally.test.ts, tests/funnel/database.test.ts 'lets the server
 *     count and nothing else…'.
 * L2  Anon cannot reserve the model's budget: tests/database/assistant-caps.test.ts 'lets no role but
 *     the server’s reserve, settle or set the budget'; and below, anon's whole list.
 * L3  Earlier questions screened, output filtered, full-width read: tests/assistant/filters.test.ts.
 * L4  An objection stops queued, retried and dead e-mails: tests/outbox/queue.test.ts 'claims no
 *     e-mail of a visitor who objected while it waited, as the review’s probe found' and 'claims
 *     no e-mail to a suppressed mailbox, however it came back to pending…';
 *     tests/database/rights.test.ts 'stops the mailbox’s e-mails waiting, retrying or given up on…';
 *     the erasure's event: tests/outbox/rights-delivery.test.ts '--erase tells the CRM…'.
 * L5  Links revocable and expiring: tests/database/results-link.test.ts 'revokes a result’s links at
 *     once…', 'renews the links… an expired link is none', 'lets a confirmation link expire…'.
 * L6  Visitor keys not computable from an address: below.
 * L7  The worker cannot purge at will or rewrite payloads: tests/outbox/queue.test.ts 'lets the
 *     worker read the outbox and record deliveries, and nothing else', tests/database/rights.test.ts
 *     'purges on schedule with the retention the database holds, which only the steward sets'.
 * L8  Public health says its status alone: tests/health/health.test.ts 'says only its status,
 *     whatever the outbox holds…'.
 * L9  Sales notices past their ceiling come as one digest: tests/outbox/sales-digest.test.ts, and
 *     tests/outbox/queue.test.ts 'sends sales notices on their own up to their hourly ceiling…';
 *     one network's flood keeps no one else out of the next digest:
 *     tests/security/new-surfaces.test.ts.
 * I3  Rights requests still match every spelling of a mailbox, as docs/leads.md tells the
 *     operator to check: tests/database/rights.test.ts 'reports everything held about a mailbox…'.
 * I5  A contact id is no key to someone's name: tests/database/results-link.test.ts 'hangs a result
 *     on details only of the same mailbox, or left in the last three hours'.
 * I6  The mailbox lookups have their index (assessment_results_mailbox): below.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { ParsedMail } from 'mailparser';
import { createTranslator } from 'next-intl';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmMailbox,
  linksFor,
  nonceFor,
  readLinkedResult,
  tokenHash,
} from '@/lib/assessment/results/link';
import { buildAssessmentReport } from '@/lib/assessment/report/build-report';
import { toResultsContent } from '@/lib/assessment/results/content';
import type { StoredResult } from '@/lib/assessment/session/stored-result';
import { queryLocalDataset } from '@/lib/content/local-dataset';
import { ASSESSMENT_CATEGORIES_QUERY, ASSESSMENT_SETTINGS_QUERY } from '@/lib/content/queries';
import { parseEnv, startupProblems } from '@/lib/env';
import {
  assessmentContactRow,
  assessmentResultRow,
  contactSubmissionRow,
} from '@/lib/database/rows';
import type { CompanySize } from '@/lib/model';
import { createDeliverers } from '@/lib/outbox';
import { admitVisitorMessages } from '@/lib/outbox/queue';
import { deliverDue } from '@/lib/outbox/worker';
import { visitorKey, visitorNetwork } from '@/lib/visitor-keys';
import { processAssessmentSubmission } from '@/lib/forms/server/process-assessment';
import type {
  ASSESSMENT_CATEGORIES_QUERY_RESULT,
  ASSESSMENT_SETTINGS_QUERY_RESULT,
} from '@/sanity.types';
import { pdfText } from '../assessment/pdf-text';
import { answersWithTotal, assessmentQuestions } from '../support/assessment-fixture';
import {
  aContactLead,
  anAssessmentContactLead,
  anAssessmentResultLead,
  linksOf,
  scoredAt,
} from '../support/lead-fixtures';
import { dictionaries, resultsCopy } from '../support/messages';
import { engineAvailable, ENGINES, openEngine, type Engine } from '../support/sql-engines';
import { aNetwork, visitorStore, type VisitorStore } from '../support/visitor-store';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp';

const FROM = 'Lumen AI Consulting <hello@lumen.example>';
const SALES = 'sales@lumen.example';

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

function recipients(mail: ParsedMail): string[] {
  return [mail.to]
    .flat()
    .flatMap((address) => address?.value.map(({ address: value }) => value ?? '') ?? []);
}

/** All a message says: its subject, both parts, and every attachment's text. */
function everythingIn(mail: ParsedMail): string {
  const attachments = mail.attachments.map((attachment) =>
    attachment.contentType === 'application/pdf'
      ? pdfText(attachment.content)
      : attachment.content.toString('latin1'),
  );
  return [mail.subject ?? '', mail.text ?? '', mail.html || '', ...attachments].join('\n');
}

// The files the browser fetches on Download (lib/assessment/report/report-fonts.ts).
const fontFile = (name: string) => readFile(`node_modules/geist/dist/fonts/geist-sans/${name}`);

/** The PDF the results page's Download button makes of what the page shows, as text. */
async function downloadedReport(result: StoredResult): Promise<string> {
  const locale = result.locale;
  const [categories, settings] = await Promise.all([
    queryLocalDataset<ASSESSMENT_CATEGORIES_QUERY_RESULT>(ASSESSMENT_CATEGORIES_QUERY, { locale }),
    queryLocalDataset<ASSESSMENT_SETTINGS_QUERY_RESULT>(ASSESSMENT_SETTINGS_QUERY, { locale }),
  ]);
  const [regular, bold] = await Promise.all([
    fontFile('Geist-Regular.ttf'),
    fontFile('Geist-Bold.ttf'),
  ]);
  const bytes = await buildAssessmentReport({
    locale,
    result,
    content: toResultsContent(categories, settings),
    sectors: [],
    copy: await resultsCopy(locale),
    siteName: 'Lumen AI Consulting',
    schedulingUrl: 'https://calendly.com/lumen-ai/30min',
    t: createTranslator({ locale, messages: dictionaries[locale], namespace: 'results' }),
    fonts: { regular, bold },
  });
  return pdfText(bytes).replace(/\s+/g, ' ');
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

describe.each(ENGINES.filter(engineAvailable))('the audit’s probes, on %s', (name) => {
  let engine: Engine;

  beforeAll(async () => {
    engine = await openEngine(name);
  }, 120_000);

  afterAll(async () => {
    await engine?.close();
  });

  let insertRow: VisitorStore['insertRow'];
  let asWorker: VisitorStore['asWorker'];
  let store: VisitorStore['store'];

  beforeAll(() => {
    ({ insertRow, asWorker, store } = visitorStore(engine));
  });

  /** The wizard's last step, as the server action runs it (lib/forms/server/actions.ts). */
  function submitAssessment(email: string, total: number, locale: 'en' | 'fr' = 'en') {
    const network = aNetwork();
    return processAssessmentSubmission(
      {
        submissionId: randomUUID(),
        locale,
        email,
        contactInfo: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          email,
          companyName: 'Analytical Engines Ltd',
          companySize: '11-50',
        },
        answers: answersWithTotal(total),
      },
      {
        loadQuestions: async () => assessmentQuestions,
        store,
        linkNonce: nonceFor,
        links: linksFor,
        tokenHash,
        extras: async (token) => (await readLinkedResult(token, store))?.extras ?? null,
        submissionKeys: async () => [network],
        noticeRecord: async () => ({
          privacyNotice: 'assessment:0123456789ab',
          policyVersion: '1.0',
        }),
      },
    );
  }

  /** Delivers everything due to the SMTP server; answers what it received meanwhile. */
  async function deliver(): Promise<ParsedMail[]> {
    const before = smtp.received.length;
    const { deliverers, close } = createDeliverers(
      parseEnv({ MAIL_FROM: FROM, LEADS_NOTIFY_TO: SALES, SMTP_URL: smtp.url }),
    );
    openMailers.push(close);
    while ((await deliverDue(asWorker, deliverers, { concurrency: 4 })).more);
    return smtp.received.slice(before);
  }

  /** The result a page's link opens, as the results page turns it into what it shows. */
  async function pageOf(token: string): Promise<StoredResult> {
    const linked = await readLinkedResult(token, store);
    if (!linked) throw new Error('The link opens nothing');
    const { result, person, extras } = linked;
    return {
      ...result,
      contactInfo: {
        firstName: person?.firstName ?? '',
        lastName: person?.lastName ?? '',
        companyName: person?.companyName ?? '',
        companySize: person?.companySize ?? '1-10',
        email: '',
      },
      completedAt: result.createdAt,
      locale: 'en',
      extras,
    };
  }

  async function idOf(visitorToken: string): Promise<{ id: string; link_nonce: string }> {
    const { rows } = await engine.db.query<{ id: string; link_nonce: string }>(
      'select id, link_nonce from api.assessment_results where access_hash = $1',
      [tokenHash(visitorToken)],
    );
    return rows[0]!;
  }

  const confirmationLinkIn = (mail: ParsedMail | undefined) =>
    /\/confirm\/([A-Za-z0-9_-]{32})/.exec(mail?.text ?? '')?.[1];

  it('H1: typing a lead’s address, in another spelling, shows nothing of their past anywhere', async () => {
    // The victim took the assessment in March, scoring 63 of 80 (78.75 %), and confirmed.
    const local = `ada.lovelace.${hex(3)}`;
    const victim = `${local}@gmail.com`;
    const taken = await submitAssessment(victim, 63);
    expect(taken.ok).toBe(true);
    const victimMails = (await deliver()).filter((mail) => recipients(mail).includes(victim));
    const confirmation = confirmationLinkIn(victimMails[0]);
    expect((await confirmMailbox(confirmation!, store)).status).toBe('confirmed');
    const victimResult = taken.ok ? await idOf(taken.link) : undefined;
    await engine.db.query(
      `update api.assessment_results
       set created_at = '2026-03-14T10:00:00Z', confirmed_at = '2026-03-14T10:05:00Z'
       where id = $1`,
      [victimResult!.id],
    );
    const victimPast = [victimResult!.id, '78.75', '79%', 'March 14', '14 mars', '63 of 80'];
    const received = await deliver();
    expect(received.some((mail) => recipients(mail).includes(victim))).toBe(true);

    // The attacker types the same Gmail mailbox, spelt otherwise, and answers anything.
    const typed = `${local.replaceAll('.', '').toUpperCase()}+x@GoogleMail.com`;
    const answer = await submitAssessment(typed, 30);
    if (!answer.ok) throw new Error('The attacker’s submission was refused');
    expect(answer.previous).toBeNull();
    expect(answer.confirmed).toBe(false);

    // The page's link, and even the owner's link of the attacker's own result, were it leaked.
    const attacker = await idOf(answer.link);
    const owner = linksFor(attacker.id, attacker.link_nonce).owner;
    const seen = [await readLinkedResult(answer.link, store), await readLinkedResult(owner, store)];
    for (const linked of seen) expect(linked?.extras.previous).toBeNull();

    // The PDF the page's Download button makes.
    const pdf = await downloadedReport(await pageOf(answer.link));
    expect(pdf).toContain('30 of 80');
    expect(pdf).not.toContain('Since your last assessment');

    // Every e-mail the attempt caused: the mailbox gets a confirmation alone; sales the new lead.
    const mails = await deliver();
    const toVictim = mails.filter((mail) =>
      recipients(mail).some((address) => address.toLowerCase() === typed.toLowerCase()),
    );
    expect(toVictim).toHaveLength(1);
    expect(toVictim[0]?.attachments).toEqual([]);
    expect(confirmationLinkIn(toVictim[0])).toBeDefined();
    const everything = [JSON.stringify(answer), JSON.stringify(seen), pdf];
    everything.push(...mails.map(everythingIn));
    for (const text of everything) {
      for (const past of victimPast) expect(text).not.toContain(past);
    }

    // The probe can tell: the owner's own retake, once confirmed, does show their past.
    const retake = await submitAssessment(`${local}+again@gmail.com`, 70);
    const retakeMails = (await deliver()).filter((mail) =>
      recipients(mail).includes(`${local}+again@gmail.com`),
    );
    const retakeConfirmation = await confirmMailbox(confirmationLinkIn(retakeMails[0])!, store);
    const ownPast = await downloadedReport(await pageOf(retakeConfirmation.ownerToken!));
    expect(ownPast).toContain('Since your last assessment');
    expect(ownPast).toContain('March 14');
    expect(retake.ok && retake.previous).toBe(null);
    const results = (await deliver()).find((mail) => mail.attachments.length > 0);
    expect(everythingIn(results!)).toContain('Since your last assessment');
  });

  it('M3: a stranger’s words reach no unconfirmed mailbox, by the contact form or the assessment', async () => {
    const victim = `victim.${hex(3)}@example.net`;
    const words = {
      firstName: 'Parcel held call 0800 555 0143',
      lastName: 'URGENT pay at https://pay-lumen.example/now',
      companyName: 'Account locked: call +1 202 555 0143',
    };
    const typed = ['Parcel', 'pay-lumen', '555 0143', 'URGENT', 'Account locked'];
    await insertRow(
      'contact_submissions',
      contactSubmissionRow(aContactLead({ ...words, email: victim, message: 'Win a prize' })),
      [aNetwork()],
    );
    // The wizard's details, then its last step under the victim's address.
    const contact = anAssessmentContactLead({ ...words, email: `me.${hex(3)}@attacker.example` });
    await insertRow('assessment_contacts', assessmentContactRow(contact), [aNetwork()]);
    const result = anAssessmentResultLead({ email: victim, contactId: contact.id });
    await insertRow('assessment_results', assessmentResultRow(result), [aNetwork()]);

    const toVictim = (await deliver()).filter((mail) => recipients(mail).includes(victim));
    expect(toVictim.map((mail) => mail.attachments.length)).toEqual([0, 0]);
    for (const mail of toVictim) {
      for (const word of [...typed, 'Win a prize']) expect(everythingIn(mail)).not.toContain(word);
    }

    // Once the mailbox's owner confirms, the greeting still takes no number or domain for a name.
    await store.confirmResult(tokenHash(linksOf(result).confirm), 10);
    const results = (await deliver()).find((mail) => recipients(mail).includes(victim));
    expect(results?.text).toMatch(/^Hello,$/m);
    expect(results?.text).not.toContain('0800');
  });

  describe('M1: the comparison', () => {
    async function confirmedIn(band: CompanySize, email: string, total: number) {
      const contact = anAssessmentContactLead({ companySize: band, email });
      await insertRow('assessment_contacts', assessmentContactRow(contact), [aNetwork()]);
      const lead = anAssessmentResultLead({ email, contactId: contact.id, ...scoredAt(total) });
      await insertRow('assessment_results', assessmentResultRow(lead), [aNetwork()]);
      const links = linksOf(lead);
      expect((await store.confirmResult(tokenHash(links.confirm), 10)).status).toBe('confirmed');
      return links;
    }

    const ageSnapshot = () =>
      engine.db.query(
        "update private.benchmark_snapshot set taken_at = now() - interval '25 hours'",
      );

    it('anon may call what a visitor needs and nothing that answers a count or spends a budget', async () => {
      const { rows } = await engine.db.query<{ fn: string }>(
        `select n.nspname || '.' || p.proname as fn
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname in ('api', 'private', 'public')
           and has_function_privilege('anon', p.oid, 'execute')
         order by 1`,
      );
      expect(rows.map(({ fn }) => fn)).toEqual([
        // What the Data API exposes: a result by its link, its confirmation, and readiness.
        'api.assessment_result',
        'api.confirm_result',
        'api.ready',
        // A team, through its owner's link or its own: each answers one team, never a count of
        // the database nor one person's scores (tests/database/teams.test.ts).
        'api.team_close',
        'api.team_invite',
        'api.team_of',
        'api.team_open',
        // Checks and triggers the inserts run as the visitor; none reads a row or a count.
        'private.category_score_is_valid',
        'private.category_scores_are_valid',
        'private.category_scores_total',
        'private.count_submission',
        'private.email_is_bare',
        'private.normalized_email',
        'private.one_row_per_insert',
        'private.readiness_level',
        'private.result_as_stored',
        'private.visitor_network_key',
      ]);
    });

    it('nine confirmed sybils on subdomains of one domain lift no group over the victim', async () => {
      const band: CompanySize = '1000+';
      const victim = await confirmedIn(band, `ceo.${hex(3)}@victim-${hex(3)}.example`, 71);
      const attacker = `attacker-${hex(3)}.example`;
      for (let index = 0; index < 9; index += 1) {
        await confirmedIn(band, `sybil@s${index}.${attacker}`, 20);
      }
      await ageSnapshot();
      const standings = (await store.readResult(tokenHash(victim.visitor), 10))?.standings;
      // Otherwise the attacker's probes at chosen scores would read the victim's exact scores.
      expect(standings?.overall.find((standing) => standing.group === band)).toBeUndefined();
      expect(standings).toBeNull();

      // Nine organisations of their own, each confirming a mailbox, are what the group asks.
      for (let index = 0; index < 9; index += 1) {
        await confirmedIn(band, `sybil@own-${index}-${hex(3)}.example`, 20);
      }
      await ageSnapshot();
      const lifted = (await store.readResult(tokenHash(victim.visitor), 10))?.standings;
      expect(lifted?.overall.find((standing) => standing.group === band)).toBeDefined();
    });

    it('counts an organisation once in a country’s second-level domain, and no two apart', async () => {
      const { rows } = await engine.db.query<{ organisation: string }>(
        `select private.mail_organisation(address) as organisation
         from unnest($1::text[]) with ordinality as given(address, position)
         order by position`,
        [
          `{${[
            'ceo@Sales.Corp.Example',
            'a@corp.example',
            'b@paris.corp.co.uk',
            'c@corp.co.uk',
            'd@finances.gouv.fr',
            'e@gmail.com',
            'f@x.y.z.github.io',
          ].join(',')}}`,
        ],
      );
      expect(rows.map(({ organisation }) => organisation)).toEqual([
        'corp.example',
        'corp.example',
        'corp.co.uk',
        'corp.co.uk',
        'finances.gouv.fr',
        'gmail.com',
        'github.io',
      ]);
    });
  });

  it('M5: a flood from many networks to one catch-all domain’s subdomains leaves room for a real visitor', async () => {
    // Whatever waits from the tests before is done with.
    await engine.db.exec(
      "update private.outbox set status = 'sent', admitted_at = now() - interval '2 days'",
    );
    const catchAll = `catch-all-${hex(3)}.example`;
    for (let index = 0; index < 60; index += 1) {
      await insertRow(
        'contact_submissions',
        contactSubmissionRow(aContactLead({ email: `x@s${index}.${catchAll}` })),
        [aNetwork()],
      );
    }
    const real = aContactLead({ email: `prospect.${hex(3)}@prospect-${hex(3)}.example` });
    await insertRow('contact_submissions', contactSubmissionRow(real), [aNetwork()]);
    const admission = await admitVisitorMessages(asWorker, {
      perHour: 60,
      perNetwork: 3,
      perDomain: 15,
    });
    expect(admission.admitted).toBe(16);
    const { rows } = await engine.db.query<{ admitted: boolean }>(
      `select admitted_at is not null as admitted from private.outbox
       where kind = 'visitor' and lead_id = $1`,
      [real.id],
    );
    expect(rows).toEqual([{ admitted: true }]);
  });

  it('I6: looks a mailbox’s results up by its index, not by reading every result', async () => {
    const { rows } = await engine.db.query<{ indexdef: string }>(
      "select indexdef from pg_indexes where indexname = 'assessment_results_mailbox'",
    );
    expect(rows[0]?.indexdef).toMatch(/normalized_email\(\(?email/);
  });
});

describe('L6: a visitor’s key', () => {
  const secret = 'H+UnhdHpizxK43pQwRV4hfMD9VmZFlcsjRMltJZNuMI=';
  const office = `ip:${visitorNetwork('203.0.113.7')}`;

  it('is none anyone can compute from the address without the server’s secret', () => {
    const at = new Date('2026-12-06T12:00:00Z');
    const key = visitorKey('contact', office, secret, at);
    // The audit's computation, which was the key the site sent.
    expect(key).not.toBe(createHash('sha256').update(`contact:${office}`).digest('hex'));
    expect(key).not.toBe(visitorKey('contact', office, `${secret}x`, at));
    // Nor is one day's key another's, so a key kept longer leads back to nobody.
    expect(key).not.toBe(visitorKey('contact', office, secret, new Date('2026-12-07T12:00:00Z')));
    expect(key).toBe(visitorKey('contact', office, secret, new Date('2026-12-06T23:59:59Z')));
  });

  it('stands for a whole IPv6 /64, whichever address of it the visitor picks', () => {
    expect(visitorNetwork('2001:db8:1:2:aaaa::1')).toBe(visitorNetwork('2001:db8:1:2::ffff'));
    expect(visitorNetwork('2001:db8:1:2::1')).not.toBe(visitorNetwork('2001:db8:1:3::1'));
  });
});

describe('M4: the spellings of a link in clear a production server still refuses', () => {
  const production = {
    RESULTS_LINK_SECRET: 'H+UnhdHpizxK43pQwRV4hfMD9VmZFlcsjRMltJZNuMI=',
    VISITOR_KEY_SECRET: 'KhLLRAbFes7ja8Ot+OCKMIXnwUHjXhwX7iHJ5rqL8aY=',
    LEADS_STORE: 'embedded',
    MAIL_DELIVERY: 'off',
    TRUSTED_PROXY_HEADER: 'x-real-ip',
  };
  const problems = (settings: Record<string, string>) =>
    startupProblems(parseEnv({ ...production, ...settings }), 'production').join('\n');

  it.each([
    ['SUPABASE_URL', 'HTTP://db.example.supabase.co'],
    ['SUPABASE_URL', 'http://localhost.evil.example'],
    ['SUPABASE_URL', 'http://127.0.0.1.nip.io'],
    ['LEADS_WEBHOOK_URL', 'http://[::ffff:127.0.0.1]/leads'],
    ['ASSISTANT_PROVIDER_URL', 'http://0.0.0.0:8080/v1'],
  ])('%s=%s', (setting, url) => {
    const extra: Record<string, Record<string, string>> = {
      SUPABASE_URL: { SUPABASE_ANON_KEY: 'anon-key', LEADS_STORE: 'supabase' },
      LEADS_WEBHOOK_URL: { LEADS_WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}` },
      ASSISTANT_PROVIDER_URL: { ASSISTANT_PROVIDER_MODEL: 'a-model' },
    };
    expect(problems({ ...extra[setting], [setting]: url })).toContain(
      `${setting} must be an https://`,
    );
  });

  /** Whether the start refuses SMTP_URL, when reading the settings or when checking them. */
  function refusesSmtp(url: string): boolean {
    try {
      const settings = parseEnv({
        ...production,
        MAIL_DELIVERY: 'smtp',
        SMTP_URL: url,
        MAIL_FROM: FROM,
      });
      return startupProblems(settings, 'production').some((problem) =>
        problem.startsWith('SMTP_URL'),
      );
    } catch (error) {
      return String(error).includes('SMTP_URL');
    }
  }

  it.each([
    'smtp://user:pass@smtp.localhost.evil.example:587',
    'smtp://user:pass@smtp.example.com:587?requireTLS=false',
    'smtp://user:pass@smtp.example.com:587?requireTLS=false&requireTLS=true',
    'SMTP://user:pass@smtp.example.com:25',
  ])('SMTP_URL=%s', (url) => {
    expect(refusesSmtp(url)).toBe(true);
  });

  it('takes the link a remote relay must have, so that the probe can tell', () => {
    expect(refusesSmtp('smtps://user:pass@smtp.example.com:465')).toBe(false);
    expect(refusesSmtp('smtp://user:pass@smtp.example.com:587?requireTLS=true')).toBe(false);
  });
});
