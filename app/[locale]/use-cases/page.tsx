import { PageIntro } from '@/components/ui/page-intro';
import { UseCaseGrid } from '@/components/use-cases/use-case-grid';
import { getUseCases, getUseCasesPage } from '@/lib/content';
import { resolveLocale } from '@/lib/i18n/server';
import { metadataFor } from '@/lib/seo/metadata';

export const generateMetadata = metadataFor('useCases');

export default async function UseCasesPage({ params }: PageProps<'/[locale]/use-cases'>) {
  const locale = await resolveLocale(params);
  const [page, useCases] = await Promise.all([getUseCasesPage(locale), getUseCases(locale)]);
  return (
    <>
      <PageIntro title={page.title} description={page.description} />
      <UseCaseGrid locale={locale} useCases={useCases} />
    </>
  );
}
