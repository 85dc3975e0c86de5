import { defineType } from 'sanity';
import { PROCESSOR_KEYS, PROCESSOR_SETTINGS } from '../../lib/settings/processors';
import { keyField, localeField } from '../shared/fields';

/**
 * What one recipient of visitors' data does with it. Who it is, where it processes the data and on
 * which basis come from the server's settings (PROCESSOR_EMAIL and the like), which the operator
 * keeps true to the contracts; the policy shows the entry only while its feature is on.
 */
export const processor = defineType({
  name: 'processor',
  title: 'Processor',
  type: 'object',
  fields: [
    keyField(
      PROCESSOR_KEYS,
      `What the site uses it for. The provider’s name and location come from the server setting of the same key (${Object.values(PROCESSOR_SETTINGS).join(', ')}).`,
    ),
    localeField('purpose', 'localeText', {
      description:
        'What it does with the data, true whichever provider the settings name: say what it receives, not who it is.',
    }),
  ],
  preview: { select: { title: 'key' } },
});
