import { defineField, defineType } from 'sanity';
import { PROCESSOR_KEYS } from '../../lib/legal/processors';
import { keyField, localeField } from '../shared/fields';

/** One recipient of visitors' data: who, for what, and where the data goes. */
export const processor = defineType({
  name: 'processor',
  title: 'Processor',
  type: 'object',
  fields: [
    keyField(PROCESSOR_KEYS, 'What the site uses it for.'),
    defineField({
      name: 'name',
      type: 'string',
      description: 'The provider, as the contract names it.',
      validation: (rule) => rule.required(),
    }),
    localeField('purpose', 'localeText', { description: 'What it does with the data.' }),
    localeField('location', 'localeString', {
      description:
        'Where the data is processed; outside the EU, the safeguard (adequacy decision, standard contractual clauses).',
    }),
  ],
  preview: { select: { title: 'name', subtitle: 'key' } },
});
