import { defineType } from 'sanity';
import { localeField } from '../shared/fields';
import { inDefaultLocale } from '../shared/languages';

/** A section of a legal page: a heading and its text. */
export const legalSection = defineType({
  name: 'legalSection',
  title: 'Section',
  type: 'object',
  fields: [localeField('heading', 'localeString'), localeField('body', 'localeBlockContent')],
  preview: { select: { title: inDefaultLocale('heading') } },
});
