import { CaseIcon } from '@sanity/icons/Case';
import { defineArrayMember, defineField, defineType, type PreviewValue } from 'sanity';
import {
  fixedSlugField,
  localeField,
  localizedImageField,
  orderField,
  visitorQuestionsField,
} from '../shared/fields';
import { localizedPreview } from '../shared/preview';
import { useCaseSlugs } from '../../lib/routes';
import { inDefaultLocale } from '../shared/languages';

function threePoints(name: string) {
  return defineField({
    name,
    type: 'array',
    description: 'Exactly three.',
    of: [defineArrayMember({ type: 'localeBlockContent' })],
    validation: (rule) => rule.required().length(3),
  });
}

const fields = [
  localeField('title', 'localeString'),
  fixedSlugField(useCaseSlugs),
  orderField(useCaseSlugs.length),
  localeField('client', 'localeString', {
    description: 'Who the client is, e.g. a regional freight carrier.',
  }),
  localeField('industry', 'localeString'),
  defineField({
    name: 'sector',
    type: 'reference',
    to: [{ type: 'sector' }],
    description: 'The client’s sector in the lead forms’ list, for readers of the same sector.',
  }),
  localeField('function', 'localeString', {
    description: 'The business function, e.g. Operations.',
  }),
  localeField('summary', 'localeText', { description: 'The short description on cards.' }),
  localizedImageField('image'),
  localeField('challenge', 'localeBlockContent'),
  threePoints('solutions'),
  threePoints('results'),
  localeField('testimonial', 'localeText'),
  defineField({
    name: 'author',
    type: 'string',
    description: 'Who gave the testimonial.',
    validation: (rule) => rule.required(),
  }),
  localeField('authorPosition', 'localeString'),
  visitorQuestionsField(),
];

export const useCase = defineType({
  name: 'useCase',
  title: 'Use case',
  type: 'document',
  icon: CaseIcon,
  fields,
  orderings: [{ title: 'Order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: localizedPreview<{ title?: string; industry?: string; media?: PreviewValue['media'] }>(
    fields,
    { title: inDefaultLocale('title'), industry: inDefaultLocale('industry'), media: 'image' },
    ({ title, industry, media }) => ({ title, details: [industry], media }),
  ),
});
