import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { PageIntro } from './page-intro';

type DictionaryPageIntroProps = {
  locale: Locale;
  page:
    | 'home'
    | 'assessmentInfo'
    | 'assessment'
    | 'results'
    | 'contact'
    | 'aiSolutions'
    | 'useCases'
    | 'faq';
};

/** A page heading whose title and lead come from the dictionary under `pages.<page>`. */
export async function DictionaryPageIntro({ locale, page }: DictionaryPageIntroProps) {
  const t = await getTranslations({ locale, namespace: 'pages' });
  return <PageIntro title={t(`${page}.title`)} description={t(`${page}.description`)} />;
}
