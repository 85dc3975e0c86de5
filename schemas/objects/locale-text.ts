import { defineField, defineType } from 'sanity';
import {
  frenchCopyWarning,
  hasText,
  languageFields,
  missingLanguageMessage,
} from '../shared/languages';
import { translationSourcesField } from '../shared/translation-sources';
import { localizedValuePreview } from '../shared/preview';

export const localeText = defineType({
  name: 'localeText',
  title: 'Localized text',
  type: 'object',
  options: { columns: 2 },
  fields: [
    ...languageFields.map(({ language, title, copyRules }) =>
      defineField({
        name: language,
        title,
        type: 'text',
        rows: 4,
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
