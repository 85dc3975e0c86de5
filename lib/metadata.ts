import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { siteUrl } from './env';
import { locales, type Locale } from './i18n/locales';
import { localizedPath } from './i18n/routing';
import { privatePagePaths } from './routes';

/** The fields a page can set, after spec section 2 "Page metadata fields". */
export type PageMetadataInput = {
  lang: Locale;
  /** The page's path without language prefix, e.g. `/contact`. */
  path: string;
  title: string;
  description: string;
  image?: { url: string; width?: number; height?: number; alt?: string };
  canonicalUrl?: string;
  type?: 'website' | 'article';
};

const openGraphLocales: Record<Locale, string> = { en: 'en_US', fr: 'fr_FR' };

export const defaultSocialImage = { url: '/og-default.png', width: 1200, height: 630 };

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl}/`).toString();
}

export async function pageMetadata({
  lang,
  path,
  title,
  description,
  image = defaultSocialImage,
  canonicalUrl,
  type = 'website',
}: PageMetadataInput): Promise<Metadata> {
  const t = await getTranslations({ locale: lang, namespace: 'site' });
  const canonical = canonicalUrl ?? absoluteUrl(localizedPath(lang, path));
  const languages = Object.fromEntries(
    locales.map((locale) => [locale, absoluteUrl(localizedPath(locale, path))]),
  );
  const socialImage = { ...image, url: absoluteUrl(image.url), alt: image.alt ?? title };

  return {
    title,
    description,
    ...(privatePagePaths.includes(path) ? { robots: { index: false, follow: true } } : {}),
    alternates: {
      canonical,
      languages: { ...languages, 'x-default': absoluteUrl(localizedPath('en', path)) },
    },
    openGraph: {
      type,
      url: canonical,
      title,
      description,
      siteName: t('name'),
      locale: openGraphLocales[lang],
      alternateLocale: locales.filter((locale) => locale !== lang).map((l) => openGraphLocales[l]),
      images: [socialImage],
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description,
      images: [socialImage.url],
    },
  };
}

type DictionaryPage =
  | 'home'
  | 'assessmentInfo'
  | 'assessment'
  | 'results'
  | 'contact'
  | 'aiSolutions'
  | 'useCases'
  | 'faq';

/** Metadata for a page whose title and description live in the dictionary under `pages.<page>`. */
export async function dictionaryPageMetadata(
  params: Promise<{ lang: string }>,
  page: DictionaryPage,
  path: string,
): Promise<Metadata> {
  const { lang } = await params;
  const locale: Locale = lang === 'fr' ? 'fr' : 'en';
  const t = await getTranslations({ locale, namespace: 'pages' });
  return pageMetadata({
    lang: locale,
    path,
    title: t(`${page}.title`),
    description: t(`${page}.description`),
  });
}
