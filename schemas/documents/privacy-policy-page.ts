import { LockIcon } from '@sanity/icons/Lock';
import { defineArrayMember, defineField } from 'sanity';
import { PROCESSOR_KEYS } from '../../lib/settings/processors';
import { everyKeyOnce } from '../shared/arrays';
import { localeField, sectionField, visitorQuestionsField } from '../shared/fields';
import { pageDocument, pageIntroFields } from '../shared/page';

/**
 * The privacy policy, with the notices each form shows where it collects details. A lead records
 * the version it was collected under: change the version with any change of substance.
 */
export const privacyPolicyPage = pageDocument('privacyPolicyPage', 'Privacy policy', LockIcon, [
  ...pageIntroFields(),
  defineField({
    name: 'version',
    type: 'string',
    description:
      'Recorded with every lead collected under this text: raise it with every change of substance, here or in the notices.',
    validation: (rule) =>
      rule
        .required()
        .custom(
          (value: string | undefined) =>
            value === undefined ||
            /^[\w.-]{1,40}$/.test(value) ||
            'Letters, digits, dots and hyphens, at most 40: 1.0, 2026-11.',
        ),
  }),
  defineField({
    name: 'effectiveDate',
    type: 'date',
    description: 'The day this version applies from, shown under the title.',
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: 'sections',
    type: 'array',
    description:
      'Who is responsible and whether a DPO is designated; what is collected, why and on which legal basis, and which fields are required; how the e-mails can be refused; transfers outside the EEA; the rights by name, with objection in a paragraph of its own, and how to use them; the right to complain to the CNIL; Switzerland.',
    of: [defineArrayMember({ type: 'legalSection' })],
    validation: (rule) => rule.required().min(1),
  }),
  sectionField('processors', 'Recipients and processors', [
    localeField('heading', 'localeString'),
    localeField('intro', 'localeText'),
    defineField({
      name: 'items',
      type: 'array',
      description: `One entry for each: ${PROCESSOR_KEYS.join(', ')}. The page shows an entry only while its feature is on, under the provider, countries and transfer basis of the server’s setting for it.`,
      of: [defineArrayMember({ type: 'processor' })],
      validation: (rule) => rule.required().custom(everyKeyOnce(PROCESSOR_KEYS)),
    }),
  ]),
  sectionField('retention', 'How long data is kept', [
    localeField('heading', 'localeString', {
      description: 'The periods themselves come from the site’s settings, so they stay true.',
    }),
  ]),
  sectionField('notices', 'Notices at collection', [
    localeField('contact', 'localeText', {
      title: 'Under the contact form',
      description:
        'What the details are for, the controller’s name, who receives them, how long they are kept (the period the server’s LEADS_RETENTION_MONTHS sets, which the retention list prints: change both together), the address to write to for the rights, the CNIL, and the right to object in a sentence of its own.',
    }),
    localeField('assessment', 'localeText', {
      title: 'Under the assessment form',
      description:
        'The same, with the results e-mail sent once the address is confirmed, the follow-up, and the score counting without the name in anonymous comparisons.',
    }),
    localeField('linkLabel', 'localeString', {
      title: 'Link to this policy',
      description: 'After each notice, and in the consent banner.',
    }),
  ]),
  visitorQuestionsField(),
]);
