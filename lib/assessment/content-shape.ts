import { assessmentShape, shapeFigures, type AssessmentShape } from '@/lib/model/assessment-shape';

/**
 * A question as the Studio publishes it, keyed by its category and its position there. Typed
 * loosely on purpose: content published ahead of the code, or by an older Studio, need not follow
 * the types the code was generated with.
 */
export type PublishedQuestion = {
  category: string | null;
  position: number | null;
  options: readonly { letter: string | null; points: number | null }[] | null;
};

/** How many disagreements a description names: enough to act on, short enough for one log line. */
const MOST_NAMED = 3;

/** A category key as content wrote it, quoted and cut short: it is the Studio's text, not ours. */
function quoted(value: string | null): string {
  return value === null ? 'no category' : JSON.stringify(value.slice(0, 40));
}

/** The options by letter: the order they are shown in is the Studio's to choose, not the shape's. */
function optionsText(options: PublishedQuestion['options']): string {
  if (!options || options.length === 0) return 'no options';
  return options
    .map(({ letter, points }) => `${letter ?? '?'} ${points ?? '?'}`)
    .sort()
    .join(', ');
}

function timesText(count: number): string {
  return count === 2 ? 'twice' : `${count} times`;
}

function positionsText(positions: readonly number[]): string {
  if (positions.length === 1) return `position ${positions[0]}`;
  return `positions ${positions.slice(0, -1).join(', ')} and ${positions.at(-1)}`;
}

/** A published question as the operator finds it in the Studio: its position in its category. */
function label({ category, position }: PublishedQuestion): string {
  const place = position === null ? 'a question without a position' : `position ${position}`;
  return `${place} of ${quoted(category)}`;
}

/** What a category's published questions get wrong: positions missing, repeated or past its count. */
function categoryProblems(
  key: string,
  questions: number,
  published: readonly PublishedQuestion[],
): string[] {
  const problems: string[] = [];
  const unplaced = published.filter(({ position }) => position === null).length;
  if (unplaced > 0) {
    const many = unplaced === 1 ? 'a question' : `${unplaced} questions`;
    problems.push(`category "${key}" has ${many} without a position`);
  }
  const counts = new Map<number, number>();
  for (const { position } of published) {
    if (position !== null) counts.set(position, (counts.get(position) ?? 0) + 1);
  }
  for (const position of [...counts.keys()].sort((a, b) => a - b)) {
    if (!Number.isInteger(position) || position < 1) {
      problems.push(`position ${position} of "${key}" is not a position: they count from 1`);
    } else if (position > questions) {
      problems.push(`position ${position} is beyond the ${questions} questions of "${key}"`);
    }
    const times = counts.get(position)!;
    if (times > 1) {
      problems.push(`category "${key}" has position ${position} published ${timesText(times)}`);
    }
  }
  const missing = Array.from({ length: questions }, (_, index) => index + 1).filter(
    (position) => !counts.has(position),
  );
  if (missing.length > 0) problems.push(`category "${key}" is missing ${positionsText(missing)}`);
  return problems;
}

/**
 * Where the published questions disagree with the assessment's shape, in English for the
 * operator, or null when they agree. Scoring and the answers' schema follow the shape, so any
 * disagreement turns every visitor's submission away until code and content are in step again.
 */
export function contentShapeMismatch(
  questions: readonly PublishedQuestion[],
  shape: AssessmentShape = assessmentShape,
): string | null {
  const { categories } = shapeFigures(shape);
  const expectedOptions = optionsText(shape.options);
  const known = new Set(categories.map(({ key }) => key));

  const problems = categories.flatMap(({ key, questions: count }) =>
    categoryProblems(
      key,
      count,
      questions.filter((question) => question.category === key),
    ),
  );
  for (const question of questions) {
    if (question.category === null || !known.has(question.category)) {
      problems.push(`${label(question)} is in a category the shape does not have`);
    }
  }
  for (const question of questions) {
    const offered = optionsText(question.options);
    if (offered !== expectedOptions) {
      problems.push(`${label(question)} offers ${offered}, the shape ${expectedOptions}`);
    }
  }

  if (problems.length === 0) return null;
  const more = problems.length - MOST_NAMED;
  const named = problems.slice(0, MOST_NAMED).join('; ');
  return more > 0 ? `${named}; and ${more} more` : named;
}

/** What the operator reads of a mismatch, in the logs and the health check's details. */
export function contentShapeMismatchSentence(why: string): string {
  return `the published questions do not match the assessment's shape: ${why}`;
}

/** The one log line of a mismatch, wherever it is found. */
export function contentShapeMismatchLine(why: string): string {
  return `[assessment] ${contentShapeMismatchSentence(why)}`;
}
