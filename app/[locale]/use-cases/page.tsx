import { CopyPageIntro } from '@/components/ui/copy-page-intro';
import { UseCaseGrid } from '@/components/use-cases/use-case-grid';
import { getUseCases } from '@/lib/content';
import { resolveLocale } from '@/lib/i18n/server';
import { metadataFor } from '@/lib/seo/metadata';

export const generateMetadata = metadataFor('useCases');

export default async function UseCasesPage({ params }: PageProps<'/[locale]/use-cases'>) {
  const locale = await resolveLocale(params);
  const useCases = await getUseCases(locale);
  return (
    <>
      <CopyPageIntro locale={locale} page="useCases" />
      <UseCaseGrid locale={locale} useCases={useCases} />
    </>
  );
}
