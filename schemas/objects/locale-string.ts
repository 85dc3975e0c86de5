import { defineField, defineType } from 'sanity';
import {
  frenchCopyWarning,
  hasText,
  languageFields,
  missingLanguageMessage,
} from '../shared/languages';
import { translationSourcesField } from '../shared/translation-sources';
import { localizedValuePreview } from '../shared/preview';

export const localeString = defineType({
  name: 'localeString',
  title: 'Localized string',
  type: 'object',
  options: { columns: 2 },
  fields: [
    ...languageFields.map(({ language, title, copyRules }) =>
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
          ...(copyRules === 'french' ? [rule.custom(frenchCopyWarning).warning()] : []),
        ],
      }),
    ),
    translationSourcesField,
  ],
  preview: localizedValuePreview,
});
