import { EnvelopeIcon } from '@sanity/icons/Envelope';
import { defineType } from 'sanity';
import { localeField, sectionField, type LocaleValue } from '../shared/fields';
import { localizedPreview } from '../shared/preview';

const firstName = 'Write {firstName} where the visitor’s first name goes.';

// Anyone can type any address into a form, so a subject reaches strangers: it may carry nothing a
// visitor typed, or the site would send their words, in its own name, to whomever they chose.
const noVisitorText = 'Nothing a visitor typed goes in a subject: {firstName} is left out there.';

function withoutVisitorText(value: LocaleValue): true | string {
  const texts = Object.values(value ?? {}).filter((text) => typeof text === 'string');
  return texts.some((text) => text.includes('{firstName}'))
    ? 'A subject may not hold {firstName}: write it in the greeting instead.'
    : true;
}

const fields = [
  localeField('senderName', 'localeString', {
    description: 'The name the e-mails come from; the address is the server’s (MAIL_FROM).',
  }),
  sectionField('contactConfirmation', 'After a contact message', [
    localeField('subject', 'localeString', {
      description: noVisitorText,
      custom: withoutVisitorText,
    }),
    localeField('greeting', 'localeString', {
      description:
        'Nobody has proved the address a message gives, so this e-mail never carries the name: {firstName} is left out.',
    }),
    localeField('body', 'localeText', { description: 'Paragraphs, separated by a blank line.' }),
    localeField('signOff', 'localeText'),
  ]),
  sectionField('mailboxConfirmation', 'After an assessment: confirming the address', [
    localeField('subject', 'localeString', {
      description: `The only e-mail an address gets before its owner confirms it. ${noVisitorText}`,
      custom: withoutVisitorText,
    }),
    localeField('body', 'localeText', {
      description:
        'Paragraphs, separated by a blank line. {date} is the day of the assessment. Nothing a visitor typed may go in this e-mail: no {firstName}.',
      custom: withoutVisitorText,
    }),
    localeField('buttonLabel', 'localeString', {
      description: 'The button that confirms the address and sends the results e-mail.',
    }),
    localeField('ignore', 'localeText', {
      description: 'For whoever did not take the assessment: what happens if they do nothing.',
      custom: withoutVisitorText,
    }),
    localeField('signOff', 'localeText'),
  ]),
  sectionField('assessmentResults', 'After an assessment: the results, once confirmed', [
    localeField('subject', 'localeString', {
      description: `{level} is the visitor’s overall level. ${noVisitorText}`,
      custom: withoutVisitorText,
    }),
    localeField('greeting', 'localeString', { description: firstName }),
    localeField('intro', 'localeText'),
    localeField('categoriesHeading', 'localeString'),
    localeField('bookingText', 'localeText', { description: 'Above the booking button.' }),
    localeField('bookingLabel', 'localeString'),
    localeField('attachmentNote', 'localeText', { description: 'About the attached PDF report.' }),
    localeField('linkText', 'localeText', {
      description: 'Above the private link to the results.',
    }),
    localeField('linkLabel', 'localeString', { description: 'The link’s button.' }),
    localeField('retakeText', 'localeText', {
      description: 'The invitation to take the assessment again. {date} is six months from now.',
    }),
    localeField('retakeLabel', 'localeString', { description: 'The button to the assessment.' }),
    localeField('signOff', 'localeText'),
  ]),
  sectionField('footer', 'At the foot of every e-mail to a visitor', [
    localeField('contactReason', 'localeText', {
      description:
        'Why the confirmation of a contact message reaches this address. {date} is the day of the message. Nothing a visitor typed goes in the footer: no {firstName}.',
      custom: withoutVisitorText,
    }),
    localeField('assessmentReason', 'localeText', {
      description:
        'Why the e-mails of an assessment (the address’s confirmation, then the results) reach this address. {date} is the day of the assessment. No {firstName}.',
      custom: withoutVisitorText,
    }),
    localeField('objection', 'localeText', {
      description:
        'How to object, in a sentence of its own (GDPR art. 21(4)), before the one-click link: what the objection stops, and that the team still answers a message.',
      custom: withoutVisitorText,
    }),
    localeField('unsubscribeLabel', 'localeString', {
      description:
        'The one-click link that records the objection, with no login: it opens a page whose button does it.',
    }),
    localeField('policyLabel', 'localeString', {
      description: 'The link to the privacy policy.',
    }),
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
