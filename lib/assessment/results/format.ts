import { localeEntry, type Locale } from '@/lib/i18n/locales';

/** A score percentage (0 to 100) as the visitor's language writes it: "63%", "63 %". */
export function formatPercentage(percentage: number, locale: Locale): string {
  return new Intl.NumberFormat(localeEntry(locale).languageTag, {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(percentage / 100);
}

export function formatDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeEntry(locale).languageTag, { dateStyle: 'long' }).format(
    new Date(isoDate),
  );
}
