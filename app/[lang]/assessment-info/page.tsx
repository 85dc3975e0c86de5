import { DictionaryPageIntro } from '@/components/ui/dictionary-page-intro';
import { resolveLocale } from '@/lib/i18n/server';
import { dictionaryPageMetadata } from '@/lib/metadata';
import { paths } from '@/lib/routes';

export function generateMetadata({ params }: PageProps<'/[lang]/assessment-info'>) {
  return dictionaryPageMetadata(params, 'assessmentInfo', paths.assessmentInfo);
}

export default async function AssessmentInfoPage({ params }: PageProps<'/[lang]/assessment-info'>) {
  const lang = await resolveLocale(params);
  return <DictionaryPageIntro lang={lang} page="assessmentInfo" />;
}
