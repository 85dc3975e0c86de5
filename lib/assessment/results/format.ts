import { localeEntry, type Locale } from '@/lib/i18n/locales';

/** A score percentage (0 to 100) as the visitor's language writes it: "63%", "63 %". */
export function formatPercentage(percentage: number, locale: Locale): string {
  return new Intl.NumberFormat(localeEntry(locale).languageTag, {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(percentage / 100);
}

/** A day as the visitor's language writes it in a sentence: "June 1, 2027", « 1er juin 2027 ». */
export function formatDate(date: string | Date, locale: Locale): string {
  const { languageTag, firstDayOfMonth } = localeEntry(locale);
  return new Intl.DateTimeFormat(languageTag, { dateStyle: 'long' })
    .formatToParts(new Date(date))
    .map(({ type, value }) =>
      type === 'day' && Number(value) === 1 && firstDayOfMonth ? firstDayOfMonth : value,
    )
    .join('');
}
