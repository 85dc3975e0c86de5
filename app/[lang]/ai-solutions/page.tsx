import { DictionaryPageIntro } from '@/components/ui/dictionary-page-intro';
import { resolveLocale } from '@/lib/i18n/server';
import { dictionaryPageMetadata } from '@/lib/metadata';
import { paths } from '@/lib/routes';

export function generateMetadata({ params }: PageProps<'/[lang]/ai-solutions'>) {
  return dictionaryPageMetadata(params, 'aiSolutions', paths.aiSolutions);
}

export default async function AiSolutionsPage({ params }: PageProps<'/[lang]/ai-solutions'>) {
  const lang = await resolveLocale(params);
  return <DictionaryPageIntro lang={lang} page="aiSolutions" />;
}
