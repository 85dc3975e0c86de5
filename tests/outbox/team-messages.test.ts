import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ParsedMail } from 'mailparser';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv, siteUrl } from '@/lib/env';
import { mailboxHash } from '@/lib/database/unsubscribe-token';
import { createEmbeddedLeadStore, type EmbeddedLeadStore } from '@/lib/database/embedded-store';
import { newTeamNonce, teamInviteToken, tokenHash } from '@/lib/database/link-token';
import type { WorkerConnection } from '@/lib/database/migrations';
import { resultLinks } from '@/lib/database/link-token';
import { assessmentContactRow, assessmentResultRow } from '@/lib/database/rows';
import { teamMessage } from '@/lib/mail/compose';
import { mailContext } from '@/lib/mail/context';
import { createDeliverers } from '@/lib/outbox';
import { deliverDue } from '@/lib/outbox/worker';
import { TEAM_MIN_RESPONDENTS } from '@/lib/model/team';
import {
  aVisitor,
  anAssessmentContactLead,
  anAssessmentResultLead,
  linksOf,
  TEST_LINK_SECRET,
} from '../support/lead-fixtures';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp';

const FROM = 'Lumen AI Consulting <hello@lumen.example>';
const SALES = 'sales@lumen.example';
const WEBHOOK_SECRET = `whsec_${Buffer.from('a-secret-of-the-crm-for-team-tests').toString('base64')}`;

let workDir: string;
let store: EmbeddedLeadStore;
let smtp: TestSmtpServer;
let connect: WorkerConnection;
let crm: {
  url: string;
  received: { headers: IncomingHttpHeaders; body: string }[];
  server: Server;
};
const openMailers: (() => void)[] = [];

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'team-outbox-'));
  store = createEmbeddedLeadStore({ dataDir: path.join(workDir, 'leads') });
  connect = (work) => store.asOutboxWorker(work);
  smtp = await startSmtpServer();
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += String(chunk)));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  crm = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`,
    received,
    server,
  };
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => crm.server.close(resolve));
  await smtp.close();
  await store.close();
  await rm(workDir, { recursive: true, force: true });
});

afterEach(() => {
  for (const close of openMailers.splice(0)) close();
});

async function deliver() {
  const { deliverers, close } = createDeliverers(
    parseEnv({
      MAIL_FROM: FROM,
      LEADS_NOTIFY_TO: SALES,
      SMTP_URL: smtp.url,
      LEADS_WEBHOOK_URL: crm.url,
      LEADS_WEBHOOK_SECRET: WEBHOOK_SECRET,
    }),
  );
  openMailers.push(close);
  return deliverDue(connect, deliverers);
}

function recipients(mail: ParsedMail): string[] {
  return [mail.to]
    .flat()
    .flatMap((address) => address?.value.map(({ address: value }) => value ?? '') ?? []);
}

const mailTo = (address: string) =>
  smtp.received.filter((mail) => recipients(mail).includes(address));

/** A respondent who gives their details, then their answers, through the team's link if given. */
async function respond(options: {
  locale: 'en' | 'fr';
  invite?: string;
  company?: string;
  firstName?: string;
}) {
  const email = `team-${randomUUID()}@example.com`;
  const contact = anAssessmentContactLead({
    email,
    locale: options.locale,
    ...(options.company ? { companyName: options.company } : {}),
    ...(options.firstName ? { firstName: options.firstName, lastName: 'Colleague' } : {}),
  });
  const result = anAssessmentResultLead({
    email,
    locale: options.locale,
    contactId: contact.id,
    teamInvite: options.invite ?? null,
  });
  expect(await store.saveAssessmentContact(contact, aVisitor())).toEqual({ ok: true });
  expect(await store.saveAssessmentResult(result, aVisitor())).toEqual({ ok: true });
  const links = linksOf(result);
  // A colleague's answers count, and reach the owner, once their mailbox is proven.
  if (options.invite) {
    expect((await store.confirmResult(tokenHash(links.confirm), 10)).status).toBe('confirmed');
  }
  return { email, contact, result, links };
}

/** A French owner who confirmed their mailbox and opened a team link. */
async function aFrenchOwnerWithATeam(company: string) {
  const owner = await respond({ locale: 'fr', company });
  expect((await store.confirmResult(tokenHash(owner.links.confirm), 10)).status).toBe('confirmed');
  const nonce = newTeamNonce();
  const invite = tokenHash(teamInviteToken(nonce, TEST_LINK_SECRET));
  expect(await store.openTeam(tokenHash(owner.links.owner), nonce, invite)).toBe(true);
  return { ...owner, invite };
}

/** The status and reason of the team's e-mails the database queued for a colleague's result. */
async function teamMessagesOf(resultId: string) {
  return connect(async (tx) => {
    const { rows } = await tx.query<{ status: string; last_error: string | null }>(
      `select status, last_error from private.outbox where kind = 'team' and lead_id = $1`,
      [resultId],
    );
    return rows;
  });
}

describe('a colleague who answers through a team link', () => {
  it('tells the French owner, in French, how many answered and links their team view, and nothing of the colleague', async () => {
    const company = `Ateliers Dubois ${randomUUID().slice(0, 6)}`;
    const owner = await aFrenchOwnerWithATeam(company);
    await deliver();
    const before = mailTo(owner.email).length;

    const colleague = await respond({
      locale: 'en',
      invite: owner.invite,
      company: 'Another Spelling Ltd',
      firstName: 'Zéphyrine',
    });
    await deliver();

    const [mail, ...more] = mailTo(owner.email).slice(before);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(
      'Une personne que vous avez invitée a répondu à l’évaluation de votre équipe',
    );
    const text = mail!.text ?? '';
    expect(text).toContain(`pour ${company}, par le lien de votre équipe`);
    expect(text).toContain('2 personnes ont répondu jusqu’ici, en vous comptant.');
    expect(text).toContain(
      `dès que ${TEAM_MIN_RESPONDENTS} personnes ont répondu\u00a0: encore 1 réponse.`,
    );
    expect(mail!.html).toContain(`href="${siteUrl}/fr/results/${owner.links.owner}#team"`);
    // A one-click refusal, as on every e-mail to a person.
    const unsubscribe = mail!.headerLines.find(({ key }) => key === 'list-unsubscribe')?.line;
    expect(unsubscribe).toMatch(/\/api\/unsubscribe\/[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{22}>$/);

    // Nothing of the colleague: not their address, name or company as they typed them, nor a score.
    const whole = `${mail!.subject} ${text} ${mail!.html}`;
    expect(whole).not.toContain(colleague.email);
    expect(whole).not.toContain(colleague.contact.companyName);
    expect(whole).not.toContain(colleague.links.visitor);
    expect(whole).not.toContain('Zéphyrine');
    expect(`${mail!.subject} ${text}`).not.toMatch(/\d+\s*(?:sur|of)\s*\d+|\d\s*%|points/);
  });

  it('names the team and its size in the sales notice and to the CRM, and says the view is updated from the third answer on', async () => {
    const company = `Transports Martin ${randomUUID().slice(0, 6)}`;
    const owner = await aFrenchOwnerWithATeam(company);
    await respond({ locale: 'en', invite: owner.invite });
    await deliver();
    const ownerMails = mailTo(owner.email).length;
    const posted = crm.received.length;

    const third = await respond({ locale: 'fr', invite: owner.invite });
    await deliver();

    const [notice] = smtp.received.filter(
      (mail) =>
        mail.replyTo?.text === third.email && mail.subject?.startsWith('Assessment completed'),
    );
    expect(notice?.text).toContain(`Team: ${company} team, 3 respondents`);

    const verifier = new Webhook(WEBHOOK_SECRET);
    const completed = crm.received
      .slice(posted)
      .map(
        ({ headers, body }) =>
          verifier.verify(body, headers as Record<string, string>) as {
            type: string;
            data: { id: string; team?: unknown };
          },
      )
      .find(
        ({ type, data }) => type === 'lead.assessment_completed' && data.id === third.result.id,
      );
    const teamId = await connect(async (tx) => {
      const { rows } = await tx.query<{ team: { id: string } }>(
        `select payload -> 'team' as team from private.outbox where kind = 'webhook' and lead_id = $1`,
        [third.result.id],
      );
      return rows[0]?.team.id;
    });
    expect(teamId).toMatch(/^[0-9a-f-]{36}$/);
    expect(completed?.data.team).toEqual({ id: teamId, company_name: company, respondents: 3 });

    const [mail] = mailTo(owner.email).slice(ownerMails);
    expect(mail?.text).toContain('3 personnes ont répondu');
    expect(mail?.text).toContain('La vue d’équipe est à jour\u00a0:');
    expect(mail?.text).not.toContain('encore');
  });

  it('does not write to an owner who objected after the colleague answered', async () => {
    const owner = await aFrenchOwnerWithATeam(`Objection ${randomUUID().slice(0, 6)}`);
    await deliver();
    const before = mailTo(owner.email).length;
    const colleague = await respond({ locale: 'en', invite: owner.invite });
    expect(await teamMessagesOf(colleague.result.id)).toEqual([
      { status: 'pending', last_error: null },
    ]);
    await connect((tx) =>
      tx.query('select private.object_to_mailbox($1)', [mailboxHash(owner.email)]),
    );
    await deliver();
    expect(mailTo(owner.email).slice(before)).toEqual([]);
    expect(await teamMessagesOf(colleague.result.id)).toEqual([
      { status: 'skipped', last_error: 'the person objected to e-mail' },
    ]);
  });

  it('records the owner’s e-mail as skipped, with the reason, when e-mail is off', async () => {
    const owner = await aFrenchOwnerWithATeam(`Sans e-mail ${randomUUID().slice(0, 6)}`);
    await deliver();
    const colleague = await respond({ locale: 'en', invite: owner.invite });
    const { deliverers, close } = createDeliverers(
      parseEnv({ MAIL_FROM: FROM, LEADS_NOTIFY_TO: SALES, MAIL_DELIVERY: 'off' }),
    );
    openMailers.push(close);
    await deliverDue(connect, deliverers);
    expect(await teamMessagesOf(colleague.result.id)).toEqual([
      { status: 'skipped', last_error: 'e-mail is switched off (MAIL_DELIVERY=off)' },
    ]);
  });

  it('knows the same least number of respondents as the database', async () => {
    const { rows } = await connect((tx) =>
      tx.query<{ least: number }>('select private.team_min_respondents() as least'),
    );
    expect(rows[0]?.least).toBe(TEAM_MIN_RESPONDENTS);
  });
});

describe('the team owner’s e-mail', () => {
  const sales = {
    from: FROM,
    salesTo: [SALES],
    siteUrl: 'https://lumen.example',
    resultLinks: (id: string, nonce: string) => resultLinks(id, nonce, TEST_LINK_SECRET),
  };
  const created_at = '2026-12-04T10:30:00.000Z';
  const contact = anAssessmentContactLead({ locale: 'en' });
  const owner = anAssessmentResultLead({
    locale: 'en',
    email: contact.email,
    contactId: contact.id,
  });
  const payload = (team: { company_name: string | null; respondents: number } | null) => ({
    table: 'assessment_results' as const,
    lead: { ...assessmentResultRow(owner), created_at },
    contact: { ...assessmentContactRow(contact), created_at },
    team: team && { id: randomUUID(), ...team },
  });

  it('tells an English owner the view is updated from three on, naming no company it was not given', async () => {
    const mail = await teamMessage(
      payload({ company_name: null, respondents: 4 }),
      await mailContext(sales),
    );
    expect(mail.to).toBe(owner.email);
    expect(mail.locale).toBe('en');
    expect(mail.subject).toBe('Someone you invited completed your team’s AI readiness assessment');
    expect(mail.text).toContain('the AI readiness assessment for your company through');
    expect(mail.text).toContain('4 people have answered so far, you included.');
    expect(mail.text).toContain('Your team view is up to date');
    expect(mail.html).toContain(
      `href="https://lumen.example/en/results/${linksOf(owner).owner}#team"`,
    );
    expect(mail.unsubscribeUrl).toMatch(/^https:\/\/lumen\.example\/api\/unsubscribe\//);
  });

  it('is made only for a result in a team', async () => {
    await expect(teamMessage(payload(null), await mailContext(sales))).rejects.toThrow();
  });
});
