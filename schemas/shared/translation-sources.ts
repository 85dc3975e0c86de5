import { defineField } from 'sanity';
import { defaultLocale, localeEntry, translatedLocales } from '../../lib/i18n/locales';
import { SOURCES_FIELD, translationState, type Localized } from '../../lib/i18n/translation-source';
import { isFilled } from './languages';

/**
 * Where a localized value keeps, per translated language, the English it was translated from
 * (lib/i18n/translation-source.ts). Written by the translation input's actions, never typed by
 * hand, so editors do not see it as a field.
 */
export const translationSourcesField = defineField({
  name: SOURCES_FIELD,
  title: 'English each translation was made from',
  type: 'object',
  hidden: true,
  readOnly: true,
  fields: translatedLocales.map((locale) =>
    defineField({
      name: locale,
      title: `${localeEntry(locale).name} translated from`,
      type: 'object',
      fields: [
        defineField({ name: 'fingerprint', title: 'Fingerprint of the English', type: 'string' }),
        defineField({ name: 'english', title: 'The English as it was', type: 'text' }),
        defineField({ name: 'draft', title: 'Drafted by the provider', type: 'boolean' }),
      ],
    }),
  ),
});

/**
 * The warning a stale or drafted translation gives in the document's validation, which the
 * Publish button shows: publishing is allowed, and until the French is updated or confirmed,
 * French visitors read the French that was there.
 */
export function translationSourcesWarning(value: unknown): true | string {
  if (
    typeof value !== 'object' ||
    value === null ||
    !isFilled((value as Localized)[defaultLocale])
  ) {
    return true;
  }
  const pending = translatedLocales.flatMap((locale) => {
    const state = translationState(value as Localized, locale);
    const language = localeEntry(locale).name;
    if (state === 'stale') return [`${language}: the English changed since it was translated`];
    if (state === 'draft') return [`${language}: an unconfirmed draft from the provider`];
    return [];
  });
  return pending.length === 0
    ? true
    : `Translation to check: ${pending.join('; ')}. Update it or confirm that it still holds.`;
}
