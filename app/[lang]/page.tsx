import { DictionaryPageIntro } from '@/components/ui/dictionary-page-intro';
import { resolveLocale } from '@/lib/i18n/server';
import { dictionaryPageMetadata } from '@/lib/metadata';
import { paths } from '@/lib/routes';

export function generateMetadata({ params }: PageProps<'/[lang]'>) {
  return dictionaryPageMetadata(params, 'home', paths.home);
}

export default async function HomePage({ params }: PageProps<'/[lang]'>) {
  const lang = await resolveLocale(params);
  return <DictionaryPageIntro lang={lang} page="home" />;
}
