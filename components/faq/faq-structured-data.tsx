import { toPlainText } from '@portabletext/react';
import { JsonLd } from '@/components/ui/json-ld';
import type { FaqItem } from '@/lib/content/types';
import { faqPage } from '@/lib/seo/structured-data';

/** The questions and plain-text answers as a FAQPage, for search engines. */
export function FaqStructuredData({ items }: { items: FaqItem[] }) {
  return (
    <JsonLd
      data={[
        faqPage(
          items.map((item) => ({ question: item.question, answer: toPlainText(item.answer) })),
        ),
      ]}
    />
  );
}
