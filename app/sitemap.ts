import type { MetadataRoute } from 'next';
import { defaultLocale, locales } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { absoluteUrl } from '@/lib/seo/metadata';
import { indexedPagePaths } from '@/lib/routes';

export default function sitemap(): MetadataRoute.Sitemap {
  return indexedPagePaths.flatMap((path) => {
    const languages = {
      ...Object.fromEntries(
        locales.map((locale) => [locale, absoluteUrl(localizedPath(locale, path))]),
      ),
      'x-default': absoluteUrl(localizedPath(defaultLocale, path)),
    };
    return locales.map((locale) => ({
      url: absoluteUrl(localizedPath(locale, path)),
      changeFrequency: 'monthly' as const,
      priority: path === '/' ? 1 : 0.7,
      alternates: { languages },
    }));
  });
}
