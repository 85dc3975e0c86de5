import { FaqList } from '@/components/faq/faq-list';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Locale } from '@/lib/i18n/locales';
import type { HOME_PAGE_QUERY_RESULT } from '@/sanity.types';

type Faq = NonNullable<HOME_PAGE_QUERY_RESULT>['faq'];

export function FaqSection({ faq, locale }: { faq: Faq; locale: Locale }) {
  return (
    <section aria-labelledby="faq-title" className="render-when-near bg-white">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-20 sm:px-6 sm:py-24 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:px-8">
        <Reveal>
          <SectionHeading
            id="faq-title"
            title={faq.heading}
            intro={faq.intro}
            className="lg:sticky lg:top-28"
          />
        </Reveal>
        <Reveal>
          <FaqList items={faq.items} locale={locale} headingLevel="h3" />
        </Reveal>
      </div>
    </section>
  );
}
