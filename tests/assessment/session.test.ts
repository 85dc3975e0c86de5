import { describe, expect, it } from 'vitest';
import { parseProgress, serializeProgress } from '@/lib/session/assessment-progress';
import { parseContactInfo } from '@/lib/session/contact-info';
import { parseStoredResult } from '@/lib/session/stored-result';
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
      JSON.stringify({ ...aStoredResult(), lang: 'de' }),
    ]) {
      expect(parseStoredResult(raw), raw).toEqual({ status: 'unreadable' });
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
    ]) {
      expect(parseProgress(raw, numbers), String(raw)).toEqual({ index: 0, answers: {} });
    }
  });

  it('drops answers to unknown questions and keeps the index in range', () => {
    const raw = JSON.stringify({ index: 42, answers: { 1: 'A', 21: 'B' } });
    expect(parseProgress(raw, numbers)).toEqual({ index: 19, answers: { 1: 'A' } });
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
});
