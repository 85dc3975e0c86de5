import type { MetadataRoute } from 'next';
import { locales } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { absoluteUrl } from '@/lib/seo/metadata';
import { indexedPagePaths } from '@/lib/routes';

export default function sitemap(): MetadataRoute.Sitemap {
  return indexedPagePaths.flatMap((path) => {
    const languages = {
      ...Object.fromEntries(locales.map((lang) => [lang, absoluteUrl(localizedPath(lang, path))])),
      'x-default': absoluteUrl(localizedPath('en', path)),
    };
    return locales.map((lang) => ({
      url: absoluteUrl(localizedPath(lang, path)),
      changeFrequency: 'monthly' as const,
      priority: path === '/' ? 1 : 0.7,
      alternates: { languages },
    }));
  });
}
