import { FaqList } from '@/components/faq/faq-list';
import { Section } from '@/components/ui/section';
import type { HomePage } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';

export function FaqSection({ faq, locale }: { faq: HomePage['faq']; locale: Locale }) {
  return (
    <Section id="faq-title" copy={faq} layout="split" headingClassName="lg:sticky lg:top-28">
      <FaqList items={faq.items} locale={locale} headingLevel="h3" />
    </Section>
  );
}
