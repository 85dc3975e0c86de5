import { SparklesIcon } from '@sanity/icons/Sparkles';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { everyKeyOnce } from '../shared/arrays';
import { headingField, introField, localeField, sectionField } from '../shared/fields';
import { ctaBoxField } from '../shared/page';
import { localizedPreview } from '../shared/preview';
import { capabilityKeys } from '../objects/capability';
import { technologyKeys } from '../objects/technology-group';

function fourSteps(description: string) {
  return defineField({
    name: 'steps',
    type: 'array',
    description,
    of: [defineArrayMember({ type: 'featureItem' })],
    validation: (rule) => rule.required().length(4),
  });
}

const fields = [
  sectionField('listing', 'In search results and browser tabs', [
    localeField('title', 'localeString', { title: 'Page title' }),
    localeField('description', 'localeText', { title: 'Description' }),
  ]),
  sectionField('hero', 'Hero', [
    localeField('title', 'localeString'),
    localeField('subtitle', 'localeString'),
    localeField('description', 'localeText'),
  ]),
  sectionField('benefits', 'Benefits', [
    headingField(),
    defineField({
      name: 'items',
      type: 'array',
      description: 'Exactly four.',
      of: [defineArrayMember({ type: 'featureItem' })],
      validation: (rule) => rule.required().length(4),
    }),
  ]),
  sectionField('assessmentCta', 'Assessment link', [
    localeField('title', 'localeString'),
    localeField('description', 'localeText'),
    localeField('label', 'localeString', { title: 'Button label' }),
  ]),
  sectionField('capabilities', 'Capabilities', [
    headingField(),
    introField(),
    defineField({
      name: 'items',
      type: 'array',
      description: `Exactly seven: ${capabilityKeys.join(', ')}.`,
      of: [defineArrayMember({ type: 'capability' })],
      validation: (rule) => rule.required().length(7).custom(everyKeyOnce(capabilityKeys)),
    }),
  ]),
  sectionField('services', 'Service cards', [
    headingField(),
    introField(),
    localeField('learnMoreLabel', 'localeString', { title: 'Learn-more button label' }),
  ]),
  sectionField('technology', 'Technology usage', [
    headingField(),
    introField(),
    defineField({
      name: 'groups',
      type: 'array',
      description: `Exactly four: ${technologyKeys.join(', ')}.`,
      of: [defineArrayMember({ type: 'technologyGroup' })],
      validation: (rule) => rule.required().length(4).custom(everyKeyOnce(technologyKeys)),
    }),
  ]),
  sectionField('process', 'Implementation process', [
    headingField(),
    introField(),
    fourSteps('Four steps: Discover, Design, Develop, Deploy.'),
  ]),
  sectionField('approach', 'Approach', [
    headingField(),
    introField(),
    fourSteps('Four steps: Discovery, Design, Development, Deployment.'),
  ]),
  ctaBoxField(
    'serviceCta',
    'Call to action under every service',
    'The box that invites a reader of a service page to book a call.',
  ),
  defineField({
    name: 'closingCta',
    title: 'Closing call to action',
    type: 'closingCta',
    validation: (rule) => rule.required(),
  }),
];

export const aiSolutionsPage = defineType({
  name: 'aiSolutionsPage',
  title: 'AI solutions page',
  type: 'document',
  icon: SparklesIcon,
  fields,
  preview: localizedPreview<Record<never, never>>(fields, {}, () => ({
    title: 'AI solutions page',
  })),
});
