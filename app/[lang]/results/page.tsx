import { DictionaryPageIntro } from '@/components/ui/dictionary-page-intro';
import { resolveLocale } from '@/lib/i18n/server';
import { dictionaryPageMetadata } from '@/lib/metadata';
import { paths } from '@/lib/routes';

export function generateMetadata({ params }: PageProps<'/[lang]/results'>) {
  return dictionaryPageMetadata(params, 'results', paths.results);
}

export default async function ResultsPage({ params }: PageProps<'/[lang]/results'>) {
  const lang = await resolveLocale(params);
  return <DictionaryPageIntro lang={lang} page="results" />;
}
