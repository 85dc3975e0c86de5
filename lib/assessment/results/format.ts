import type { Locale } from '@/lib/i18n/locales';

/** A score percentage (0 to 100) as the visitor's language writes it: "63%", "63 %". */
export function formatPercentage(percentage: number, lang: Locale): string {
  return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(
    percentage / 100,
  );
}

export function formatDate(isoDate: string, lang: Locale): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(new Date(isoDate));
}
