import { CogIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { localeField, localizedImageField } from '../shared/fields';
import { localizedPreview } from '../shared/preview';

const fields = [
  defineField({ name: 'companyName', type: 'string', validation: (rule) => rule.required() }),
  defineField({
    name: 'schedulingUrl',
    title: 'Scheduling URL',
    type: 'url',
    description: 'The 30-minute call booking page, opened in a new tab.',
    validation: (rule) => rule.required().uri({ scheme: ['https'] }),
  }),
  defineField({
    name: 'contactEmail',
    type: 'string',
    validation: (rule) => rule.required().email(),
  }),
  localeField('seoTitle', 'localeString', {
    title: 'Home page title',
    description:
      'The title of the home page in search results and browser tabs, used as written. Other pages show their own title followed by the company name.',
  }),
  localeField('seoDescription', 'localeText', {
    title: 'Home page description',
    description:
      'The home page’s description in search results and social previews; also the description of any page without one of its own.',
  }),
  localizedImageField('seoImage', { title: 'Default social preview image', optional: true }),
];

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  fields,
  preview: localizedPreview<Record<never, never>>(fields, {}, () => ({ title: 'Site settings' })),
});
