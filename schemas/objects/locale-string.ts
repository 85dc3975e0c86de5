import { defineField, defineType } from 'sanity';
import {
  frenchCopyWarning,
  hasText,
  isFilled,
  languageFields,
  missingLanguageMessage,
} from '../shared/languages';
import { previewSubtitle } from '../shared/preview';

export const localeString = defineType({
  name: 'localeString',
  title: 'Localized string',
  type: 'object',
  options: { columns: 2 },
  fields: languageFields.map(({ language, title }) =>
    defineField({
      name: language,
      title,
      type: 'string',
      validation: (rule) => [
        rule
          .required()
          .custom(
            (value) => value === undefined || hasText(value) || missingLanguageMessage(language),
          )
          .error(missingLanguageMessage(language)),
        ...(language === 'fr' ? [rule.custom(frenchCopyWarning).warning()] : []),
      ],
    }),
  ),
  preview: {
    select: { en: 'en', fr: 'fr' },
    prepare: ({ en, fr }) => ({ title: en, subtitle: previewSubtitle([], !isFilled(fr)) }),
  },
});
