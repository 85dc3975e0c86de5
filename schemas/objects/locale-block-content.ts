import { defineArrayMember, defineField, defineType } from 'sanity';
import {
  frenchCopyWarning,
  hasBlocks,
  languageFields,
  missingLanguageMessage,
} from '../shared/languages';
import { translationSourcesField } from '../shared/translation-sources';

export const localeBlockContent = defineType({
  name: 'localeBlockContent',
  title: 'Localized rich text',
  type: 'object',
  options: { columns: 2 },
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
