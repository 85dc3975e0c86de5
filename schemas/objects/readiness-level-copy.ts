import { defineType } from 'sanity';
import { localeField } from '../shared/fields';

/** The overall result's wording for one readiness level. */
export const readinessLevelCopy = defineType({
  name: 'readinessLevelCopy',
  title: 'Readiness level',
  type: 'object',
  fields: [localeField('title', 'localeString'), localeField('explanation', 'localeText')],
});
