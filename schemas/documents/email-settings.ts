import { EnvelopeIcon } from '@sanity/icons';
import { defineType } from 'sanity';
import { localeField, sectionField } from '../shared/fields';
import { localizedPreview } from '../shared/preview';

const firstName = 'Write {firstName} where the visitor’s first name goes.';

const fields = [
  localeField('senderName', 'localeString', {
    description: 'The name the e-mails come from; the address is the server’s (MAIL_FROM).',
  }),
  sectionField('contactConfirmation', 'After a contact message', [
    localeField('subject', 'localeString', { description: firstName }),
    localeField('greeting', 'localeString', { description: firstName }),
    localeField('body', 'localeText', { description: 'Paragraphs, separated by a blank line.' }),
    localeField('signOff', 'localeText'),
  ]),
  sectionField('assessmentResults', 'After an assessment', [
    localeField('subject', 'localeString', {
      description: `${firstName} {level} is the visitor’s overall level.`,
    }),
    localeField('greeting', 'localeString', { description: firstName }),
    localeField('intro', 'localeText'),
    localeField('categoriesHeading', 'localeString'),
    localeField('bookingText', 'localeText', { description: 'Above the booking button.' }),
    localeField('bookingLabel', 'localeString'),
    localeField('attachmentNote', 'localeText', { description: 'About the attached PDF report.' }),
    localeField('signOff', 'localeText'),
  ]),
];

/** What the e-mails to visitors say; the sales team's notifications have fixed wording. */
export const emailSettings = defineType({
  name: 'emailSettings',
  title: 'E-mails to visitors',
  type: 'document',
  icon: EnvelopeIcon,
  fields,
  preview: localizedPreview<Record<never, never>>(fields, {}, () => ({
    title: 'E-mails to visitors',
  })),
});
