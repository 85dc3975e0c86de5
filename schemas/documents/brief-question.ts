import { CommentIcon } from '@sanity/icons/Comment';
import {
  DEFAULT_STUDIO_CLIENT_OPTIONS,
  defineArrayMember,
  defineField,
  defineType,
  getPublishedId,
  type CustomValidator,
} from 'sanity';
import { localeField } from '../shared/fields';
import { localizedPreview, type PreviewField } from '../shared/preview';
import { inDefaultLocale } from '../shared/languages';
import { shownQuestionNumber } from '../shared/question-number';
import { CATEGORY_FIGURES, OPTION_LETTERS } from '../../lib/model/assessment-shape';
import { BANK_LEVELS } from '../../lib/model/question-bank';

const categoryChoices = CATEGORY_FIGURES.map(({ key, firstQuestion, lastQuestion }) => ({
  title: `${key} (assessment questions ${firstQuestion}–${lastQuestion})`,
  value: key,
}));

const levelChoices = BANK_LEVELS.map((level) => ({
  title: level === 'Low' ? 'Low (and Very low)' : level,
  value: level,
}));

type Reference = { _ref?: string };

/**
 * A question tied to an answer belongs to the answered question's category, so that the brief
 * counts it with that category's questions. The published question is the one the site reads; a
 * draft stands in until it is first published.
 */
const answeredInSameCategory: CustomValidator<Reference | undefined> = async (
  reference,
  context,
) => {
  const category = context.document?.category;
  if (!reference?._ref || typeof category !== 'string') return true;
  const answered = await context
    .getClient(DEFAULT_STUDIO_CLIENT_OPTIONS)
    .withConfig({ perspective: 'raw' })
    .fetch<{ category: string | null; position: number | null; number: number | null } | null>(
      `coalesce(*[_id == $id][0], *[_id == ("drafts." + $id)][0]){
        "category": category->key, position, number
      }`,
      { id: getPublishedId(reference._ref) },
    );
  const expected = answered?.category;
  if (!expected || expected === category) return true;
  const number = shownQuestionNumber(expected, answered.position, answered.number);
  return `Question ${number ?? '?'} is in the ${expected} category: choose ${expected} as this question’s category, or another assessment question.`;
};

const fields = [
  defineField({
    name: 'category',
    type: 'string',
    description:
      'The part of the assessment this question explores. The brief asks first about the categories where the lead scored lowest.',
    options: { list: categoryChoices, layout: 'radio' },
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: 'levels',
    type: 'array',
    description:
      'The lead’s score in this category at which the question is worth asking: tick every level it suits. A very low score counts as Low.',
    of: [defineArrayMember({ type: 'string' })],
    options: { list: levelChoices, layout: 'grid' },
    validation: (rule) => rule.required().min(1).unique(),
  }),
  defineField({
    name: 'whenAnswered',
    title: 'When answered',
    type: 'object',
    description:
      'Optional. Ask this question only to a lead who gave one of these answers to one assessment question; the brief asks such questions before the others. Leave empty for a question about the category as a whole.',
    options: { collapsible: true, collapsed: false },
    fields: [
      defineField({
        name: 'question',
        title: 'Assessment question',
        type: 'reference',
        to: [{ type: 'assessmentQuestion' }],
        description: 'The assessment question whose answer calls for this one.',
        validation: (rule) => rule.required().custom(answeredInSameCategory),
      }),
      defineField({
        name: 'letters',
        title: 'Answers',
        type: 'array',
        description: 'The answers that call for it: A is the most ready, D the least.',
        of: [defineArrayMember({ type: 'string' })],
        options: { list: [...OPTION_LETTERS], layout: 'grid' },
        validation: (rule) => rule.required().min(1).unique(),
      }),
    ],
  }),
  defineField({
    name: 'general',
    title: 'Ask without a score',
    type: 'boolean',
    description:
      'Ask it also of someone who wrote to us without taking the assessment: a first question about this category that needs no score to make sense.',
    initialValue: false,
    validation: (rule) =>
      rule
        .custom((general, context) =>
          general === true && context.document?.whenAnswered
            ? 'A question tied to an answer is asked only of someone who gave that answer: untick this, or empty “When answered”.'
            : true,
        )
        .warning(),
  }),
  localeField('question', 'localeText', {
    description:
      'The question as the consultant asks it on the call: open, in the lead’s words, no jargon.',
  }),
  localeField('purpose', 'localeText', {
    title: 'What to listen for',
    description:
      'Optional. A short note for the consultant: what the answer tells us, and what to listen for.',
    optional: true,
  }),
];

/**
 * The preview flags a half-translated note but not an absent one, since the note is optional: it
 * walks the note by its value rather than as a field every document must fill.
 */
const previewFields: PreviewField[] = fields.map((field) =>
  field.name === 'purpose' ? { name: field.name, type: 'object', fields: undefined } : field,
);

export const briefQuestion = defineType({
  name: 'briefQuestion',
  title: 'Consultant question',
  type: 'document',
  icon: CommentIcon,
  description:
    'A question consultants ask on a first call. Each lead’s brief proposes five, chosen from its answers and its weakest categories.',
  fields,
  orderings: [
    {
      title: 'Category',
      name: 'categoryAsc',
      by: [{ field: 'category', direction: 'asc' }],
    },
  ],
  preview: localizedPreview<{
    question?: string;
    category?: string;
    levels?: string[];
    answeredCategory?: string;
    answeredPosition?: number;
    answeredNumber?: number;
    letters?: string[];
  }>(
    previewFields,
    {
      question: inDefaultLocale('question'),
      category: 'category',
      levels: 'levels',
      answeredCategory: 'whenAnswered.question.category.key',
      answeredPosition: 'whenAnswered.question.position',
      answeredNumber: 'whenAnswered.question.number',
      letters: 'whenAnswered.letters',
    },
    ({ question, category, levels, letters, ...answered }) => {
      const number = shownQuestionNumber(
        answered.answeredCategory,
        answered.answeredPosition,
        answered.answeredNumber,
      );
      return {
        title: question,
        details: [
          category,
          levels?.join(', '),
          number === undefined ? undefined : `Q${number}: ${letters?.join(', ') ?? ''}`,
        ],
      };
    },
  ),
});
