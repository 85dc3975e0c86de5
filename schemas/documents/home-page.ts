import { HomeIcon } from '@sanity/icons/Home';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { everyKeyOnce } from '../shared/arrays';
import { headingField, introField, localeField, sectionField } from '../shared/fields';
import { localizedPreview } from '../shared/preview';
import { expertiseKeys } from '../objects/expertise-card';

const fields = [
  sectionField('hero', 'Hero', [
    localeField('title', 'localeString'),
    localeField('subtitle', 'localeString'),
    localeField('description', 'localeText'),
    localeField('primaryCtaLabel', 'localeString', { title: 'Assessment button label' }),
    localeField('secondaryCtaLabel', 'localeString', { title: 'Schedule button label' }),
  ]),
  sectionField('expertise', 'Expertise', [
    headingField(),
    introField(),
    defineField({
      name: 'cards',
      type: 'array',
      description: `Exactly four: ${expertiseKeys.join(', ')}.`,
      of: [defineArrayMember({ type: 'expertiseCard' })],
      validation: (rule) => rule.required().length(4).custom(everyKeyOnce(expertiseKeys)),
    }),
    localeField('learnMoreLabel', 'localeString', { title: 'Learn-more button label' }),
  ]),
  sectionField('services', 'Services', [
    headingField(),
    introField(),
    defineField({ name: 'analyse', type: 'serviceCard', validation: (rule) => rule.required() }),
    defineField({ name: 'build', type: 'serviceCard', validation: (rule) => rule.required() }),
  ]),
  sectionField('useCases', 'Use-case carousel', [
    headingField(),
    introField(),
    localeField('viewAllLabel', 'localeString', { title: 'View-all button label' }),
  ]),
  sectionField('statistics', 'Statistics', [headingField(), introField()]),
  sectionField('faq', 'FAQ', [headingField(), introField()]),
  sectionField('contact', 'Contact', [headingField(), introField()]),
  defineField({
    name: 'closingCta',
    title: 'Closing call to action',
    type: 'closingCta',
    validation: (rule) => rule.required(),
  }),
];

export const homePage = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  icon: HomeIcon,
  fields,
  preview: localizedPreview<Record<never, never>>(fields, {}, () => ({ title: 'Home page' })),
});
