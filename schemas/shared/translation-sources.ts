import { defineField } from 'sanity';
import { localeEntry, translatedLocales } from '../../lib/i18n/locales';
import { SOURCES_FIELD } from '../../lib/i18n/translation-source';

/**
 * Where a localized value keeps, per translated language, the fingerprint of the English it was
 * translated from (lib/i18n/translation-source.ts). Written by tools, never typed by hand, so
 * editors do not see it.
 */
export const translationSourcesField = defineField({
  name: SOURCES_FIELD,
  title: 'English each translation was made from',
  type: 'object',
  hidden: true,
  readOnly: true,
  fields: translatedLocales.map((locale) =>
    defineField({ name: locale, title: localeEntry(locale).name, type: 'string' }),
  ),
});
