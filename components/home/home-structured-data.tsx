import { JsonLd } from '@/components/ui/json-ld';
import type { SiteSettings } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { paths } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo/metadata';
import { organization, website } from '@/lib/seo/structured-data';

/** The firm and its site, described to search engines from the site settings. */
export function HomeStructuredData({
  locale,
  settings,
}: {
  locale: Locale;
  settings: SiteSettings;
}) {
  const url = absoluteUrl(localizedPath(locale, paths.home));
  return (
    <JsonLd
      data={[
        organization({
          name: settings.companyName,
          url,
          logo: absoluteUrl('/logo.svg'),
          email: settings.contactEmail,
        }),
        website({ name: settings.companyName, url, locale }),
      ]}
    />
  );
}
