import { defineField, defineType } from 'sanity';
import { linkableTypes } from '../../lib/content/links';

/**
 * A link to a page of this site, held as a reference to the page's document: it follows a renamed
 * slug, and the site adds the reader's language.
 */
export const internalLink = defineType({
  name: 'internalLink',
  title: 'Link to a page of this site',
  type: 'object',
  fields: [
    defineField({
      name: 'reference',
      title: 'Page',
      type: 'reference',
      to: linkableTypes.map((type) => ({ type })),
      validation: (rule) => rule.required(),
    }),
  ],
});
