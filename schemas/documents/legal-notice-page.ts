import { InfoOutlineIcon } from '@sanity/icons/InfoOutline';
import { defineArrayMember, defineField } from 'sanity';
import { localeField } from '../shared/fields';
import { pageDocument, pageIntroFields } from '../shared/page';

/**
 * The legal notice (« Mentions légales »). Its facts (publisher, registration, publication
 * director, host) are fields of the site settings; this page adds whatever the firm wishes to say
 * beside them, such as intellectual property or credits.
 */
export const legalNoticePage = pageDocument('legalNoticePage', 'Legal notice', InfoOutlineIcon, [
  ...pageIntroFields(),
  localeField('factsHeading', 'localeString', {
    title: 'Heading of the facts',
    description: 'Above the publisher, host and registration, taken from the site settings.',
  }),
  defineField({
    name: 'sections',
    type: 'array',
    description: 'Further sections, each with a heading.',
    of: [defineArrayMember({ type: 'legalSection' })],
  }),
]);
