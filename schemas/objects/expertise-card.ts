import { defineType } from 'sanity';
import { iconField, keyField, localeField } from '../shared/fields';
import { localizedItemPreview } from '../shared/preview';

export const expertiseKeys = ['assistants', 'content', 'chatbots', 'feedback'] as const;

const fields = [
  keyField(expertiseKeys, 'Identifies the card; each once.'),
  iconField(),
  localeField('title', 'localeString'),
  localeField('description', 'localeText'),
];

export const expertiseCard = defineType({
  name: 'expertiseCard',
  title: 'Expertise card',
  type: 'object',
  fields,
  preview: localizedItemPreview(fields),
});
