import { toPlainText } from '@portabletext/react';
import { getTranslations } from 'next-intl/server';
import { FaqList } from '@/components/faq/faq-list';
import { JsonLd } from '@/components/seo/json-ld';
import { PageIntro } from '@/components/ui/page-intro';
import { getFaqItems } from '@/lib/content';
import { resolveLocale } from '@/lib/i18n/server';
import { routeMetadata } from '@/lib/seo/metadata';
import { paths } from '@/lib/routes';
import { faqPage } from '@/lib/seo/structured-data';

export function generateMetadata({ params }: PageProps<'/[locale]/faq'>) {
  return routeMetadata(params, paths.faq);
}

export default async function FaqPage({ params }: PageProps<'/[locale]/faq'>) {
  const locale = await resolveLocale(params);
  const [items, t] = await Promise.all([
    getFaqItems(locale),
    getTranslations({ locale, namespace: 'pages.faq' }),
  ]);

  return (
    <>
      <JsonLd
        data={[
          faqPage(
            items.map((item) => ({ question: item.question, answer: toPlainText(item.answer) })),
          ),
        ]}
      />
      <PageIntro title={t('title')} description={t('description')} />
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        <div className="max-w-4xl">
          <FaqList items={items} locale={locale} headingLevel="h2" />
        </div>
      </div>
    </>
  );
}
