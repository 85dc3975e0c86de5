import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { pagePath, paths, type Page } from '@/lib/routes';

type DetailBreadcrumbProps = {
  locale: Locale;
  /** The detail page: a service or a story. */
  page: Page & { name: 'service' | 'useCase' };
  title: string;
};

/** Home, then the overview the page belongs to, then the page itself. */
export async function DetailBreadcrumb({ locale, page, title }: DetailBreadcrumbProps) {
  const t = await getTranslations({ locale, namespace: 'nav' });
  const overview =
    page.name === 'service'
      ? { name: t('aiServices'), path: paths.aiSolutions }
      : { name: t('useCases'), path: paths.useCases };
  return (
    <Breadcrumb
      label={t('breadcrumb')}
      trail={[
        { name: t('home'), href: localizedPath(locale, paths.home) },
        { name: overview.name, href: localizedPath(locale, overview.path) },
      ]}
      current={{ name: title, href: localizedPath(locale, pagePath(page)) }}
    />
  );
}
