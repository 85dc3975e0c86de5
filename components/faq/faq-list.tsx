import type { Locale } from '@/lib/i18n/locales';
import type { FaqItem } from '@/lib/content/types';
import { FaqAccordion } from './faq-accordion';
import { FaqAnswer } from './faq-answer';

type FaqListProps = {
  items: FaqItem[];
  locale: Locale;
  headingLevel: 'h2' | 'h3';
};

/** The accordion with its answers rendered on the server, so no Portable Text code ships to the browser. */
export function FaqList({ items, locale, headingLevel }: FaqListProps) {
  return (
    <FaqAccordion
      headingLevel={headingLevel}
      items={items.map((item) => ({
        id: item.key,
        question: item.question,
        answer: <FaqAnswer value={item.answer} locale={locale} />,
      }))}
    />
  );
}
