import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { visitorKey } from '@/lib/visitor-keys';
import type { ContactLead } from '@/lib/database/types';

const request = vi.hoisted(() => ({
  headers: new Headers(),
  env: { TRUSTED_PROXY_HEADER: undefined as string | undefined },
  saved: [] as ContactLead[],
  keys: [] as (readonly string[])[],
  answer: { ok: true } as { ok: true } | { ok: false; reason: 'rateLimited' | 'unavailable' },
}));

vi.mock('next/headers', () => ({ headers: async () => request.headers }));
const SECRET = 'the-server-secret-of-these-tests-4r7Q9xKp2Lm8';
vi.mock('@/lib/env', () => ({ env: request.env, visitorKeySecret: () => SECRET }));
vi.mock('@/lib/forms/server/notice', () => ({
  noticeRecord: async (name: string, locale: string) => ({
    privacyNotice: `${name}:${locale === 'fr' ? 'f' : 'e'}23456789ab`,
    policyVersion: '1.0',
  }),
}));
// The sectors published in the Studio, by language: a key of none of them is refused.
vi.mock('@/lib/forms/server/sectors', () => ({
  publishedSectorKeys: async () => new Set(['logistics', 'health']),
}));
vi.mock('@/lib/database', () => ({
  getLeadStore: () => ({
    async saveContact(lead: ContactLead, keys: readonly string[]) {
      request.keys.push(keys);
      if (request.answer.ok) request.saved.push(lead);
      return request.answer;
    },
    async saveAssessmentContact(_lead: unknown, keys: readonly string[]) {
      request.keys.push(keys);
      return request.answer;
    },
  }),
}));

// A fresh module per test: the limiter's memory and the server's warning live in module state.
async function loadSubmitLead() {
  vi.resetModules();
  return (await import('@/lib/forms/server/submit-lead')).submitLead;
}

function contactForm(index: number, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  const fields = {
    locale: 'en',
    firstName: 'Ada',
    lastName: `Lovelace ${index}`,
    email: `ada${index}@example.com`,
    companyName: 'Analytical Engines',
    companySize: '11-50',
    message: 'Please call me back.',
    ...extra,
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

function fromAddress(address: string): Headers {
  return new Headers({ 'x-real-ip': address, 'x-forwarded-for': address });
}

beforeEach(() => {
  request.saved.length = 0;
  request.keys.length = 0;
  request.answer = { ok: true };
  request.headers = new Headers();
});

/** The keys each submission was counted against, as sent to the database. */
async function keysOf(send: () => Promise<unknown>): Promise<readonly string[]> {
  await send();
  return request.keys.at(-1) ?? [];
}

describe('the keys of the rate limit', () => {
  it('with no proxy (none), count the address Next recorded, whatever else a client sends', async () => {
    request.env.TRUSTED_PROXY_HEADER = 'none';
    const submitLead = await loadSubmitLead();
    // Next writes the socket's address into X-Forwarded-For when the client sent none.
    request.headers = new Headers({ 'x-forwarded-for': '198.51.100.1' });
    const first = await keysOf(() => submitLead('contact', contactForm(1)));
    // One key: the database adds the mailbox's own (supabase/migrations).
    expect(first).toHaveLength(1);
    // X-Real-IP is not Next's record, so a client cannot change its key with it.
    request.headers = new Headers({ 'x-forwarded-for': '198.51.100.1', 'x-real-ip': '192.0.2.7' });
    expect(await keysOf(() => submitLead('contact', contactForm(2)))).toEqual(first);
    request.headers = new Headers({ 'x-forwarded-for': '198.51.100.2' });
    expect(await keysOf(() => submitLead('contact', contactForm(3)))).not.toEqual(first);
  });

  it('behind a trusted proxy, count each address the proxy reports', async () => {
    request.env.TRUSTED_PROXY_HEADER = 'x-real-ip';
    const submitLead = await loadSubmitLead();
    request.headers = fromAddress('203.0.113.1');
    const first = await keysOf(() => submitLead('contact', contactForm(1)));
    expect(first).toHaveLength(1);
    request.headers = fromAddress('203.0.113.1');
    expect(await keysOf(() => submitLead('contact', contactForm(2)))).toEqual(first);
    request.headers = fromAddress('203.0.113.2');
    expect(await keysOf(() => submitLead('contact', contactForm(3)))).not.toEqual(first);
  });

  it('count an IPv6 visitor by the /64 their provider gave them, and an IPv4 one mapped into IPv6 as IPv4', async () => {
    request.env.TRUSTED_PROXY_HEADER = 'x-real-ip';
    const submitLead = await loadSubmitLead();
    const keyOf = async (address: string, index: number) => {
      request.headers = fromAddress(address);
      return (await keysOf(() => submitLead('contact', contactForm(index))))[0];
    };
    const network = await keyOf('2001:db8:aa:bb::1', 1);
    for (const [index, sameNetwork] of [
      '2001:db8:aa:bb:ffff:ffff:ffff:fffe',
      '2001:0DB8:00AA:00BB:0:0:0:7',
      '[2001:db8:aa:bb::9]',
    ].entries()) {
      expect(await keyOf(sameNetwork, index + 2)).toBe(network);
    }
    expect(await keyOf('2001:db8:aa:bc::1', 9)).not.toBe(network);
    expect(await keyOf('::ffff:203.0.113.5', 10)).toBe(await keyOf('203.0.113.5', 11));
    expect(await keyOf('203.0.113.5', 12)).not.toBe(await keyOf('203.0.113.6', 13));
    expect(await keyOf('203.0.113.5:51234', 14)).toBe(await keyOf('203.0.113.5', 15));
    expect(await keyOf('[2001:db8:aa:bb::1]:443', 16)).toBe(network);
  });

  it('behind a proxy that appends to X-Forwarded-For, count only the entry it added', async () => {
    request.env.TRUSTED_PROXY_HEADER = 'x-forwarded-for';
    const submitLead = await loadSubmitLead();
    // What the client claimed comes first; the proxy appended the address it saw.
    request.headers = new Headers({ 'x-forwarded-for': '10.0.0.1, 203.0.113.9' });
    const first = await keysOf(() => submitLead('contact', contactForm(1)));
    request.headers = new Headers({ 'x-forwarded-for': '10.0.0.99, 203.0.113.9' });
    expect(await keysOf(() => submitLead('contact', contactForm(2)))).toEqual(first);
  });

  it('are counted per form, and hashed: no address reaches the database in clear', async () => {
    request.env.TRUSTED_PROXY_HEADER = 'none';
    const submitLead = await loadSubmitLead();
    request.headers = new Headers({ 'x-forwarded-for': '198.51.100.1' });
    const contact = await keysOf(() => submitLead('contact', contactForm(1)));
    const lead = await keysOf(() => submitLead('assessmentLead', contactForm(1)));
    expect(lead[0]).not.toBe(contact[0]);
    for (const key of [...contact, ...lead]) expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(request.keys)).not.toMatch(/198\.51|example\.com/);
  });

  it('are keyed with the server’s secret of the day: nobody without it finds an address’s key', async () => {
    request.env.TRUSTED_PROXY_HEADER = 'none';
    const submitLead = await loadSubmitLead();
    request.headers = new Headers({ 'x-forwarded-for': '198.51.100.1' });
    const [sent] = await keysOf(() => submitLead('contact', contactForm(1)));
    expect(sent).toBe(visitorKey('contact', 'ip:198.51.100.1', SECRET));
    // What anyone could compute before: the plain hash of the address.
    const unsalted = createHash('sha256').update('contact:ip:198.51.100.1').digest('hex');
    expect(sent).not.toBe(unsalted);
    expect(visitorKey('contact', 'ip:198.51.100.1', `${SECRET}x`)).not.toBe(sent);
    // Another day, another key: a key kept after its day stands for nobody one can find again.
    const day = new Date('2026-11-29T23:59:59Z');
    const next = new Date('2026-11-30T00:00:00Z');
    const later = new Date('2026-11-29T00:00:01Z');
    expect(visitorKey('contact', 'ip:198.51.100.1', SECRET, day)).toBe(
      visitorKey('contact', 'ip:198.51.100.1', SECRET, later),
    );
    expect(visitorKey('contact', 'ip:198.51.100.1', SECRET, next)).not.toBe(
      visitorKey('contact', 'ip:198.51.100.1', SECRET, day),
    );
  });

  it('tells the visitor who went over the limit so, keeping what they typed', async () => {
    request.env.TRUSTED_PROXY_HEADER = 'none';
    const submitLead = await loadSubmitLead();
    request.answer = { ok: false, reason: 'rateLimited' };
    expect(await submitLead('contact', contactForm(6))).toMatchObject({
      ok: false,
      error: 'rateLimited',
      values: { lastName: 'Lovelace 6' },
    });
    request.answer = { ok: false, reason: 'unavailable' };
    expect(await submitLead('contact', contactForm(7))).toMatchObject({ error: 'unexpected' });
  });
});

describe('the notice', () => {
  it('is recorded with each lead: the form’s notice in the visitor’s language, and the policy version', async () => {
    request.env.TRUSTED_PROXY_HEADER = 'none';
    const submitLead = await loadSubmitLead();
    await submitLead('contact', contactForm(1, { locale: 'fr' }));
    expect(request.saved.at(-1)).toMatchObject({
      privacyNotice: 'contact:f23456789ab',
      policyVersion: '1.0',
    });
  });
});

describe('the submission id', () => {
  const V8_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it("binds the stored row to the browser's id and to what it holds", async () => {
    request.env.TRUSTED_PROXY_HEADER = 'none';
    const submitLead = await loadSubmitLead();
    const id = '0b9f4c1e-8d0a-4f51-9a53-3b1f0e5a7c21';
    const other = '5c0d2e7a-1b3f-4c6d-8e9f-0a1b2c3d4e5f';
    const state = await submitLead('contact', contactForm(1, { submissionId: id.toUpperCase() }));
    // The browser keeps its id through retries, and learns the stored row's, which its result
    // will name.
    expect(state).toEqual({ ok: true, submissionId: id, leadId: request.saved[0]?.id });
    // A retry of the same values: the same row.
    await submitLead('contact', contactForm(1, { submissionId: id }));
    // The same id with corrected values: a row of its own, not a duplicate of the first.
    await submitLead('contact', contactForm(1, { submissionId: id, email: 'ada@example.org' }));
    // Another visitor sending the very same words: another row.
    await submitLead('contact', contactForm(1, { submissionId: other }));
    const [first, retry, corrected, stranger] = request.saved.map((lead) => lead.id);
    expect(first).toMatch(V8_UUID);
    expect(retry).toBe(first);
    expect(corrected).not.toBe(first);
    expect(request.saved[2]?.email).toBe('ada@example.org');
    expect(stranger).not.toBe(first);
    expect(new Set([first, corrected, stranger]).size).toBe(3);
  });

  it('without one, gives the same content the same id, so a re-posted form is one lead', async () => {
    request.env.TRUSTED_PROXY_HEADER = 'none';
    const submitLead = await loadSubmitLead();
    await submitLead('contact', contactForm(1));
    await submitLead('contact', contactForm(1, { submissionId: 'not-a-uuid' }));
    await submitLead('contact', contactForm(2));
    const [first, again, other] = request.saved.map((lead) => lead.id);
    expect(first).toMatch(V8_UUID);
    expect(again).toBe(first);
    expect(other).not.toBe(first);
  });

  it('without one, hands back a token that makes the next post of the same form the same row', async () => {
    request.env.TRUSTED_PROXY_HEADER = 'none';
    const submitLead = await loadSubmitLead();
    const state = await submitLead('contact', contactForm(1));
    expect(state.ok).toBe(true);
    const token = state.submissionId;
    await submitLead('contact', contactForm(1, { submissionId: token }));
    expect(request.saved).toHaveLength(2);
    expect(request.saved[1]?.id).toBe(request.saved[0]?.id);
  });

  it('hands the id back with a refusal, so the corrected form is the same submission', async () => {
    request.env.TRUSTED_PROXY_HEADER = 'none';
    const submitLead = await loadSubmitLead();
    const state = await submitLead('contact', contactForm(1, { email: 'ada@invalid' }));
    expect(state).toMatchObject({
      ok: false,
      error: 'invalid',
      invalid: { field: 'email', error: 'emailInvalid' },
    });
    expect(state.submissionId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('thanks a bot that fills the honeypot and stores nothing', async () => {
    request.env.TRUSTED_PROXY_HEADER = 'none';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const submitLead = await loadSubmitLead();
    const state = await submitLead('contact', contactForm(1, { reference_code: 'spam' }));
    expect(state).toMatchObject({ ok: true });
    expect(request.saved).toHaveLength(0);
    // The log says a bot came, and nothing of what it sent.
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/honeypot/), { form: 'contact' });
    expect(JSON.stringify(warn.mock.calls)).not.toMatch(/ada1@example\.com|Lovelace|spam/);
    warn.mockRestore();
  });
});

describe('the sector', () => {
  it('stores the published sector the visitor chose, and none when they chose none', async () => {
    request.env.TRUSTED_PROXY_HEADER = 'none';
    const submitLead = await loadSubmitLead();
    expect(await submitLead('contact', contactForm(1, { sector: 'logistics' }))).toMatchObject({
      ok: true,
    });
    expect(await submitLead('contact', contactForm(2, { sector: '' }))).toMatchObject({ ok: true });
    expect(await submitLead('contact', contactForm(3))).toMatchObject({ ok: true });
    expect(request.saved.map((lead) => lead.sector || null)).toEqual(['logistics', null, null]);
  });

  it.each(['retail', 'Logistics', 'logistics\nBcc: x@example.com', '<b>health</b>'])(
    'refuses %j, a key of no published sector, with the sector’s error and the visitor’s words',
    async (sector) => {
      request.env.TRUSTED_PROXY_HEADER = 'none';
      const submitLead = await loadSubmitLead();
      const answer = await submitLead('contact', contactForm(1, { sector }));
      expect(answer).toMatchObject({
        ok: false,
        error: 'invalid',
        invalid: { field: 'sector', error: 'sectorInvalid' },
        values: { sector, companyName: 'Analytical Engines' },
      });
      expect(request.saved).toEqual([]);
    },
  );

  it('is checked after the size and before the message, as the form shows them', async () => {
    request.env.TRUSTED_PROXY_HEADER = 'none';
    const submitLead = await loadSubmitLead();
    const both = contactForm(1, { sector: 'retail', message: ' ' });
    expect(await submitLead('contact', both)).toMatchObject({ invalid: { field: 'sector' } });
    const sizeFirst = contactForm(2, { sector: 'retail', companySize: 'large' });
    expect(await submitLead('contact', sizeFirst)).toMatchObject({
      invalid: { field: 'companySize' },
    });
  });
});
