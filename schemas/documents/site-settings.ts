import { CogIcon } from '@sanity/icons/Cog';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { localeField, localizedImageField, sectionField } from '../shared/fields';
import { localizedPreview } from '../shared/preview';

/**
 * A fact French law requires of the legal notice (LCEN article 6), the same in every language: a
 * name, a number. The host's address, which names a country, is written in each language instead.
 */
function factField(name: string, description: string, type: 'string' | 'text' = 'string') {
  return defineField({
    name,
    type,
    description,
    ...(type === 'text' ? { rows: 3 } : {}),
    validation: (rule) => rule.required(),
  });
}

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
  localeField('footerText', 'localeText', {
    title: 'Footer text',
    description: 'The line under the logo in the footer of every page.',
  }),
  sectionField('notFound', 'Page not found', [
    localeField('title', 'localeString'),
    localeField('description', 'localeText'),
  ]),
  sectionField('legal', 'Legal notice facts', [
    factField('publisher', 'The company’s legal name, as registered.'),
    factField('legalForm', 'SAS, SARL, SA…'),
    factField('shareCapital', 'As registered, with the currency: 10 000 €.'),
    factField('address', 'The registered office.', 'text'),
    factField('phone', 'A number where the publisher can be reached.'),
    factField('registration', 'RCS city and number: RCS Paris 912 345 678.'),
    factField('vatNumber', 'The intra-EU VAT number.'),
    factField('publicationDirector', 'The person legally responsible for what the site says.'),
    factField('hostName', 'The company that hosts the site.'),
    localeField('hostAddress', 'localeText', {
      title: 'Host address',
      description:
        'The host’s address, its country written in each language: United States, États-Unis.',
    }),
    factField('hostPhone', 'The host’s telephone number.'),
  ]),
  sectionField('assistant', 'Site assistant', [
    localeField('launcherLabel', 'localeString', {
      title: 'Header button',
      description: 'Opens the assistant from every page: Ask a question.',
    }),
    localeField('title', 'localeString', { title: 'Panel title' }),
    localeField('disclosure', 'localeText', {
      title: 'AI notice',
      description:
        'Always shown above the question field. Say that the visitor is talking to an AI, not a person (EU AI Act, article 50), that it answers from this site’s pages and can be wrong, and that personal details have no place in a question.',
    }),
    localeField('greeting', 'localeText', {
      description: 'The assistant’s first words, before the visitor asks anything.',
    }),
    localeField('question', 'localeString', { title: 'Question field label' }),
    localeField('placeholder', 'localeString', {
      title: 'Question field example',
      description: 'Shown in the empty field; the label above it says what to type.',
    }),
    defineField({
      name: 'suggestions',
      title: 'Suggested questions',
      description: 'Offered under the greeting, one click to ask. Questions the pages answer well.',
      type: 'array',
      of: [defineArrayMember({ type: 'localeString' })],
      validation: (rule) => rule.required().min(2).max(3),
    }),
    localeField('passagesLabel', 'localeString', {
      title: 'Label of an answer quoted from the pages',
      description: 'Above an answer made of excerpts of the cited pages: From our pages.',
    }),
    localeField('modelLabel', 'localeString', {
      title: 'Label of an answer written by AI',
      description: 'Above an answer a language model wrote from the cited pages.',
    }),
    localeField('declined', 'localeText', {
      title: 'No answer found',
      description:
        'When no page answers the question; the buttons to book a call or write follow it.',
    }),
    localeField('related', 'localeText', {
      title: 'Pages that may help',
      description:
        'When the question is about our work but no page answers it with confidence: says so and introduces up to three pages that may help; the buttons to book a call or write follow.',
    }),
    localeField('sourcesHeading', 'localeString', { title: 'Heading of the cited pages' }),
    localeField('bookLabel', 'localeString', { title: 'Book a call button' }),
    localeField('writeLabel', 'localeString', {
      title: 'Write to us button',
      description: 'Opens the contact form with the visitor’s question in the message.',
    }),
    localeField('assessmentLabel', 'localeString', { title: 'Assessment button' }),
    localeField('pageTitle', 'localeString', {
      title: 'Page title without JavaScript',
      description: 'The assistant’s own page, for browsers that do not run the panel.',
    }),
    localeField('pageIntro', 'localeText', { title: 'Page introduction without JavaScript' }),
  ]),
  sectionField('consent', 'Analytics consent banner', [
    localeField('title', 'localeString'),
    localeField('description', 'localeText', {
      description: 'Say what is measured, by whom, and that nothing is sent before a choice.',
    }),
  ]),
];

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  fields,
  preview: localizedPreview<Record<never, never>>(fields, {}, () => ({ title: 'Site settings' })),
});
