import { defineField, defineType, type FieldDefinition, type PreviewConfig } from 'sanity';
import type { Locale } from '../../lib/i18n/locales';
import { TranslationInput } from '../../studio/translation/translation-input';
import { frenchCopyWarning, languageFields, missingLanguageMessage } from './languages';
import { translationSourcesField, translationSourcesWarning } from './translation-sources';

type TranslatedTypeOptions = {
  name: string;
  title: string;
  /** One language's field, apart from its name, title and checks: its type and how it is typed. */
  field: Record<string, unknown> & { type: string };
  /** Whether a language's value holds text: what "missing" means for this type. */
  written: (value: unknown) => boolean;
  preview?: PreviewConfig;
};

/**
 * A localized type whose languages translate each other: one field per language of the
 * registry, side by side, each required and French checked against the house's copy rules; the
 * English each translation was made from; and the input that shows a stale or drafted one.
 */
export function translatedType({ name, title, field, written, preview }: TranslatedTypeOptions) {
  const languageField = (language: Locale, languageTitle: string, french: boolean) =>
    defineField({
      ...field,
      name: language,
      title: languageTitle,
      validation: (rule) => [
        rule
          .required()
          .custom(
            (value) => value === undefined || written(value) || missingLanguageMessage(language),
          )
          .error(missingLanguageMessage(language)),
        ...(french ? [rule.custom(frenchCopyWarning).warning()] : []),
      ],
    } as FieldDefinition);
  return defineType({
    name,
    title,
    type: 'object',
    options: { columns: 2 },
    components: { input: TranslationInput },
    validation: (rule) => rule.custom(translationSourcesWarning).warning(),
    fields: [
      ...languageFields.map(({ language, title: languageTitle, copyRules }) =>
        languageField(language, languageTitle, copyRules === 'french'),
      ),
      translationSourcesField,
    ],
    ...(preview ? { preview } : {}),
  });
}
