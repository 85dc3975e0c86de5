import { FaqList } from '@/components/faq/faq-list';
import { FaqStructuredData } from '@/components/faq/faq-structured-data';
import { PageIntro } from '@/components/ui/page-intro';
import { getFaqItems, getFaqPage } from '@/lib/content';
import { resolveLocale } from '@/lib/i18n/server';
import { metadataFor } from '@/lib/seo/metadata';

export const generateMetadata = metadataFor('faq');

export default async function FaqPage({ params }: PageProps<'/[locale]/faq'>) {
  const locale = await resolveLocale(params);
  const [page, items] = await Promise.all([getFaqPage(locale), getFaqItems(locale)]);

  return (
    <>
      <FaqStructuredData items={items} />
      <PageIntro title={page.title} description={page.description} />
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        <div className="max-w-4xl">
          <FaqList items={items} locale={locale} headingLevel="h2" />
        </div>
      </div>
    </>
  );
}
