import { defineField, defineType } from 'sanity';

/** A link to a page of this site, stored without the language prefix; the site adds /en or /fr. */
export const internalLink = defineType({
  name: 'internalLink',
  title: 'Internal link',
  type: 'object',
  fields: [
    defineField({
      name: 'path',
      type: 'string',
      description: 'A path of this site without the language, for example /use-cases.',
      validation: (rule) =>
        rule.required().custom((value) => {
          if (typeof value !== 'string') return true;
          if (!value.startsWith('/')) return 'Start the path with /.';
          if (/^\/(en|fr)(\/|$)/.test(value))
            return 'Leave out the language prefix: the site adds it.';
          return true;
        }),
    }),
  ],
});
