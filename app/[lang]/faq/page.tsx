import { DictionaryPageIntro } from '@/components/ui/dictionary-page-intro';
import { resolveLocale } from '@/lib/i18n/server';
import { dictionaryPageMetadata } from '@/lib/metadata';
import { paths } from '@/lib/routes';

export function generateMetadata({ params }: PageProps<'/[lang]/faq'>) {
  return dictionaryPageMetadata(params, 'faq', paths.faq);
}

export default async function FaqPage({ params }: PageProps<'/[lang]/faq'>) {
  const lang = await resolveLocale(params);
  return <DictionaryPageIntro lang={lang} page="faq" />;
}
