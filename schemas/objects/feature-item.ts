import { defineType } from 'sanity';
import { localeField } from '../shared/fields';
import { localizedItemPreview } from '../shared/preview';

const fields = [localeField('title', 'localeString'), localeField('description', 'localeText')];

/** A titled paragraph: a benefit, a process step, a what-we-do entry. */
export const featureItem = defineType({
  name: 'featureItem',
  title: 'Item',
  type: 'object',
  fields,
  preview: localizedItemPreview(fields),
});
