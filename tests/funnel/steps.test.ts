import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FUNNEL_FORMS,
  MAX_QUESTION_STEPS,
  MAX_STEP_BODY_BYTES,
  parseFunnelStep,
  stepsOf,
} from '@/lib/funnel/steps';
import { locales } from '@/lib/i18n/locales';
import { QUESTION_COUNT } from '@/lib/model/assessment-shape';

const body = (value: unknown) => JSON.stringify(value);

describe('a count as a browser sends it', () => {
  it('is read back whole for every step of every form, in every language', () => {
    for (const form of FUNNEL_FORMS) {
      for (const locale of locales) {
        for (const step of stepsOf(form, MAX_QUESTION_STEPS)) {
          expect(parseFunnelStep(body({ form, locale, step }))).toEqual({ form, locale, step });
        }
      }
    }
    // Key order is the sender's business.
    expect(parseFunnelStep('{"step":"question-7","locale":"en","form":"assessment"}')).toEqual({
      form: 'assessment',
      locale: 'en',
      step: 'question-7',
    });
  });

  it('leaves room for the questionnaire to grow', () => {
    expect(QUESTION_COUNT).toBeLessThanOrEqual(MAX_QUESTION_STEPS);
    expect(stepsOf('assessment', QUESTION_COUNT)).toHaveLength(QUESTION_COUNT + 3);
  });

  it.each([
    ['question 0', body({ form: 'assessment', locale: 'en', step: 'question-0' })],
    ['question 41', body({ form: 'assessment', locale: 'en', step: 'question-41' })],
    [
      'a question with a leading zero',
      body({ form: 'assessment', locale: 'en', step: 'question-07' }),
    ],
    [
      'a question past every number',
      body({ form: 'assessment', locale: 'en', step: `question-${'9'.repeat(30)}` }),
    ],
    ['a step of another form', body({ form: 'contact', locale: 'en', step: 'started' })],
    [
      'a question on a lead form',
      body({ form: 'assessmentLead', locale: 'fr', step: 'question-1' }),
    ],
    ['an unknown step', body({ form: 'assessment', locale: 'en', step: 'paid' })],
    ['an unknown form', body({ form: 'newsletter', locale: 'en', step: 'viewed' })],
    ['a language the site does not speak', body({ form: 'contact', locale: 'de', step: 'viewed' })],
    ['a missing step', body({ form: 'contact', locale: 'en' })],
    ['an extra key', body({ form: 'contact', locale: 'en', step: 'viewed', visitor: 'abc' })],
    ['a number for a step', body({ form: 'contact', locale: 'en', step: 1 })],
    ['null', 'null'],
    ['an array', body([{ form: 'contact', locale: 'en', step: 'viewed' }])],
    ['a string', body('contact')],
    ['no JSON', 'form=contact&locale=en&step=viewed'],
    ['nothing', ''],
  ])('refuses %s', (_, text) => {
    expect(parseFunnelStep(text)).toBeUndefined();
  });

  it('refuses a body past the limit, whatever it holds', () => {
    const padded = `${' '.repeat(MAX_STEP_BODY_BYTES)}${body({ form: 'contact', locale: 'en', step: 'viewed' })}`;
    expect(JSON.parse(padded)).toEqual({ form: 'contact', locale: 'en', step: 'viewed' });
    expect(parseFunnelStep(padded)).toBeUndefined();
  });

  it('never throws, and returns only what was sent, when it is a step of the form', () => {
    const anyForm = fc.constantFrom(...FUNNEL_FORMS, 'newsletter');
    const anyLocale = fc.constantFrom(...locales, 'de', '');
    const anyStep = fc.oneof(
      fc.constantFrom('started', 'viewed', 'email', 'submitted', 'paid'),
      fc.integer({ min: -1, max: 50 }).map((number) => `question-${number}`),
      fc.string(),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.record({ form: anyForm, locale: anyLocale, step: anyStep }).map(body),
        ),
        (text) => {
          const step = parseFunnelStep(text);
          if (!step) return;
          expect(step).toEqual(JSON.parse(text));
          expect(locales).toContain(step.locale);
          expect(stepsOf(step.form, MAX_QUESTION_STEPS)).toContain(step.step);
        },
      ),
    );
  });
});
