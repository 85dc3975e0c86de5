import { HelpCircleIcon } from '@sanity/icons';
import { defineType } from 'sanity';
import { documentKeyField, localeField, orderField } from '../shared/fields';
import { previewSubtitle } from '../shared/preview';

export const faqKeys = [
  'implementation-time',
  'technical-skills',
  'custom-vs-generic',
  'evolving-needs',
  'pricing',
  'examples',
  'data-security',
  'replacement',
  'typical-project',
  'free-evaluation',
  'support-level',
  'tools-compatibility',
] as const;

export const faqItem = defineType({
  name: 'faqItem',
  title: 'FAQ item',
  type: 'document',
  icon: HelpCircleIcon,
  fields: [
    documentKeyField(faqKeys, 'The stable id of the question, used as its anchor.'),
    orderField(faqKeys.length),
    localeField('question', 'localeString'),
    localeField('answer', 'localeBlockContent'),
  ],
  orderings: [{ title: 'Order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: {
      title: 'question.en',
      questionFr: 'question.fr',
      answerFr: 'answer.fr',
      order: 'order',
      key: 'key',
    },
    prepare: ({ title, questionFr, answerFr, order, key }) => ({
      title,
      subtitle: previewSubtitle([order, key], [questionFr, answerFr]),
    }),
  },
});
