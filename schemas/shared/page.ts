import type { ComponentType } from 'react';
import { defineField, defineType } from 'sanity';
import { localeField, sectionField } from './fields';
import { localizedPreview } from './preview';

/**
 * A page's heading and lead, which are also its title and description in search results and
 * browser tabs (the title followed by the company name).
 */
export function pageIntroFields() {
  return [
    localeField('title', 'localeString', {
      title: 'Page title',
      description: 'The page’s heading, and its title in search results and browser tabs.',
    }),
    localeField('description', 'localeText', {
      title: 'Introduction',
      description: 'The lead under the heading, and the page’s description in search results.',
    }),
  ];
}

/** A card with a title and a short text, at a fixed place on its page. */
export function cardField(name: string, title: string) {
  return defineField({
    name,
    title,
    type: 'object',
    fields: [localeField('title', 'localeString'), localeField('description', 'localeText')],
    validation: (rule) => rule.required(),
  });
}

/** A call-to-action box: a question or promise, and a line on what the visitor gets. */
export function ctaBoxField(name: string, title: string, description: string) {
  const field = sectionField(name, title, [
    localeField('title', 'localeString'),
    localeField('description', 'localeText'),
  ]);
  return { ...field, description };
}

/** The one document that holds a page's texts; it cannot be created twice or deleted. */
export function pageDocument(
  name: string,
  title: string,
  icon: ComponentType,
  fields: ReturnType<typeof defineField>[],
) {
  return defineType({
    name,
    title,
    type: 'document',
    icon,
    fields,
    preview: localizedPreview<Record<never, never>>(fields, {}, () => ({ title })),
  });
}
