import { defineArrayMember, defineField, defineType } from 'sanity';
import {
  frenchCopyWarning,
  hasBlocks,
  languageFields,
  missingLanguageMessage,
} from '../shared/languages';
import { translationSourcesField, translationSourcesWarning } from '../shared/translation-sources';
import { TranslationInput } from '../../studio/translation/translation-input';

export const localeBlockContent = defineType({
  name: 'localeBlockContent',
  title: 'Localized rich text',
  type: 'object',
  options: { columns: 2 },
  components: { input: TranslationInput },
  validation: (rule) => rule.custom(translationSourcesWarning).warning(),
  fields: [
    ...languageFields.map(({ language, title, copyRules }) =>
      defineField({
        name: language,
        title,
        type: 'array',
        of: [
          defineArrayMember({
            type: 'block',
            styles: [{ title: 'Normal', value: 'normal' }],
            lists: [
              { title: 'Bullet', value: 'bullet' },
              { title: 'Numbered', value: 'number' },
            ],
            marks: {
              decorators: [
                { title: 'Strong', value: 'strong' },
                { title: 'Emphasis', value: 'em' },
              ],
              annotations: [defineArrayMember({ type: 'internalLink' })],
            },
          }),
        ],
        validation: (rule) => [
          rule
            .required()
            .custom(
              (value) =>
                value === undefined || hasBlocks(value) || missingLanguageMessage(language),
            )
            .error(missingLanguageMessage(language)),
          ...(copyRules === 'french' ? [rule.custom(frenchCopyWarning).warning()] : []),
        ],
      }),
    ),
    translationSourcesField,
  ],
});
