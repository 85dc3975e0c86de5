import { defineField, defineType } from 'sanity';
import {
  frenchCopyWarning,
  hasText,
  languageFields,
  missingLanguageMessage,
} from '../shared/languages';
import { translationSourcesField, translationSourcesWarning } from '../shared/translation-sources';
import { TranslationInput } from '../../studio/translation/translation-input';
import { localizedValuePreview } from '../shared/preview';

export const localeText = defineType({
  name: 'localeText',
  title: 'Localized text',
  type: 'object',
  options: { columns: 2 },
  components: { input: TranslationInput },
  validation: (rule) => rule.custom(translationSourcesWarning).warning(),
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
