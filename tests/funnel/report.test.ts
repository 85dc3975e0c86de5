import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { funnelReport, readStepCounts, type StepCount } from '@/lib/funnel/report';
import { openEngine, type Engine } from '../support/sql-engines';

const options = { locales: ['en', 'fr'], questions: 5 };

/** The counts of visitors who stopped after question `last` (0: after the start), one each. */
function walks(...lasts: (number | 'submitted')[]): StepCount[] {
  const counts = new Map<string, number>();
  const add = (step: string) => counts.set(step, (counts.get(step) ?? 0) + 1);
  for (const last of lasts) {
    add('started');
    const questions = last === 'submitted' ? options.questions : last;
    for (let number = 1; number <= questions; number += 1) add(`question-${number}`);
    if (last === 'submitted') ['email', 'submitted'].forEach(add);
  }
  return [...counts].map(([step, count]) => ({ form: 'assessment', locale: 'en', step, count }));
}

/** The report's lines for one form and language, without the heading. */
function section(report: string, heading: string): string[] {
  const block = report.split('\n\n').find((part) => part.split('\n')[0] === heading);
  return (block ?? '').split('\n').slice(1);
}

describe('the funnel report', () => {
  it('shows every step in order, the share of the first and the drop from the one before', () => {
    const report = funnelReport(walks(3, 'submitted', 'submitted', 0), options);
    expect(section(report, 'assessment, en')).toEqual([
      '  Step        Visitors  Of first        Drop',
      '  started            4   100.0 %',
      '  question-1         3    75.0 %  1 (25.0 %)',
      '  question-2         3    75.0 %   0 (0.0 %)',
      '  question-3         3    75.0 %   0 (0.0 %)',
      '  question-4         2    50.0 %  1 (33.3 %)',
      '  question-5         2    50.0 %   0 (0.0 %)',
      '  email              2    50.0 %   0 (0.0 %)',
      '  submitted          2    50.0 %   0 (0.0 %)',
    ]);
  });

  it('names each form and language, those with nothing counted too, and the period', () => {
    const report = funnelReport(
      [
        { form: 'contact', locale: 'fr', step: 'viewed', count: 8 },
        { form: 'contact', locale: 'fr', step: 'submitted', count: 2 },
      ],
      { ...options, since: '2026-11-01', until: '2026-11-30' },
    );
    expect(report.split('\n')[0]).toBe('Funnel from 2026-11-01 to 2026-11-30 (UTC)');
    expect(report.match(/^\S.*$/gm)?.slice(1, 7)).toEqual([
      'assessment, en: nothing counted',
      'assessment, fr: nothing counted',
      'contact, en: nothing counted',
      'contact, fr',
      'assessmentLead, en: nothing counted',
      'assessmentLead, fr: nothing counted',
    ]);
    expect(section(report, 'contact, fr')).toEqual([
      '  Step       Visitors  Of first        Drop',
      '  viewed            8   100.0 %',
      '  submitted         2    25.0 %  6 (75.0 %)',
    ]);
    expect(funnelReport([], options).split('\n')[0]).toBe(
      'Funnel from the first day to today (UTC)',
    );
  });

  it('shows a question nobody reached as 0, and the questions of a longer questionnaire', () => {
    const abandoned = funnelReport(walks(2), options);
    expect(section(abandoned, 'assessment, en').slice(3)).toEqual([
      '  question-2         1   100.0 %    0 (0.0 %)',
      '  question-3         0     0.0 %  1 (100.0 %)',
      '  question-4         0     0.0 %            0',
      '  question-5         0     0.0 %            0',
      '  email              0     0.0 %            0',
      '  submitted          0     0.0 %            0',
    ]);
    const longer = funnelReport(
      [...walks(1), { form: 'assessment', locale: 'en', step: 'question-7', count: 1 }],
      options,
    );
    expect(section(longer, 'assessment, en').map((line) => line.split(/\s+/)[1])).toEqual([
      'Step',
      'started',
      ...Array.from({ length: 7 }, (_, index) => `question-${index + 1}`),
      'email',
      'submitted',
    ]);
  });

  it('shows a step that counted more than the one before, as a reload does, as a negative drop', () => {
    const report = funnelReport(
      [
        { form: 'assessmentLead', locale: 'en', step: 'viewed', count: 2 },
        { form: 'assessmentLead', locale: 'en', step: 'submitted', count: 3 },
      ],
      options,
    );
    expect(section(report, 'assessmentLead, en')).toContain(
      '  submitted         3   150.0 %  -1 (-50.0 %)',
    );
  });

  it('keeps a language the site no longer speaks', () => {
    const report = funnelReport(
      [{ form: 'contact', locale: 'de', step: 'viewed', count: 1 }],
      options,
    );
    expect(section(report, 'contact, de')).toHaveLength(3);
  });
});

describe('reading the counts', () => {
  let engine: Engine;

  beforeAll(async () => {
    engine = await openEngine('PGlite');
    await engine.db.exec(`
      insert into private.funnel_steps (day, form, locale, step, count) values
        ('2026-10-31', 'contact', 'en', 'viewed', 100),
        ('2026-11-01', 'contact', 'en', 'viewed', 10),
        ('2026-11-15', 'contact', 'en', 'viewed', 5),
        ('2026-11-15', 'contact', 'en', 'submitted', 1),
        ('2026-11-30', 'contact', 'en', 'viewed', 1),
        ('2026-12-01', 'contact', 'en', 'viewed', 1000)`);
  }, 120_000);

  afterAll(async () => {
    await engine?.close();
  });

  const sorted = (counts: StepCount[]) => [...counts].sort((a, b) => a.step.localeCompare(b.step));

  it('adds the days of the period together, both ends included', async () => {
    expect(
      sorted(await readStepCounts(engine.db, { since: '2026-11-01', until: '2026-11-30' })),
    ).toEqual([
      { form: 'contact', locale: 'en', step: 'submitted', count: 1 },
      { form: 'contact', locale: 'en', step: 'viewed', count: 16 },
    ]);
    expect(await readStepCounts(engine.db, { since: '2026-11-16' })).toEqual([
      { form: 'contact', locale: 'en', step: 'viewed', count: 1001 },
    ]);
    expect(sorted(await readStepCounts(engine.db, {}))).toEqual([
      { form: 'contact', locale: 'en', step: 'submitted', count: 1 },
      { form: 'contact', locale: 'en', step: 'viewed', count: 1116 },
    ]);
  });
});
