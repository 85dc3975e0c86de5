import { OlistIcon } from '@sanity/icons/Olist';
import { localeField, sectionField } from '../shared/fields';
import { pageDocument, pageIntroFields } from '../shared/page';

export const assessmentPage = pageDocument('assessmentPage', 'Assessment page', OlistIcon, [
  ...pageIntroFields(),
  sectionField('detailsNeeded', 'Panel for a visitor who has not given their details', [
    localeField('title', 'localeString'),
    localeField('body', 'localeText'),
  ]),
]);
