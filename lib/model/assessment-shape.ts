/**
 * The assessment's shape: its categories, how many questions each holds, and the answers every
 * question offers with their points. The one place to add a question or a category (README,
 * "Extending"): the Studio's rules, the answers' schema, scoring, the results' layout, the test
 * fixtures and the database's checks (through a generated migration) all derive from it.
 */
export const assessmentShape = {
  /**
   * In the order the wizard asks them. Content keys a question by its category and its position
   * there (1 to the category's count); its number across the categories is derived (questionNumber).
   */
  categories: [
    { key: 'leadership', questions: 4 },
    { key: 'organization', questions: 4 },
    { key: 'data', questions: 4 },
    { key: 'financial', questions: 4 },
    { key: 'risk', questions: 4 },
  ],
  /** The answers of every question, the most ready first. */
  options: [
    { letter: 'A', points: 4 },
    { letter: 'B', points: 3 },
    { letter: 'C', points: 2 },
    { letter: 'D', points: 1 },
  ],
} as const;

export type AssessmentShape = {
  categories: readonly { key: string; questions: number }[];
  options: readonly { letter: string; points: number }[];
};

export type CategoryKey = (typeof assessmentShape.categories)[number]['key'];
export type OptionLetter = (typeof assessmentShape.options)[number]['letter'];

export const CATEGORY_KEYS: readonly CategoryKey[] = assessmentShape.categories.map(
  (category) => category.key,
);
export const OPTION_LETTERS: readonly OptionLetter[] = assessmentShape.options.map(
  (option) => option.letter,
);
export const OPTION_POINTS = Object.fromEntries(
  assessmentShape.options.map((option) => [option.letter, option.points]),
) as Readonly<Record<OptionLetter, number>>;

/** Everything the checks of a stored result need, for this shape or any other. */
export function shapeFigures(shape: AssessmentShape) {
  const points = shape.options.map((option) => option.points);
  const [fewest, most] = [Math.min(...points), Math.max(...points)];
  let next = 1;
  const categories = shape.categories.map(({ key, questions }) => {
    const first = next;
    next += questions;
    return {
      key,
      questions,
      firstQuestion: first,
      lastQuestion: first + questions - 1,
      minScore: questions * fewest,
      maxScore: questions * most,
    };
  });
  const questionCount = next - 1;
  return {
    categories,
    questionCount,
    minTotal: questionCount * fewest,
    maxTotal: questionCount * most,
  };
}

const figures = shapeFigures(assessmentShape);

export const QUESTION_COUNT = figures.questionCount;

/** The most points a whole assessment can score. */
export const MAX_TOTAL_SCORE = figures.maxTotal;

/** The categories with their questions' numbers and their score ranges. */
export const CATEGORY_FIGURES = figures.categories;

export type CategoryFigures = (typeof CATEGORY_FIGURES)[number];

/** The category a question's number puts it in, or undefined past the last question. */
export function categoryOfQuestion(number: number): CategoryKey | undefined {
  return CATEGORY_KEYS.find((_, index) => {
    const { firstQuestion, lastQuestion } = figures.categories[index]!;
    return number >= firstQuestion && number <= lastQuestion;
  });
}

/**
 * A question's number across the whole assessment, from its category and its position there: the
 * wizard's counter, the answers' keys, the stored answers' order and the funnel's steps count in
 * it. Undefined when the shape has no such question (an unknown category, a position past its count).
 */
export function questionNumber(
  category: string | null,
  position: number | null,
  categories: readonly CategoryFigures[] = CATEGORY_FIGURES,
): number | undefined {
  const figures = categories.find(({ key }) => key === category);
  if (!figures || position === null || !Number.isInteger(position)) return undefined;
  if (position < 1 || position > figures.questions) return undefined;
  return figures.firstQuestion + position - 1;
}

/**
 * The position of a question that an older Studio numbered across the whole assessment, within
 * the category it names. Not checked against the category's count: a number outside the category
 * gives a position the shape's check then names.
 */
export function positionFromNumber(
  category: string | null,
  number: number,
  categories: readonly CategoryFigures[] = CATEGORY_FIGURES,
): number | undefined {
  const figures = categories.find(({ key }) => key === category);
  return figures && number - figures.firstQuestion + 1;
}

type QuestionKey = { category: string | null; position: number | null };

/** The questions the shape has a number for, with that number, in the wizard's order. */
export function withQuestionNumbers<Question extends QuestionKey>(
  questions: readonly Question[],
): (Question & { category: CategoryKey; position: number; number: number })[] {
  return questions
    .flatMap((question) => {
      const category = CATEGORY_KEYS.find((key) => key === question.category);
      const { position } = question;
      const number = questionNumber(question.category, position);
      if (category === undefined || position === null || number === undefined) return [];
      return [{ ...question, category, position, number }];
    })
    .sort((a, b) => a.number - b.number);
}
