import { CaseIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { fixedSlugField, localeField, localizedImageField, orderField } from '../shared/fields';
import { previewSubtitle } from '../shared/preview';

export const useCaseSlugs = [
  'logistics',
  'financial',
  'customer-service',
  'predictive-maintenance',
  'hr-talent',
] as const;

function threePoints(name: string) {
  return defineField({
    name,
    type: 'array',
    description: 'Exactly three.',
    of: [defineArrayMember({ type: 'localeText' })],
    validation: (rule) => rule.required().length(3),
  });
}

export const useCase = defineType({
  name: 'useCase',
  title: 'Use case',
  type: 'document',
  icon: CaseIcon,
  fields: [
    localeField('title', 'localeString'),
    fixedSlugField(useCaseSlugs),
    orderField(useCaseSlugs.length),
    localeField('client', 'localeString', {
      description: 'Who the client is, e.g. a regional freight carrier.',
    }),
    localeField('industry', 'localeString'),
    localeField('function', 'localeString', {
      description: 'The business function, e.g. Operations.',
    }),
    localeField('summary', 'localeText', { description: 'The short description on cards.' }),
    localizedImageField('image'),
    localeField('challenge', 'localeText'),
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
  ],
  orderings: [{ title: 'Order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: {
      title: 'title.en',
      titleFr: 'title.fr',
      summaryFr: 'summary.fr',
      industry: 'industry.en',
      media: 'image',
    },
    prepare: ({ title, titleFr, summaryFr, industry, media }) => ({
      title,
      subtitle: previewSubtitle([industry], [titleFr, summaryFr]),
      media,
    }),
  },
});
