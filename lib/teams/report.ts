import { OPTION_LETTERS, OPTION_POINTS, type CategoryKey } from '@/lib/model';
import type { TeamView } from '@/lib/database/teams';

/** A question as the team's view names it: its number, text and options' labels in one language. */
export type TeamQuestion = {
  number: number;
  question: string;
  options: readonly { letter: string; label: string }[];
};

/** The words of the team's view in one language, already formatted. */
export type TeamViewTexts = {
  caption: string;
  columns: { category: string; median: string; lowest: string; highest: string; outOf: string };
  apartTitle: string;
  apartItem: (low: string, high: string) => string;
  apartNone: string;
  number: (value: number) => string;
};

/** The team's view as the page and its PDF show it: a table of categories, the questions apart. */
export type TeamReport = {
  table: {
    caption: string;
    columns: string[];
    rows: { key: CategoryKey; header: string; cells: string[] }[];
  };
  apart: { title: string; items: { question: string; range: string }[]; none: string };
};

/** The label of the option worth `points`, in the question's language. */
function labelFor(question: TeamQuestion, points: number): string {
  const letter = OPTION_LETTERS.find((option) => OPTION_POINTS[option] === points);
  return question.options.find((option) => option.letter === letter)?.label ?? letter ?? '';
}

/**
 * What the team's view shows, once the database answered its spread; null while fewer than three
 * people answered, when the view holds nothing but the count.
 */
export function teamReport(
  view: TeamView,
  categories: readonly { key: string; title: string }[],
  questions: readonly TeamQuestion[],
  texts: TeamViewTexts,
): TeamReport | null {
  if (!view.categories || !view.questions) return null;
  const title = (key: string) => categories.find((category) => category.key === key)?.title ?? key;
  return {
    table: {
      caption: texts.caption,
      columns: [
        texts.columns.category,
        texts.columns.median,
        texts.columns.lowest,
        texts.columns.highest,
        texts.columns.outOf,
      ],
      rows: view.categories.map((row) => ({
        key: row.category,
        header: title(row.category),
        cells: [row.median, row.lowest, row.highest, row.maxScore].map(texts.number),
      })),
    },
    apart: {
      title: texts.apartTitle,
      none: texts.apartNone,
      items: view.questions.flatMap((row) => {
        const question = questions.find((item) => item.number === row.number);
        return question
          ? [
              {
                question: question.question,
                range: texts.apartItem(
                  labelFor(question, row.lowest),
                  labelFor(question, row.highest),
                ),
              },
            ]
          : [];
      }),
    },
  };
}
