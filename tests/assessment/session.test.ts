import { describe, expect, it } from 'vitest';
import { parseProgress, serializeProgress } from '@/lib/assessment/session/progress';
import { assessmentLeadSchema } from '@/lib/model/lead-schema';
import { parseContactInfo } from '@/lib/assessment/session/contact-info';
import { parseStoredResult } from '@/lib/assessment/session/stored-result';
import { aStoredResult } from '../support/stored-result-fixture';

const numbers = Array.from({ length: 20 }, (_, index) => index + 1);

describe('parseStoredResult', () => {
  it('reads back a stored result', () => {
    const result = aStoredResult({}, 'fr');
    expect(parseStoredResult(JSON.stringify(result))).toEqual({ status: 'ok', result });
  });

  it('tells a missing result from an unreadable one', () => {
    expect(parseStoredResult(null)).toEqual({ status: 'missing' });
    for (const raw of [
      '{not json',
      '"a string"',
      '{}',
      JSON.stringify({ ...aStoredResult(), percentage: 140 }),
      JSON.stringify({ ...aStoredResult(), overallReadinessLevel: 'Excellent' }),
      JSON.stringify({ ...aStoredResult(), categoryScores: [] }),
      JSON.stringify({ ...aStoredResult(), contactInfo: { firstName: 'Ada' } }),
      JSON.stringify({ ...aStoredResult(), completedAt: 'yesterday' }),
      JSON.stringify({ ...aStoredResult(), locale: 'de' }),
    ]) {
      expect(parseStoredResult(raw), raw).toEqual({ status: 'unreadable' });
    }
  });

  it('reads the comparison with a sector’s group, and no group of another form', () => {
    const withGroup = (group: string) =>
      JSON.stringify(
        aStoredResult({
          contactInfo: { ...aStoredResult().contactInfo, sector: 'logistics' },
          extras: {
            link: 'A'.repeat(32),
            standings: {
              overall: [{ group: group as 'all', members: 10, percentAhead: 5 }],
              categories: {},
            },
            previous: null,
            confirmed: true,
          },
        }),
      );
    for (const group of ['sector:logistics', '11-50', 'all']) {
      expect(parseStoredResult(withGroup(group)).status, group).toBe('ok');
    }
    for (const group of ['sector:', 'sector:Bad Key', 'logistics', 'sector:a<b>']) {
      expect(parseStoredResult(withGroup(group)).status, group).toBe('unreadable');
    }
  });
});

describe('parseProgress', () => {
  it('resumes at the stored question with the stored answers', () => {
    const progress = { index: 7, answers: { 1: 'A', 2: 'D', 8: 'B' } } as const;
    expect(parseProgress(serializeProgress(progress), numbers)).toEqual(progress);
  });

  it('starts over when nothing usable is stored', () => {
    for (const raw of [
      null,
      'oops',
      '{"index":-1,"answers":{}}',
      '{"index":2,"answers":{"1":"E"}}',
      '{"index":1.5,"answers":{}}',
      '{"index":"3","answers":{}}',
      '{"index":0,"answers":["A"]}',
      '{"index":0,"answers":{"first":"A"}}',
      '{"index":0}',
      '[]',
    ]) {
      expect(parseProgress(raw, numbers), String(raw)).toEqual({ index: 0, answers: {} });
    }
  });

  it('drops answers to unknown questions and keeps the index in range', () => {
    const raw = JSON.stringify({ index: 42, answers: { 1: 'A', 21: 'B' } });
    expect(parseProgress(raw, numbers)).toEqual({ index: 19, answers: { 1: 'A' } });
  });

  it('keeps the e-mail typed on the last screen and the id of a sent submission', () => {
    const progress = {
      index: 19,
      answers: { 1: 'A', 20: 'C' },
      email: 'ada@example.org',
      submissionId: '0b9f4c1e-8d0a-4f51-9a53-3b1f0e5a7c21',
    } as const;
    expect(parseProgress(serializeProgress(progress), numbers)).toEqual(progress);
  });

  it('drops an e-mail or submission id of the wrong shape, and keeps the answers', () => {
    const raw = JSON.stringify({ index: 3, answers: { 1: 'B' }, email: 42, submissionId: 'one' });
    expect(parseProgress(raw, numbers)).toEqual({ index: 3, answers: { 1: 'B' } });
  });
});

describe('lead form drafts', () => {
  it('reads back what was typed and the submission id, by form, and nothing once removed', async () => {
    const { readLeadDraft, removeLeadDraft, writeLeadDraft } =
      await import('@/lib/session/lead-draft');
    const draft = {
      values: { firstName: 'Ada', email: 'ada@exa', message: 'Line one\nTwo' },
      submissionId: '0b9f6c1e-2f43-4d7a-9a1b-5c2d3e4f5a6b',
    };
    writeLeadDraft('contact', draft);
    expect(readLeadDraft('contact')).toEqual(draft);
    expect(readLeadDraft('assessmentLead')).toEqual({ values: {} });
    removeLeadDraft('contact');
    expect(readLeadDraft('contact')).toEqual({ values: {} });
  });

  it('keeps only the form’s own text fields and a well-formed id from what the tab holds', async () => {
    const { readLeadDraft } = await import('@/lib/session/lead-draft');
    const { writeSession } = await import('@/lib/session/storage');
    const { SESSION_KEYS } = await import('@/lib/session/keys');
    writeSession(
      SESSION_KEYS.assessmentLeadDraft,
      JSON.stringify({
        values: { firstName: 'Ada', lastName: 7, message: 'not on this form', extra: 'x' },
        submissionId: 'not-an-id',
      }),
    );
    expect(readLeadDraft('assessmentLead')).toEqual({ values: { firstName: 'Ada' } });
    writeSession(SESSION_KEYS.assessmentLeadDraft, '{broken');
    expect(readLeadDraft('assessmentLead')).toEqual({ values: {} });
  });

  it('reads a draft kept before the id joined it, whose fields stand at the top level', async () => {
    const { readLeadDraft } = await import('@/lib/session/lead-draft');
    const { writeSession } = await import('@/lib/session/storage');
    const { SESSION_KEYS } = await import('@/lib/session/keys');
    writeSession(SESSION_KEYS.contactDraft, JSON.stringify({ firstName: 'Ada', message: 'Hi' }));
    expect(readLeadDraft('contact')).toEqual({ values: { firstName: 'Ada', message: 'Hi' } });
  });
});

describe('parseContactInfo', () => {
  const contact = aStoredResult().contactInfo;

  it('reads the lead form’s details', () => {
    expect(parseContactInfo(JSON.stringify(contact))).toEqual(contact);
  });

  it('treats missing, corrupt or incomplete details as absent', () => {
    expect(parseContactInfo(null)).toBeNull();
    expect(parseContactInfo('{')).toBeNull();
    expect(parseContactInfo(JSON.stringify({ ...contact, email: 'nope' }))).toBeNull();
  });

  it('accepts exactly the details the lead form’s schema accepts', () => {
    const variants: Record<string, unknown>[] = [
      contact,
      { ...contact, firstName: '   ' },
      { ...contact, lastName: '' },
      { ...contact, firstName: 'A'.repeat(100) },
      { ...contact, lastName: 'B'.repeat(101) },
      { ...contact, companyName: 'C'.repeat(200) },
      { ...contact, companyName: 'C'.repeat(201) },
      { ...contact, email: '  ada@example.com  ' },
      { ...contact, email: 'ADA@EXAMPLE.COM' },
      { ...contact, email: 'ada@example' },
      { ...contact, email: `${'a'.repeat(245)}@example.com` },
      { ...contact, companySize: '1000+' },
      { ...contact, companySize: '1-10 ' },
      { ...contact, companySize: '2-9' },
      { ...contact, companySize: 11 },
      { ...contact, firstName: null },
      { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', companyName: 'Engines' },
    ];
    for (const variant of variants) {
      const raw = JSON.stringify(variant);
      expect(parseContactInfo(raw) !== null, raw).toBe(
        assessmentLeadSchema.safeParse(variant).success,
      );
    }
    expect(
      parseContactInfo(JSON.stringify({ ...contact, email: ' ada@example.com ' }))?.email,
    ).toBe('ada@example.com');
  });
});
