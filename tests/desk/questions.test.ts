import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readinessLevel } from '@/lib/assessment/scoring';
import type { BankQuestion } from '@/lib/content/types';
import { chooseQuestions, type LeadAnswers } from '@/lib/desk/questions';
import {
  CATEGORY_KEYS,
  OPTION_LETTERS,
  QUESTION_COUNT,
  type CategoryKey,
  type CategoryScore,
  type OptionLetter,
} from '@/lib/model';

const questionNumbers = Array.from({ length: QUESTION_COUNT }, (_, index) => index + 1);

type Trigger = { number: number; letters: OptionLetter[] };

/** A bank question as the bank's query returns it, in English. */
function question(
  id: string,
  category: CategoryKey,
  levels: string[],
  options: { trigger?: Trigger; general?: boolean; text?: string } = {},
): BankQuestion {
  const { trigger, general = false, text = `What about ${id}?` } = options;
  return {
    _id: id,
    category,
    levels,
    general,
    whenAnswered: trigger
      ? {
          ...trigger,
          options: OPTION_LETTERS.map((letter) => ({ letter, label: `Answer ${letter}` })),
        }
      : null,
    question: text,
    purpose: `Listen for ${id}.`,
  };
}

/** Every category's result at these percentages, the others at 100 %. */
function scores(percentages: Partial<Record<CategoryKey, number>>): CategoryScore[] {
  return CATEGORY_KEYS.map((category) => {
    const percentage = percentages[category] ?? 100;
    return {
      category,
      score: percentage,
      maxScore: 100,
      percentage,
      readinessLevel: readinessLevel(percentage),
    };
  });
}

/** The most ready answer everywhere but where `given` says otherwise. */
function answers(given: Record<number, OptionLetter>): string {
  return questionNumbers.map((number) => given[number] ?? 'A').join('');
}

function lead(
  percentages: Partial<Record<CategoryKey, number>>,
  given: Record<number, OptionLetter> | null = {},
): LeadAnswers {
  return {
    answers: given === null ? null : answers(given),
    questionNumbers,
    categoryScores: scores(percentages),
  };
}

const ids = (chosen: { id: string }[]) => chosen.map((choice) => choice.id);

const ALL_LEVELS = ['Low', 'Moderate', 'High'];

/** Categories by how ready: data weakest, then financial, then risk; the rest at 100 %. */
const weakDataLead = { data: 20, financial: 40, risk: 60 };

const bank: BankQuestion[] = [
  question('data-low-1', 'data', ['Low']),
  question('data-low-2', 'data', ['Low']),
  question('data-low-3', 'data', ['Low']),
  question('data-moderate', 'data', ['Moderate']),
  question('financial-low', 'financial', ['Low', 'Moderate']),
  question('financial-low-2', 'financial', ['Low']),
  question('risk-moderate', 'risk', ['Moderate']),
  question('risk-high', 'risk', ['High']),
  question('leadership-high', 'leadership', ['High']),
  question('organization-high', 'organization', ['High']),
  question('q10', 'data', ALL_LEVELS, { trigger: { number: 10, letters: ['C', 'D'] } }),
  question('q11', 'data', ALL_LEVELS, { trigger: { number: 11, letters: ['D'] } }),
  question('q12', 'data', ALL_LEVELS, { trigger: { number: 12, letters: ['D'] } }),
  question('q13', 'financial', ALL_LEVELS, { trigger: { number: 13, letters: ['C', 'D'] } }),
  question('q18', 'risk', ['Low'], { trigger: { number: 18, letters: ['C', 'D'] } }),
  question('q3', 'leadership', ALL_LEVELS, { trigger: { number: 3, letters: ['C'] } }),
];

describe('the questions for a lead’s first call', () => {
  it('ask first about the least ready answers, the weakest category first among equal answers', () => {
    const chosen = chooseQuestions(bank, lead(weakDataLead, { 3: 'C', 10: 'C', 13: 'D' }));
    // D (financial) before the Cs; among the Cs, data (20 %) before leadership (100 %).
    expect(ids(chosen).slice(0, 3)).toEqual(['q13', 'q10', 'q3']);
  });

  it('then ask about the weakest categories at the lead’s level in them, a very low score reading as Low', () => {
    expect(readinessLevel(weakDataLead.data)).toBe('Very Low');
    const chosen = chooseQuestions(bank, lead(weakDataLead));
    expect(ids(chosen)).toEqual([
      'data-low-1',
      'data-low-2',
      'financial-low',
      'financial-low-2',
      'risk-moderate',
    ]);
    expect(chosen.map((choice) => choice.why)).toEqual([
      { kind: 'level', category: 'data', level: 'Very Low', percentage: 20 },
      { kind: 'level', category: 'data', level: 'Very Low', percentage: 20 },
      { kind: 'level', category: 'financial', level: 'Low', percentage: 40 },
      { kind: 'level', category: 'financial', level: 'Low', percentage: 40 },
      { kind: 'level', category: 'risk', level: 'Moderate', percentage: 60 },
    ]);
  });

  it('give no category more than two questions while another has one to offer, then the rest', () => {
    const chosen = chooseQuestions(bank, lead(weakDataLead, { 10: 'D', 11: 'D', 12: 'D' }));
    expect(ids(chosen)).toEqual([
      'q10',
      'q11',
      'financial-low',
      'financial-low-2',
      'risk-moderate',
    ]);
    const dataOnly = bank.filter((entry) => entry.category === 'data');
    expect(
      ids(chooseQuestions(dataOnly, lead(weakDataLead, { 10: 'D', 11: 'D', 12: 'D' }))),
    ).toEqual(['q10', 'q11', 'q12', 'data-low-1', 'data-low-2']);
  });

  it('say which answer called for a question, with its label, and which level for the others', () => {
    const [byAnswer, byLevel] = chooseQuestions(bank, lead({ data: 20 }, { 10: 'D' }), 2);
    expect(byAnswer).toEqual({
      id: 'q10',
      category: 'data',
      text: 'What about q10?',
      purpose: 'Listen for q10.',
      why: {
        kind: 'answer',
        category: 'data',
        questionNumber: 10,
        letter: 'D',
        answer: 'Answer D',
      },
    });
    expect(byLevel?.why).toEqual({
      kind: 'level',
      category: 'data',
      level: 'Very Low',
      percentage: 20,
    });
  });

  it('ask a question tied to an answer only at the levels it is filed under', () => {
    // q18 suits a Low risk category only.
    expect(ids(chooseQuestions(bank, lead({ risk: 60 }, { 18: 'D' })))).not.toContain('q18');
    expect(ids(chooseQuestions(bank, lead({ risk: 40 }, { 18: 'D' })))[0]).toBe('q18');
  });

  it('read answers only when they line up with the questions, in either case', () => {
    const given = { 10: 'D' } as const;
    const lowercase = { ...lead(weakDataLead), answers: answers(given).toLowerCase() };
    expect(ids(chooseQuestions(bank, lowercase))[0]).toBe('q10');
    for (const unreadable of [null, answers(given).slice(1), answers(given).replace('D', 'E')]) {
      const chosen = chooseQuestions(bank, { ...lead(weakDataLead), answers: unreadable });
      expect(chosen.filter((choice) => choice.why.kind === 'answer')).toEqual([]);
      expect(chosen).toHaveLength(5);
    }
  });

  it('leave out a question tied to an assessment question that is gone', () => {
    const orphan = question('orphan', 'data', ALL_LEVELS, {
      trigger: { number: 10, letters: ['D'] },
    });
    // The reference no longer resolves: the query reads no number.
    const gone = { ...orphan, whenAnswered: { ...orphan.whenAnswered!, number: null } };
    const chosen = chooseQuestions(
      [gone as unknown as BankQuestion, ...bank],
      lead(weakDataLead, { 10: 'D' }),
    );
    expect(ids(chosen)).not.toContain('orphan');
  });

  it('never propose the same question twice, even under another id', () => {
    const twin = question('data-low-twin', 'data', ['Low'], {
      text: '  WHAT about   data-low-1? ',
    });
    const chosen = chooseQuestions([...bank, twin], lead(weakDataLead), 50);
    expect(new Set(ids(chosen)).size).toBe(chosen.length);
    expect(ids(chosen)).not.toContain('data-low-twin');
    expect(ids(chosen).sort()).toEqual(
      [
        'data-low-1',
        'data-low-2',
        'data-low-3',
        'financial-low',
        'financial-low-2',
        'risk-moderate',
        'leadership-high',
        'organization-high',
      ].sort(),
    );
  });

  it('for a lead without scores, ask the questions marked for it, one per category in the assessment’s order, then others', () => {
    const marked = CATEGORY_KEYS.map((category) =>
      question(`${category}-general`, category, ['Low'], { general: true }),
    );
    const noScores = { answers: null, questionNumbers, categoryScores: [] };
    const chosen = chooseQuestions([...bank, ...marked.toReversed()], noScores);
    expect(ids(chosen)).toEqual(CATEGORY_KEYS.map((category) => `${category}-general`));
    expect(chosen.map((choice) => choice.why)).toEqual(
      CATEGORY_KEYS.map((category) => ({ kind: 'general', category })),
    );
    // Too few marked: the other category questions follow in the same rotation, never one tied to an answer.
    const fewMarked = chooseQuestions([...bank, marked[2]!], noScores, 4);
    expect(ids(fewMarked)).toEqual([
      'data-general',
      'leadership-high',
      'organization-high',
      'data-low-1',
    ]);
  });

  it('propose as many as asked, or every question that fits when the bank has fewer', () => {
    expect(chooseQuestions(bank, lead(weakDataLead), 3)).toHaveLength(3);
    expect(chooseQuestions([], lead(weakDataLead))).toEqual([]);
    expect(chooseQuestions(bank.slice(0, 2), lead(weakDataLead))).toHaveLength(2);
  });

  it('are the same whatever the order of the bank, and never repeat one', () => {
    const letters = fc.constantFrom(...OPTION_LETTERS);
    fc.assert(
      fc.property(
        fc.shuffledSubarray(bank, { minLength: bank.length }),
        fc.record(
          Object.fromEntries(CATEGORY_KEYS.map((key) => [key, fc.integer({ min: 0, max: 100 })])),
        ),
        fc.array(letters, { minLength: QUESTION_COUNT, maxLength: QUESTION_COUNT }),
        fc.integer({ min: 1, max: 8 }),
        (shuffled, percentages, given, count) => {
          const someLead: LeadAnswers = {
            answers: given.join(''),
            questionNumbers,
            categoryScores: scores(percentages),
          };
          const chosen = chooseQuestions(shuffled, someLead, count);
          expect(chosen).toEqual(chooseQuestions(bank, someLead, count));
          expect(chosen.length).toBeLessThanOrEqual(count);
          expect(new Set(ids(chosen)).size).toBe(chosen.length);
          for (const choice of chosen) expect(choice.why.category).toBe(choice.category);
        },
      ),
    );
  });
});
