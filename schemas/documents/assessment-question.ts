import { OlistIcon } from '@sanity/icons/Olist';
import {
  DEFAULT_STUDIO_CLIENT_OPTIONS,
  defineArrayMember,
  defineField,
  defineType,
  getPublishedId,
  type CustomValidator,
} from 'sanity';
import { optionLetters, optionPoints } from '../objects/assessment-option';
import { localeField } from '../shared/fields';
import { localizedPreview } from '../shared/preview';
import { numberNotTaken } from '../shared/unique';
import { inDefaultLocale } from '../shared/languages';
import {
  assessmentShape,
  CATEGORY_FIGURES,
  categoryOfQuestion,
  QUESTION_COUNT,
} from '../../lib/model/assessment-shape';

const questionCount = QUESTION_COUNT;

type Option = { letter?: string; points?: number };

const optionsInOrder: CustomValidator<Option[] | undefined> = (options) => {
  if (!options) return true;
  const problems = options.flatMap((option, index) => {
    const letter = optionLetters[index];
    if (!letter) return [];
    const path = [index];
    if (option.letter !== letter)
      return [{ message: `Option ${index + 1} must be ${letter}.`, path }];
    if (option.points !== optionPoints[letter])
      return [{ message: `Option ${letter} scores ${optionPoints[letter]} points.`, path }];
    return [];
  });
  return problems.length > 0 ? problems : true;
};

/** How the numbers fall into categories, as the Studio explains it: "1–4 leadership, …". */
const numbering = CATEGORY_FIGURES.map(
  ({ key, firstQuestion, lastQuestion }) => `${firstQuestion}–${lastQuestion} ${key}`,
).join(', ');

const optionsDescription = `Exactly ${assessmentShape.options.length}, ${assessmentShape.options
  .map(({ letter, points }) => `${letter} scoring ${points}`)
  .join(', ')}; the first is the most ready answer.`;

type Reference = { _ref?: string };

/**
 * The category follows from the number, so each category always holds its questions. The
 * published category is the one the site reads; a draft stands in until it is first published.
 */
const categoryMatchesNumber: CustomValidator<Reference | undefined> = async (
  reference,
  context,
) => {
  const number = context.document?.number;
  if (!reference?._ref || typeof number !== 'number') return true;
  const expected = categoryOfQuestion(number);
  if (!expected) return true;
  const key = await context
    .getClient(DEFAULT_STUDIO_CLIENT_OPTIONS)
    .withConfig({ perspective: 'raw' })
    .fetch<string | null>('coalesce(*[_id == $id][0].key, *[_id == ("drafts." + $id)][0].key)', {
      id: getPublishedId(reference._ref),
    });
  if (key === expected) return true;
  const { firstQuestion, lastQuestion } = CATEGORY_FIGURES.find(({ key }) => key === expected)!;
  return `Questions ${firstQuestion} to ${lastQuestion} belong to the ${expected} category.`;
};

const fields = [
  defineField({
    name: 'number',
    type: 'number',
    description: `Position in the assessment, 1 to ${questionCount}; each number once.`,
    validation: (rule) =>
      rule.required().integer().min(1).max(questionCount).custom(numberNotTaken),
  }),
  defineField({
    name: 'category',
    type: 'reference',
    to: [{ type: 'assessmentCategory' }],
    description: `Follows from the number: ${numbering}.`,
    validation: (rule) => rule.required().custom(categoryMatchesNumber),
  }),
  localeField('question', 'localeText'),
  defineField({
    name: 'options',
    type: 'array',
    description: optionsDescription,
    of: [defineArrayMember({ type: 'assessmentOption' })],
    validation: (rule) => rule.required().length(optionLetters.length).custom(optionsInOrder),
  }),
];

export const assessmentQuestion = defineType({
  name: 'assessmentQuestion',
  title: 'Assessment question',
  type: 'document',
  icon: OlistIcon,
  fields,
  orderings: [{ title: 'Number', name: 'numberAsc', by: [{ field: 'number', direction: 'asc' }] }],
  preview: localizedPreview<{ number?: number; question?: string; category?: string }>(
    fields,
    {
      number: 'number',
      question: inDefaultLocale('question'),
      category: inDefaultLocale('category.title'),
    },
    ({ number, question, category }) => ({
      title: `${number ?? '?'}. ${question ?? ''}`,
      details: [category],
    }),
  ),
});
