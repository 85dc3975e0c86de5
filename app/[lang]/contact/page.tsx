import { DictionaryPageIntro } from '@/components/ui/dictionary-page-intro';
import { resolveLocale } from '@/lib/i18n/server';
import { dictionaryPageMetadata } from '@/lib/metadata';
import { paths } from '@/lib/routes';

export function generateMetadata({ params }: PageProps<'/[lang]/contact'>) {
  return dictionaryPageMetadata(params, 'contact', paths.contact);
}

export default async function ContactPage({ params }: PageProps<'/[lang]/contact'>) {
  const lang = await resolveLocale(params);
  return <DictionaryPageIntro lang={lang} page="contact" />;
}
