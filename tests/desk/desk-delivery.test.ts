import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deskSettings, env, parseEnv, resultsLinkSecret } from '@/lib/env';
import { deskKey, readBriefToken, readTakeToken } from '@/lib/desk/links';
import { escalateDue } from '@/lib/desk/notice';
import { deskEntry, takeLead } from '@/lib/desk/store';
import { createEmbeddedLeadStore, type EmbeddedLeadStore } from '@/lib/database/embedded-store';
import { createDeliverers } from '@/lib/outbox';
import type { WorkerConnection } from '@/lib/database/migrations';
import { deliverDue } from '@/lib/outbox/worker';
import { pdfText } from '../assessment/pdf-text';
import { aContactLead, aVisitor } from '../support/lead-fixtures';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp';

// The desk in the worker, against a real SMTP server and the embedded database: each notice names
// its tier and owner, goes to the consultant the rules name with a take link made for them and the
// brief attached, and a lead nobody takes is escalated once, to the fallback address.

const FRENCH_DESK = 'marie@lumen.example';
const FALLBACK = 'lead@lumen.example';

let workDir: string;
let store: EmbeddedLeadStore;
let smtp: TestSmtpServer;
let connect: WorkerConnection;
const closers: (() => void)[] = [];

function settingsWith(extra: Record<string, string> = {}) {
  return parseEnv({
    MAIL_FROM: 'Lumen AI Consulting <hello@lumen.example>',
    SMTP_URL: smtp.url,
    LEADS_NOTIFY_TO: 'sales@lumen.example',
    LEADS_ROUTES: `locale=fr -> ${FRENCH_DESK}`,
    LEADS_FALLBACK_TO: FALLBACK,
    LEADS_ESCALATE_AFTER_MINUTES: '1',
    ...extra,
  });
}

async function deliver(settings = settingsWith()) {
  const { deliverers, salesDigest, close } = createDeliverers(settings, connect);
  closers.push(close);
  return deliverDue(connect, deliverers, salesDigest ? { salesCeiling: undefined } : {});
}

function recipients(mail: ParsedMail): string[] {
  return [mail.to].flat().flatMap((to) => to?.value.map(({ address }) => address ?? '') ?? []);
}

function mailsTo(address: string, replyTo: string): ParsedMail[] {
  return smtp.received.filter(
    (mail) => recipients(mail).includes(address) && mail.replyTo?.text === replyTo,
  );
}

function linkIn(mail: ParsedMail, route: 'take' | 'brief'): string {
  const token = new RegExp(`/(?:en|fr)/${route}/([a-z][0-9a-f]{32}\\.[A-Za-z0-9_-]{32})`).exec(
    mail.text ?? '',
  )?.[1];
  expect(token, `a ${route} link in "${mail.subject}"`).toBeDefined();
  return token!;
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'desk-'));
  store = createEmbeddedLeadStore({ dataDir: path.join(workDir, 'leads') });
  connect = (work) => store.asOutboxWorker(work);
  smtp = await startSmtpServer();
}, 120_000);

afterEach(() => {
  for (const close of closers.splice(0)) close();
});

afterAll(async () => {
  await smtp.close();
  await store.close();
  await rm(workDir, { recursive: true, force: true });
});

describe('the desk in the outbox worker', () => {
  it('routes a French lead to its consultant, ranked, with the brief and a take link of their own', async () => {
    const lead = aContactLead({
      locale: 'fr',
      companySize: '201-500',
      message: 'Pourriez-vous nous rappeler cette semaine pour un devis ?',
    });
    expect(await store.saveContact(lead, aVisitor())).toEqual({ ok: true });
    await deliver();

    expect(mailsTo('sales@lumen.example', lead.email)).toHaveLength(0);
    const [notice, ...more] = mailsTo(FRENCH_DESK, lead.email);
    expect(more).toHaveLength(0);
    expect(notice!.subject).toBe('[A] New contact message: Ada Lovelace, Analytical Engines Ltd');
    expect(notice!.text).toContain(`Owner: ${FRENCH_DESK}`);
    expect(notice!.text).toMatch(/Priority: A \(201.500 employees/);

    const key = deskKey(resultsLinkSecret(env)!);
    const consultants = deskSettings(settingsWith()).consultants;
    const take = readTakeToken(linkIn(notice!, 'take'), consultants, key);
    expect(take).toEqual({
      ref: { table: 'contact_submissions', id: lead.id },
      consultant: FRENCH_DESK,
    });
    expect(readBriefToken(linkIn(notice!, 'brief'), key)).toEqual(take!.ref);

    const pdf = notice!.attachments.find((file) => file.contentType === 'application/pdf');
    expect(pdf?.filename).toMatch(/^brief-[a-z0-9-]+\.pdf$/);
    const text = pdfText(pdf!.content);
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain('Pourriez-vous nous rappeler');
    expect(text).toMatch(/\/en\/ai-solutions\//);
    expect(text).toMatch(/\/en\/use-cases\//);

    const entry = await connect((tx) => deskEntry(tx, take!.ref));
    expect(entry).toMatchObject({ tier: 'A', owner: FRENCH_DESK, takenBy: null });
    expect(entry?.notifiedAt).not.toBeNull();
  }, 60_000);

  it('escalates a lead nobody took once, to the fallback address, and never one that was taken', async () => {
    const waiting = aContactLead({ companySize: '1-10', message: 'Hello' });
    const taken = aContactLead({ companySize: '51-200' });
    await store.saveContact(waiting, aVisitor());
    await store.saveContact(taken, aVisitor());
    await deliver();
    await connect((tx) => takeLead(tx, { table: 'contact_submissions', id: taken.id }, FALLBACK));

    const later = new Date(Date.now() + 2 * 60_000);
    // Before the minute is up, nothing is due.
    expect(await escalateDue(connect, settingsWith(), new Date())).toBe(0);
    expect(await escalateDue(connect, settingsWith(), later)).toBeGreaterThanOrEqual(1);
    await deliver();
    // Again and again: no second reminder.
    expect(await escalateDue(connect, settingsWith(), later)).toBe(0);
    await deliver();

    const reminders = mailsTo(FALLBACK, waiting.email).filter((mail) =>
      mail.subject?.includes('Waiting'),
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toMatch(/^\[C\] Waiting: New contact message: Ada Lovelace/);
    expect(reminders[0]!.text).toMatch(/Nobody took this lead in 1 minute\b/i);
    expect(
      mailsTo(FALLBACK, taken.email).filter((mail) => mail.subject?.includes('Waiting')),
    ).toHaveLength(0);
    const entry = await connect((tx) =>
      deskEntry(tx, { table: 'contact_submissions', id: waiting.id }),
    );
    expect(entry?.escalatedAt).not.toBeNull();
  }, 60_000);

  it('escalates nothing when the setting is 0', async () => {
    const lead = aContactLead();
    await store.saveContact(lead, aVisitor());
    await deliver();
    const off = settingsWith({ LEADS_ESCALATE_AFTER_MINUTES: '0' });
    expect(await escalateDue(connect, off, new Date(Date.now() + 86_400_000))).toBe(0);
  }, 60_000);
});
