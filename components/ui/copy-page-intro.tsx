import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { PageIntro } from './page-intro';

type CopyPageIntroProps = {
  locale: Locale;
  page:
    | 'assessmentInfo'
    | 'assessment'
    | 'results'
    | 'contact'
    | 'useCases'
    | 'faq'
    | 'legalNotice'
    | 'privacy';
};

/** A page heading and lead as marketers wrote them in the page's Studio document. */
export async function CopyPageIntro({ locale, page }: CopyPageIntroProps) {
  const t = await getTranslations({ locale, namespace: 'pages' });
  return <PageIntro title={t(`${page}.title`)} description={t(`${page}.description`)} />;
}
