import type { BankQuestion } from '@/lib/content/types';
import {
  bankLevelOf,
  CATEGORY_KEYS,
  OPTION_LETTERS,
  OPTION_POINTS,
  type CategoryKey,
  type CategoryScore,
  type OptionLetter,
  type ReadinessLevel,
} from '@/lib/model';

/**
 * The questions a consultant asks on a lead's first call, chosen from the bank the consultants
 * keep in the Studio (`briefQuestion`, read by getQuestionBank in one language):
 *
 * 1. the questions tied to an answer the lead gave, the least ready answers first and, among
 *    equal answers, the weakest categories first;
 * 2. then the questions filed under a category at the lead's level in it, weakest category first;
 * 3. at most two per category while another category still has a question to offer, so the call
 *    covers more than one subject; then the rest, in the same order.
 *
 * A question tied to an answer is asked only at the levels it is filed under, like any other.
 * A lead without scores (a contact message, a booking) gets the questions marked "Ask without a
 * score", one per category in the assessment's order, then, if too few are marked, the other
 * category questions in the same rotation.
 *
 * Pure and deterministic: the same bank, in any order, and the same lead give the same questions.
 */

/** How many questions a brief proposes. */
const QUESTIONS_PER_BRIEF = 5;

/** How many questions one category gets while another still has one to offer. */
const PER_CATEGORY = 2;

/** What the brief knows of a lead's assessment. */
export type LeadAnswers = {
  /** One option letter per question, in the order of `questionNumbers`; null without answers. */
  answers: string | null;
  /** The assessment's question numbers, in the order the answers are written. */
  questionNumbers: readonly number[];
  /** The result's categories; empty for a lead without a result. */
  categoryScores: readonly CategoryScore[];
};

/** Why a question was chosen, as data the brief words in the consultant's language. */
export type QuestionReason =
  | {
      kind: 'answer';
      category: CategoryKey;
      /** The assessment question answered, and the answer given. */
      questionNumber: number;
      letter: OptionLetter;
      /** The answer's label in the bank's language, when the question still offers it. */
      answer: string | null;
    }
  | {
      kind: 'level';
      category: CategoryKey;
      level: ReadinessLevel;
      percentage: number;
    }
  /** A lead without scores: a first question about the category. */
  | { kind: 'general'; category: CategoryKey };

export type ChosenQuestion = {
  /** The bank document's id. */
  id: string;
  category: CategoryKey;
  text: string;
  /** The consultants' note on what to listen for. */
  purpose: string | null;
  why: QuestionReason;
};

type CategoryStanding = { level: ReadinessLevel; percentage: number; rank: number };

type Candidate = { question: BankQuestion; why: QuestionReason };

/** A candidate with the keys it is ordered by, most telling first. */
type Ranked = Candidate & { order: readonly number[] };

type Pass = { candidates: readonly Candidate[]; capped: boolean };

function isCategoryKey(value: string): value is CategoryKey {
  return CATEGORY_KEYS.some((key) => key === value);
}

function asLetter(value: string): OptionLetter | undefined {
  const letter = value.toUpperCase();
  return OPTION_LETTERS.find((known) => known === letter);
}

function byId(a: BankQuestion, b: BankQuestion): number {
  return a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
}

function inOrder(candidates: Ranked[]): Candidate[] {
  const compare = (a: Ranked, b: Ranked) => {
    const key = a.order.findIndex((value, index) => value !== b.order[index]);
    return key === -1 ? byId(a.question, b.question) : a.order[key]! - b.order[key]!;
  };
  return [...candidates].sort(compare).map(({ question, why }) => ({ question, why }));
}

/** Each scored category's level, percentage and rank: 0 for the weakest, ties in assessment order. */
function standingsOf(scores: readonly CategoryScore[]): Map<CategoryKey, CategoryStanding> {
  const known = scores.flatMap(({ category, readinessLevel, percentage }) =>
    isCategoryKey(category) ? [{ category, level: readinessLevel, percentage }] : [],
  );
  known.sort(
    (a, b) =>
      a.percentage - b.percentage ||
      CATEGORY_KEYS.indexOf(a.category) - CATEGORY_KEYS.indexOf(b.category),
  );
  return new Map(
    known.map(({ category, level, percentage }, rank) => [category, { level, percentage, rank }]),
  );
}

/**
 * The lead's answer to each question number. Answers that do not line up with the questions
 * (another count, a letter the assessment does not offer) are not read at all: a shifted letter
 * would put words in the lead's mouth.
 */
function answersByNumber({ answers, questionNumbers }: LeadAnswers): Map<number, OptionLetter> {
  if (answers === null || answers.length !== questionNumbers.length) return new Map();
  const letters = [...answers].map(asLetter);
  if (letters.some((letter) => letter === undefined)) return new Map();
  return new Map(questionNumbers.map((number, index) => [number, letters[index]!]));
}

function suitsLevel(question: BankQuestion, level: ReadinessLevel): boolean {
  return question.levels.includes(bankLevelOf(level));
}

/** The questions tied to an answer the lead gave: least ready answers, then weakest categories. */
function answerQuestions(
  bank: readonly BankQuestion[],
  standings: Map<CategoryKey, CategoryStanding>,
  answers: Map<number, OptionLetter>,
): Candidate[] {
  return inOrder(
    bank.flatMap((question): Ranked[] => {
      const trigger = question.whenAnswered;
      const standing = standings.get(question.category);
      // A reference to an assessment question since deleted reads as no number.
      const number: number | null = trigger?.number ?? null;
      if (!trigger || !standing || number === null) return [];
      const letter = answers.get(number);
      if (!letter || !trigger.letters.some((given) => asLetter(given) === letter)) return [];
      if (!suitsLevel(question, standing.level)) return [];
      const answer = trigger.options.find((option) => option.letter === letter)?.label ?? null;
      const { category } = question;
      return [
        {
          question,
          why: { kind: 'answer', category, questionNumber: number, letter, answer },
          order: [OPTION_POINTS[letter], standing.rank, number],
        },
      ];
    }),
  );
}

/** The questions filed under a category at the lead's level in it, weakest category first. */
function levelQuestions(
  bank: readonly BankQuestion[],
  standings: Map<CategoryKey, CategoryStanding>,
): Candidate[] {
  return inOrder(
    bank.flatMap((question): Ranked[] => {
      const standing = standings.get(question.category);
      if (question.whenAnswered || !standing || !suitsLevel(question, standing.level)) return [];
      const { level, percentage, rank } = standing;
      const { category } = question;
      return [{ question, why: { kind: 'level', category, level, percentage }, order: [rank] }];
    }),
  );
}

/** One per category in the assessment's order, then a second of each, and so on. */
function inRotation(questions: readonly BankQuestion[]): BankQuestion[] {
  const byCategory = CATEGORY_KEYS.map((key) =>
    questions.filter((question) => question.category === key).sort(byId),
  );
  const longest = Math.max(0, ...byCategory.map((list) => list.length));
  return Array.from({ length: longest }, (_, round) =>
    byCategory.flatMap((list) => list.slice(round, round + 1)),
  ).flat();
}

function questionsWithoutScores(bank: readonly BankQuestion[]): Candidate[] {
  const open = bank.filter((question) => !question.whenAnswered);
  const marked = open.filter((question) => question.general);
  const others = open.filter((question) => !question.general);
  return [...inRotation(marked), ...inRotation(others)].map((question) => ({
    question,
    why: { kind: 'general', category: question.category },
  }));
}

function passesFor(bank: readonly BankQuestion[], lead: LeadAnswers): Pass[] {
  const standings = standingsOf(lead.categoryScores);
  if (standings.size === 0) return [{ candidates: questionsWithoutScores(bank), capped: false }];
  const byAnswer = answerQuestions(bank, standings, answersByNumber(lead));
  const byLevel = levelQuestions(bank, standings);
  return [
    { candidates: byAnswer, capped: true },
    { candidates: byLevel, capped: true },
    { candidates: byAnswer, capped: false },
    { candidates: byLevel, capped: false },
  ];
}

/** The same words in another case or spacing are the same question. */
function sameText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

function pick(passes: readonly Pass[], count: number): Candidate[] {
  const chosen: Candidate[] = [];
  const ids = new Set<string>();
  const texts = new Set<string>();
  const perCategory = new Map<CategoryKey, number>();
  for (const { candidates, capped } of passes) {
    for (const candidate of candidates) {
      if (chosen.length >= count) return chosen;
      const { _id, question, category } = candidate.question;
      const taken = perCategory.get(category) ?? 0;
      if (ids.has(_id) || texts.has(sameText(question))) continue;
      if (capped && taken >= PER_CATEGORY) continue;
      chosen.push(candidate);
      ids.add(_id);
      texts.add(sameText(question));
      perCategory.set(category, taken + 1);
    }
  }
  return chosen;
}

/** The questions to ask a lead, the most telling first (see the top of this file). */
export function chooseQuestions(
  bank: readonly BankQuestion[],
  lead: LeadAnswers,
  count: number = QUESTIONS_PER_BRIEF,
): ChosenQuestion[] {
  const usable = bank.filter(
    (question) => isCategoryKey(question.category) && question.question.trim() !== '',
  );
  return pick(passesFor(usable, lead), count).map(({ question, why }) => ({
    id: question._id,
    category: question.category,
    text: question.question,
    purpose: question.purpose,
    why,
  }));
}
