import { CaseIcon } from '@sanity/icons/Case';
import { localeField, sectionField } from '../shared/fields';
import { ctaBoxField, pageDocument, pageIntroFields } from '../shared/page';

export const useCasesPage = pageDocument('useCasesPage', 'Use cases page', CaseIcon, [
  ...pageIntroFields(),
  sectionField('storyHeadings', 'Headings of every story', [
    localeField('challenge', 'localeString', { title: 'Before the challenge' }),
    localeField('solution', 'localeString', { title: 'Before the solution' }),
    localeField('results', 'localeString', { title: 'Before the results' }),
  ]),
  ctaBoxField(
    'storyCta',
    'Call to action under every story',
    'The box that invites a reader of a story to book a call.',
  ),
]);
