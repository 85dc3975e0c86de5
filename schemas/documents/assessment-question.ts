import { OlistIcon } from '@sanity/icons';
import {
  DEFAULT_STUDIO_CLIENT_OPTIONS,
  defineArrayMember,
  defineField,
  defineType,
  getPublishedId,
  type CustomValidator,
} from 'sanity';
import { localeField } from '../shared/fields';
import { previewSubtitle } from '../shared/preview';
import { optionLetters, optionPoints } from '../objects/assessment-option';

export const questionCount = 20;

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

const numberNotTaken: CustomValidator<number | undefined> = async (number, context) => {
  if (typeof number !== 'number' || !context.document) return true;
  const taken = await context
    .getClient(DEFAULT_STUDIO_CLIENT_OPTIONS)
    .withConfig({ perspective: 'raw' })
    .fetch<boolean>(
      'defined(*[_type == "assessmentQuestion" && !sanity::versionOf($published) && number == $number][0]._id)',
      {
        published: getPublishedId(context.document._id),
        number,
      },
    );
  return taken ? `Question ${number} already exists.` : true;
};

export const assessmentQuestion = defineType({
  name: 'assessmentQuestion',
  title: 'Assessment question',
  type: 'document',
  icon: OlistIcon,
  fields: [
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
      validation: (rule) => rule.required(),
    }),
    localeField('question', 'localeText'),
    defineField({
      name: 'options',
      type: 'array',
      description: 'Exactly four, A to D, scored 4, 3, 2, 1; A is the most ready answer.',
      of: [defineArrayMember({ type: 'assessmentOption' })],
      validation: (rule) => rule.required().length(optionLetters.length).custom(optionsInOrder),
    }),
  ],
  orderings: [{ title: 'Number', name: 'numberAsc', by: [{ field: 'number', direction: 'asc' }] }],
  preview: {
    select: {
      number: 'number',
      question: 'question.en',
      questionFr: 'question.fr',
      category: 'category.title.en',
    },
    prepare: ({ number, question, questionFr, category }) => ({
      title: `${number ?? '?'}. ${question ?? ''}`,
      subtitle: previewSubtitle([category], [questionFr]),
    }),
  },
});
