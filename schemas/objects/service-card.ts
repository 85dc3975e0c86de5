import { defineArrayMember, defineField, defineType } from 'sanity';
import { localeField } from '../shared/fields';
import { localizedItemPreview } from '../shared/preview';

const fields = [
  localeField('phase', 'localeString', {
    title: 'Label above the title',
    description: 'Phase 1 · Analyse, for example.',
  }),
  localeField('title', 'localeString'),
  localeField('description', 'localeText'),
  defineField({
    name: 'steps',
    type: 'array',
    of: [defineArrayMember({ type: 'localeString' })],
    validation: (rule) => rule.required().min(3).max(4),
  }),
  localeField('ctaLabel', 'localeString', { title: 'Button label' }),
];

/** The home page's analyse and build cards. */
export const serviceCard = defineType({
  name: 'serviceCard',
  title: 'Service card',
  type: 'object',
  fields,
  preview: localizedItemPreview(fields),
});
