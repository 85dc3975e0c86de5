import { DictionaryPageIntro } from '@/components/ui/dictionary-page-intro';
import { resolveLocale } from '@/lib/i18n/server';
import { dictionaryPageMetadata } from '@/lib/metadata';
import { paths } from '@/lib/routes';

export function generateMetadata({ params }: PageProps<'/[lang]/use-cases'>) {
  return dictionaryPageMetadata(params, 'useCases', paths.useCases);
}

export default async function UseCasesPage({ params }: PageProps<'/[lang]/use-cases'>) {
  const lang = await resolveLocale(params);
  return <DictionaryPageIntro lang={lang} page="useCases" />;
}
