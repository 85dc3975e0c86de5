import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { validateLead, type LeadFormKind } from '../lib/forms/lead-schema';
import en from '../lib/i18n/messages/en.json' with { type: 'json' };
import { expect, test } from './support/fixtures';
import { storedLeads } from './support/leads';

type Payload = Record<string, string | { name: string; mimeType: string; buffer: Buffer }>;

const pages: Record<LeadFormKind, string> = {
  contact: '/en/contact',
  assessmentLead: '/en/assessment-info',
};

const successTexts: Record<LeadFormKind, string> = {
  contact: en.forms.contact.pageSuccessTitle,
  assessmentLead: en.forms.assessmentLead.successTitle,
};

function validLead(kind: LeadFormKind, tag: string): Record<string, string> {
  return {
    firstName: 'Nadia',
    lastName: 'Benali',
    email: `hostile-${tag}-${randomUUID().slice(0, 8)}@example.com`,
    companyName: 'Benali Logistique',
    companySize: '11-50',
    ...(kind === 'contact' ? { message: 'Hello, we would like an estimate.' } : {}),
  };
}

const nasty = [
  "'; drop table api.contact_submissions; --",
  "Robert'); DELETE FROM api.assessment_contacts WHERE ('1'='1",
  '<script>alert(document.cookie)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  '{{7*7}}${7*7}',
  '../../etc/passwd',
  '\u202Egnp.exe',
  'Zoë 🤖 Łódź 北京 עברית',
  'e\u0301\u0301\u0301',
  '\u200B\u200B',
  'null',
  'undefined',
  '[object Object]',
];

/** About a hundred hostile variations of one form's fields. */
function hostilePayloads(kind: LeadFormKind): Payload[] {
  const fields = Object.keys(validLead(kind, 'x'));
  const payloads: Payload[] = [];
  fields.forEach((field, index) => {
    const base = () => validLead(kind, `${kind}-${field}-${index}-${payloads.length}`);
    const { [field]: _removed, ...missing } = base();
    payloads.push(missing);
    payloads.push({ ...base(), [field]: '' });
    payloads.push({ ...base(), [field]: ' \t\n ' });
    payloads.push({ ...base(), [field]: 'x'.repeat(6000) });
    payloads.push({
      ...base(),
      [field]: { name: 'payload.bin', mimeType: 'application/octet-stream', buffer: Buffer.from('binary') },
    });
    for (const text of nasty) payloads.push({ ...base(), [field]: text });
  });
  payloads.push({ ...validLead(kind, 'size'), companySize: '10000' });
  payloads.push({ ...validLead(kind, 'size'), companySize: '1-10 employees' });
  payloads.push({ ...validLead(kind, 'size'), companySize: '1-10; drop table' });
  payloads.push({ ...validLead(kind, 'email'), email: 'a@b' });
  payloads.push({ ...validLead(kind, 'email'), email: `${'x'.repeat(250)}@example.com` });
  payloads.push({ ...validLead(kind, 'email'), email: 'two@@example.com' });
  payloads.push({
    ...validLead(kind, 'extra'),
    id: '00000000-0000-0000-0000-000000000000',
    created_at: '1999-01-01',
    total_score: '80',
    role: 'service_role',
  });
  payloads.push({ ...validLead(kind, 'locale'), locale: 'de' });
  payloads.push({ ...validLead(kind, 'locale'), locale: "fr'; --" });
  payloads.push({ ...validLead(kind, 'id'), submissionId: "'; select pg_sleep(5); --" });
  payloads.push({ ...validLead(kind, 'bot'), website: 'https://spam.example' });
  payloads.push({});
  return payloads;
}

/** The hidden fields React renders for a form action that works without JavaScript. */
async function actionFields(request: APIRequestContext, path: string): Promise<Record<string, string>> {
  const html = await (await request.get(path)).text();
  const form = html.slice(html.indexOf('<form'), html.indexOf('</form>'));
  const fields: Record<string, string> = {};
  for (const input of form.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(input[0])?.[1];
    const value = /value="([^"]*)"/.exec(input[0])?.[1] ?? '';
    if (name?.startsWith('$ACTION')) fields[name] = value.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  }
  expect(Object.keys(fields).length).toBeGreaterThan(0);
  return fields;
}

function textFields(payload: Payload): Record<string, string> {
  return Object.fromEntries(
    Object.entries(payload).map(([name, value]) => [name, typeof value === 'string' ? value : '']),
  );
}

for (const kind of ['contact', 'assessmentLead'] as const) {
  test(`the ${kind} form turns away hostile payloads cleanly and stores only valid rows`, async ({
    playwright,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const payloads = hostilePayloads(kind);
    expect(payloads.length).toBeGreaterThanOrEqual(100);
    const setup = await playwright.request.newContext({ baseURL });
    const hidden = await actionFields(setup, pages[kind]);

    const expectedEmails = new Set<string>();
    for (const payload of payloads) {
      // One client address per request: this test is about content, not about the rate limit.
      const request = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { 'x-real-ip': `hostile-${randomUUID()}` },
      });
      const response = await request.post(pages[kind], {
        multipart: { ...hidden, locale: 'en', ...payload },
        maxRedirects: 0,
      });
      expect(response.status(), JSON.stringify(textFields(payload)).slice(0, 200)).toBeLessThan(500);
      const html = await response.text();
      const verdict = validateLead(kind, textFields(payload));
      if (typeof payload.website === 'string' && payload.website) {
        expect(html).toContain(successTexts[kind]);
      } else if (verdict.ok) {
        expect(html).toContain(successTexts[kind]);
        expectedEmails.add(verdict.data.email);
      } else {
        expect(html).toContain(en.forms.errors[verdict.error]);
      }
      await request.dispose();
    }

    const leads = await storedLeads();
    const rows = kind === 'contact' ? leads.contact_submissions : leads.assessment_contacts;
    const hostileRows = rows.filter((row) => row.email.startsWith('hostile-'));
    expect(new Set(hostileRows.map((row) => row.email))).toEqual(expectedEmails);
    for (const row of hostileRows) {
      const verdict = validateLead(kind, {
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        companyName: row.company_name,
        companySize: row.company_size,
        ...('message' in row ? { message: row.message } : {}),
      });
      expect(verdict.ok).toBe(true);
      expect(['en', 'fr']).toContain(row.locale);
    }
    await setup.dispose();
  });
}
