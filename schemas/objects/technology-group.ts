import { defineArrayMember, defineField, defineType } from 'sanity';
import { iconField, keyField, localeField } from '../shared/fields';
import { localizedItemPreview } from '../shared/preview';

export const technologyKeys = ['programming', 'infrastructure', 'data', 'monitoring'] as const;

const fields = [
  keyField(technologyKeys, 'Identifies the item; each once.'),
  iconField(),
  localeField('title', 'localeString'),
  localeField('description', 'localeText'),
  defineField({
    name: 'tools',
    type: 'array',
    description: 'Product names, shown as written in both languages.',
    of: [defineArrayMember({ type: 'string' })],
    options: { layout: 'tags' },
    validation: (rule) => rule.required().min(1).unique(),
  }),
];

export const technologyGroup = defineType({
  name: 'technologyGroup',
  title: 'Technology group',
  type: 'object',
  fields,
  preview: localizedItemPreview(fields),
});
