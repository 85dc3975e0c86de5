import { defineType } from 'sanity';
import { iconField, keyField, localeField } from '../shared/fields';
import { localizedItemPreview } from '../shared/preview';

export const capabilityKeys = [
  'organization',
  'automation',
  'webchat',
  'internalchat',
  'reviews',
  'reports',
  'content',
] as const;

const fields = [
  keyField(capabilityKeys, 'Identifies the item; each once.'),
  iconField(),
  localeField('title', 'localeString'),
  localeField('description', 'localeText'),
];

export const capability = defineType({
  name: 'capability',
  title: 'Capability',
  type: 'object',
  fields,
  preview: localizedItemPreview(fields),
});
