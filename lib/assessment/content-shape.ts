import { assessmentShape, shapeFigures, type AssessmentShape } from '@/lib/model/assessment-shape';

/**
 * A question as the Studio publishes it. Typed loosely on purpose: content published ahead of
 * the code, or by an older Studio, need not follow the types the code was generated with.
 */
export type PublishedQuestion = {
  number: number | null;
  category: string | null;
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

function questionsText(count: number): string {
  return count === 1 ? '1 question' : `${count} questions`;
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
  const { categories, questionCount } = shapeFigures(shape);
  const expectedOptions = optionsText(shape.options);
  const problems: string[] = [];

  for (const category of categories) {
    const published = questions.filter((question) => question.category === category.key).length;
    if (published !== category.questions) {
      problems.push(
        `category "${category.key}" has ${questionsText(published)} published, the shape ${category.questions}`,
      );
    }
  }

  const seen = new Set<number>();
  for (const question of questions) {
    const label = `question ${question.number ?? '(no number)'}`;
    const category = categories.find(({ key }) => key === question.category);
    if (!category) {
      problems.push(
        `${label} is in ${quoted(question.category)}, a category the shape does not have`,
      );
    } else if (
      question.number === null ||
      question.number < category.firstQuestion ||
      question.number > category.lastQuestion
    ) {
      problems.push(
        `${label} is in "${category.key}", whose questions are ${category.firstQuestion} to ${category.lastQuestion}`,
      );
    }
    if (question.number !== null) {
      if (seen.has(question.number)) problems.push(`${label} is published more than once`);
      seen.add(question.number);
    }
    const offered = optionsText(question.options);
    if (offered !== expectedOptions) {
      problems.push(`${label} offers ${offered}, the shape ${expectedOptions}`);
    }
  }

  for (let number = 1; number <= questionCount; number++) {
    if (!seen.has(number)) problems.push(`question ${number} is not published`);
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
