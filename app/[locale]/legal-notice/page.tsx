import { LegalFacts } from '@/components/legal/legal-facts';
import { LegalSections } from '@/components/legal/legal-sections';
import { PageIntro } from '@/components/ui/page-intro';
import { getLegalNotice } from '@/lib/content';
import { resolveLocale } from '@/lib/i18n/server';
import { metadataFor } from '@/lib/seo/metadata';

export const generateMetadata = metadataFor('legalNotice');

export default async function LegalNoticePage({ params }: PageProps<'/[locale]/legal-notice'>) {
  const locale = await resolveLocale(params);
  const notice = await getLegalNotice(locale);
  return (
    <>
      <PageIntro title={notice.page.title} description={notice.page.description} />
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        <div className="max-w-3xl">
          <LegalFacts notice={notice} locale={locale} />
          <LegalSections sections={notice.page.sections} locale={locale} />
        </div>
      </div>
    </>
  );
}
