import { RichText } from '@/components/ui/rich-text';
import type { FaqItem } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';

type FaqAnswerValue = FaqItem['answer'];

type FaqAnswerProps = {
  value: FaqAnswerValue;
  locale: Locale;
};

/** An answer as marketers wrote it, with its links to other pages in the reader's language. */
export function FaqAnswer({ value, locale }: FaqAnswerProps) {
  return <RichText value={value} locale={locale} />;
}
