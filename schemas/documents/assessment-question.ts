import { OlistIcon } from '@sanity/icons/Olist';
import {
  DEFAULT_STUDIO_CLIENT_OPTIONS,
  defineArrayMember,
  defineField,
  defineType,
  getPublishedId,
  type CustomValidator,
  type ValidationContext,
} from 'sanity';
import { optionLetters, optionPoints } from '../objects/assessment-option';
import { localeField } from '../shared/fields';
import { localizedPreview } from '../shared/preview';
import { positionNotTaken } from '../shared/unique';
import { inDefaultLocale } from '../shared/languages';
import { shownQuestionNumber } from '../shared/question-number';
import { assessmentShape, CATEGORY_FIGURES } from '../../lib/model/assessment-shape';

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

/** How many questions each category holds, as the Studio explains it: "leadership 4, …". */
const counts = CATEGORY_FIGURES.map(({ key, questions }) => `${key} ${questions}`).join(', ');

const optionsDescription = `Exactly ${assessmentShape.options.length}, ${assessmentShape.options
  .map(({ letter, points }) => `${letter} scoring ${points}`)
  .join(', ')}; the first is the most ready answer.`;

type Reference = { _ref?: string };

/**
 * The key of the category referenced, from the published category the site reads; a draft
 * stands in until it is first published.
 */
function categoryKey(id: string, context: ValidationContext): Promise<string | null> {
  return context
    .getClient(DEFAULT_STUDIO_CLIENT_OPTIONS)
    .withConfig({ perspective: 'raw' })
    .fetch<string | null>('coalesce(*[_id == $id][0].key, *[_id == ("drafts." + $id)][0].key)', {
      id: getPublishedId(id),
    });
}

/**
 * The code scores as many questions in each category as the assessment's shape says, so a
 * position past that count is a question the site cannot ask until its code is deployed.
 */
const positionInCategory: CustomValidator<number | undefined> = async (position, context) => {
  const id = (context.document?.category as Reference | undefined)?._ref;
  if (typeof position !== 'number' || !id) return true;
  const key = await categoryKey(id, context);
  if (!key) return true;
  const figures = CATEGORY_FIGURES.find((category) => category.key === key);
  if (!figures) {
    return `The assessment has no ${key} category yet: its code must be deployed before its questions are published.`;
  }
  if (position > figures.questions) {
    return `The ${key} category holds ${figures.questions} questions: choose a position from 1 to ${figures.questions}.`;
  }
  if (await positionNotTaken({ id, key }, position, context)) return true;
  return `The ${key} category already has a question at position ${position}.`;
};

const fields = [
  defineField({
    name: 'category',
    type: 'reference',
    to: [{ type: 'assessmentCategory' }],
    description: 'The part of the assessment the question belongs to.',
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: 'position',
    type: 'number',
    description: `Its place within its category, from 1; each position once. The categories hold ${counts} questions, in the order the wizard asks them.`,
    validation: (rule) => rule.required().integer().min(1).custom(positionInCategory),
  }),
  defineField({
    name: 'number',
    title: 'Number (older Studio)',
    type: 'number',
    description:
      'The number an older Studio gave this question across the whole assessment. The site reads it only while the position is empty.',
    readOnly: true,
    hidden: ({ value }) => value === undefined,
    deprecated: { reason: 'Questions are placed by their category and position.' },
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
  orderings: [
    {
      title: 'Category and position',
      name: 'categoryPositionAsc',
      by: [
        { field: 'category.order', direction: 'asc' },
        { field: 'position', direction: 'asc' },
      ],
    },
  ],
  preview: localizedPreview<{
    categoryKey?: string;
    position?: number;
    number?: number;
    question?: string;
    category?: string;
  }>(
    fields,
    {
      categoryKey: 'category.key',
      position: 'position',
      number: 'number',
      question: inDefaultLocale('question'),
      category: inDefaultLocale('category.title'),
    },
    ({ categoryKey, position, number, question, category }) => ({
      title: `${shownQuestionNumber(categoryKey, position, number) ?? '?'}. ${question ?? ''}`,
      details: [category],
    }),
  ),
});
