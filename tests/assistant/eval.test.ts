import { describe, expect, it } from 'vitest';
import {
  citedLinks,
  evalQuestions,
  evaluate,
  evaluationReport,
  neutralPath,
  relatedLinks,
  type EvalQuestion,
} from '@/lib/assistant/eval/evaluate';
import { locales } from '@/lib/i18n/locales';

// What `npm run assistant:eval` counts: the links an answer cites, read from the page a server
// renders, and the shares of questions answered with the right page or declined.

describe('the evaluation', () => {
  it('reads the cited links of a rendered answer, marked data-citation, in their order', () => {
    const html = `
      <a href="/en/faq">FAQ</a>
      <a data-citation="1" href="/en/use-cases/logistics">Logistics</a>
      <a class="x" href='/en/faq#pricing' data-citation>Pricing</a>
      <a href="/en/contact?topic=a&amp;b=c" data-citation="3">Contact</a>
      <a data-citations href="/en/privacy">Not a citation</a>`;
    expect(citedLinks(html)).toEqual([
      '/en/use-cases/logistics',
      '/en/faq#pricing',
      '/en/contact?topic=a&b=c',
    ]);
  });

  it('reads the pages that may help apart, marked data-related, which are not citations', () => {
    const html = `
      <a data-related="" href="/en/use-cases/financial">Finance</a>
      <a href="/en/faq" data-related>FAQ</a>
      <a data-citation="" href="/en/privacy">Privacy</a>`;
    expect(relatedLinks(html)).toEqual(['/en/use-cases/financial', '/en/faq']);
    expect(citedLinks(html)).toEqual(['/en/privacy']);
  });

  it('counts an off-topic question offered pages that may help as not declined', () => {
    const offTopic: EvalQuestion = { kind: 'off-topic', question: 'laptop?', set: 'tuning' };
    const onTopic: EvalQuestion = {
      kind: 'on-topic',
      question: 'q',
      expected: '/faq#pricing',
      set: 'tuning',
    };
    const evaluation = evaluate([
      { question: offTopic, cited: [], related: ['/ai-solutions/data'] },
      { question: offTopic, cited: [], related: [] },
      { question: onTopic, cited: [], related: ['/', '/faq#pricing'] },
      { question: onTopic, cited: [], related: ['/'] },
    ]);
    expect(evaluation.declined['off-topic']).toEqual({ hits: 1, total: 2 });
    expect(evaluation.related).toEqual({ offered: 2, expected: 1 });
    expect(evaluation.first.tuning).toEqual({ hits: 0, total: 2 });
    const report = evaluationReport('en', evaluation);
    expect(report).toContain('pages that may help for 2, the expected one among them for 1');
    expect(report).toContain('expected none; got may help: /ai-solutions/data');
  });

  it('counts the held-out half’s failures without writing them out, unless asked', () => {
    const heldOut: EvalQuestion = {
      kind: 'on-topic',
      question: 'a question nobody tunes on',
      expected: '/faq#pricing',
      set: 'held-out',
    };
    const tuning: EvalQuestion = { ...heldOut, question: 'a question to tune on', set: 'tuning' };
    const evaluation = evaluate([
      { question: heldOut, cited: [] },
      { question: tuning, cited: ['/'] },
    ]);
    const report = evaluationReport('en', evaluation);
    expect(report).toContain('a question to tune on');
    expect(report).not.toContain('a question nobody tunes on');
    expect(report).toContain('1 not first or missed, not shown');
    expect(evaluationReport('en', evaluation, { showHeldOut: true })).toContain(
      'a question nobody tunes on',
    );
  });

  it('compares pages without their language, keeping the anchor of an FAQ answer', () => {
    expect(neutralPath('/fr/faq#pricing')).toBe('/faq#pricing');
    expect(neutralPath('http://localhost:3000/en/use-cases/logistics/')).toBe(
      '/use-cases/logistics',
    );
    expect(neutralPath('/fr')).toBe('/');
  });

  it('counts the first citation, the first four, and the declines, per set', () => {
    const onTopic = (set: EvalQuestion['set'], expected: string | string[]): EvalQuestion => ({
      kind: 'on-topic',
      question: 'q',
      expected,
      set,
    });
    const offTopic: EvalQuestion = { kind: 'off-topic', question: 'weather?', set: 'tuning' };
    const evaluation = evaluate([
      { question: onTopic('tuning', '/faq#pricing'), cited: ['/faq#pricing', '/'] },
      { question: onTopic('tuning', ['/use-cases', '/faq#examples']), cited: ['/', '/use-cases'] },
      { question: onTopic('held-out', '/contact'), cited: ['/', '/a', '/b', '/c', '/contact'] },
      { question: offTopic, cited: [] },
      { question: { ...offTopic, kind: 'injection' }, cited: ['/ai-solutions/data'] },
    ]);
    expect(evaluation.first).toEqual({
      tuning: { hits: 1, total: 2 },
      'held-out': { hits: 0, total: 1 },
      all: { hits: 1, total: 3 },
    });
    expect(evaluation.topFour.all).toEqual({ hits: 2, total: 3 });
    expect(evaluation.declined).toEqual({
      'off-topic': { hits: 1, total: 1 },
      injection: { hits: 0, total: 1 },
    });
    expect(evaluation.failures.map(({ missed }) => missed)).toEqual([false, true, true]);
    expect(evaluationReport('en', evaluation)).toContain('expected none; got /ai-solutions/data');
  });

  it('counts, per set, the questions worded from outside the project', () => {
    const asked = (set: EvalQuestion['set'], outside: boolean) => ({
      question: {
        kind: 'off-topic' as const,
        question: 'recipe?',
        set,
        ...(outside && { origin: 'outside' as const }),
      },
      cited: [],
    });
    const evaluation = evaluate([
      asked('tuning', true),
      asked('tuning', false),
      asked('held-out', true),
    ]);
    expect(evaluation.outside).toEqual({
      tuning: { hits: 1, total: 2 },
      'held-out': { hits: 1, total: 1 },
    });
    expect(evaluationReport('en', evaluation)).toContain(
      'from outside tuning 1/2 (50 %), held-out 1/1 (100 %)',
    );
  });
});

// The questions from outside the project are split by the order they were written in, not by
// how the assistant answers them: per language and kind, the first goes to tuning, the next to
// the held-out half, and so on. Moving one between halves, or tuning on a rewording, shows here.
describe.each(locales)('in %s, the questions from outside the project', (locale) => {
  const outside = evalQuestions[locale].filter(({ origin }) => origin === 'outside');

  it.each(['on-topic', 'off-topic', 'injection'] as const)(
    'alternate tuning and held-out in the order they were written: %s',
    (kind) => {
      const sets = outside.filter((question) => question.kind === kind).map(({ set }) => set);
      expect(sets.length).toBeGreaterThanOrEqual(10);
      expect(sets).toEqual(sets.map((_, index) => (index % 2 === 0 ? 'tuning' : 'held-out')));
    },
  );

  it('are all new wordings', () => {
    const others = new Set(
      evalQuestions[locale]
        .filter(({ origin }) => origin !== 'outside')
        .map(({ question }) => question.toLowerCase()),
    );
    const repeated = outside.filter(({ question }) => others.has(question.toLowerCase()));
    expect(repeated).toEqual([]);
  });
});
