import { HelpCircleIcon } from '@sanity/icons/HelpCircle';
import { defineType } from 'sanity';
import { documentKeyField, localeField, orderField, visitorQuestionsField } from '../shared/fields';
import { localizedPreview } from '../shared/preview';
import { inDefaultLocale } from '../shared/languages';

const faqKeys = [
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

const fields = [
  documentKeyField(faqKeys, 'The stable id of the question, used as its anchor.'),
  orderField(faqKeys.length),
  localeField('question', 'localeString'),
  localeField('answer', 'localeBlockContent'),
  visitorQuestionsField(),
];

export const faqItem = defineType({
  name: 'faqItem',
  title: 'FAQ item',
  type: 'document',
  icon: HelpCircleIcon,
  fields,
  orderings: [{ title: 'Order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: localizedPreview<{ title?: string; order?: number; key?: string }>(
    fields,
    { title: inDefaultLocale('question'), order: 'order', key: 'key' },
    ({ title, order, key }) => ({ title, details: [order, key] }),
  ),
});
