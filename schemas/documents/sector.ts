import { TagsIcon } from '@sanity/icons/Tags';
import { defineField, defineType } from 'sanity';
import { SECTOR_KEY_PATTERN } from '../../lib/model/sector';
import { localeField } from '../shared/fields';
import { localizedPreview } from '../shared/preview';
import { inDefaultLocale } from '../shared/languages';
import { keyNotTaken } from '../shared/unique';

const fields = [
  defineField({
    name: 'key',
    type: 'string',
    description:
      'What leads store and the firm’s routing and priority settings name (sector.<key>): lower-case letters, digits and hyphens, up to 40. Each key once; never give a retired sector’s key to another, or its past leads change sector.',
    validation: (rule) =>
      rule.required().regex(SECTOR_KEY_PATTERN, { name: 'key' }).custom(keyNotTaken),
  }),
  localeField('name', 'localeString', {
    description: 'As the lead forms list it, e.g. Logistics and transport.',
  }),
  defineField({
    name: 'order',
    type: 'number',
    description: 'Position in the forms’ list, from 1.',
    validation: (rule) => rule.required().integer().min(1),
  }),
];

export const sector = defineType({
  name: 'sector',
  title: 'Sector',
  type: 'document',
  icon: TagsIcon,
  fields,
  orderings: [{ title: 'Order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: localizedPreview<{ name?: string; key?: string }>(
    fields,
    { name: inDefaultLocale('name'), key: 'key' },
    ({ name, key }) => ({ title: name, details: [key] }),
  ),
});
