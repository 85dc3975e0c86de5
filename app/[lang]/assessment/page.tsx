import { DictionaryPageIntro } from '@/components/ui/dictionary-page-intro';
import { resolveLocale } from '@/lib/i18n/server';
import { dictionaryPageMetadata } from '@/lib/metadata';
import { paths } from '@/lib/routes';

export function generateMetadata({ params }: PageProps<'/[lang]/assessment'>) {
  return dictionaryPageMetadata(params, 'assessment', paths.assessment);
}

export default async function AssessmentPage({ params }: PageProps<'/[lang]/assessment'>) {
  const lang = await resolveLocale(params);
  return <DictionaryPageIntro lang={lang} page="assessment" />;
}
