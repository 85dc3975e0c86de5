import { EnvelopeIcon } from '@sanity/icons/Envelope';
import { localeField, sectionField, visitorQuestionsField } from '../shared/fields';
import { cardField, pageDocument, pageIntroFields } from '../shared/page';

export const contactPage = pageDocument('contactPage', 'Contact page', EnvelopeIcon, [
  ...pageIntroFields(),
  sectionField('form', 'Form', [
    localeField('title', 'localeString', { title: 'Heading above the form' }),
    localeField('intro', 'localeText', { title: 'Line under the heading' }),
  ]),
  sectionField('help', 'How we can help', [
    localeField('heading', 'localeString'),
    localeField('intro', 'localeText'),
    cardField('general', 'General inquiries card'),
    cardField('strategic', 'Strategic consultations card'),
    cardField('support', 'Support card'),
  ]),
  visitorQuestionsField(),
]);
