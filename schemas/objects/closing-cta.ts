import { defineType } from 'sanity';
import { localeField } from '../shared/fields';

export const closingCta = defineType({
  name: 'closingCta',
  title: 'Closing call to action',
  type: 'object',
  fields: [
    localeField('title', 'localeString'),
    localeField('description', 'localeText'),
    localeField('primaryCtaLabel', 'localeString', { title: 'Assessment button label' }),
    localeField('secondaryCtaLabel', 'localeString', { title: 'Schedule button label' }),
  ],
});
