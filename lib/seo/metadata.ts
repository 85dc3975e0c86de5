import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getService, getSiteSettings, getUseCase } from '../content';
import { siteUrl } from '../env';
import { defaultLocale, locales, type Locale } from '../i18n/locales';
import { localizedPath } from '../i18n/routing';
import { resolveLocale } from '../i18n/server';
import { ogImageSize } from './og-image';
import { paths, privatePagePaths } from '../routes';

export type SocialImage = { url: string; width?: number; height?: number; alt?: string };

/** The fields a page can set, after spec section 2 "Page metadata fields". */
export type PageMetadataInput = {
  locale: Locale;
  /** The page's path without language prefix, e.g. `/contact`. */
  path: string;
  title: string;
  /** A title used as is, without the site's name after it: the home page's, from the settings. */
  absoluteTitle?: boolean;
  description?: string;
  image?: SocialImage;
  canonicalUrl?: string;
  type?: 'website' | 'article';
};

/** What the whole site provides: its address, its name and the site settings' default SEO. */
export type SiteDefaults = {
  siteUrl: string;
  siteName: string;
  description: string;
  image?: SocialImage;
};

const openGraphLocales: Record<Locale, string> = { en: 'en_US', fr: 'fr_FR' };

function resolveUrl(path: string, base: string): string {
  return new URL(path, `${base}/`).toString();
}

export function absoluteUrl(path: string): string {
  return resolveUrl(path, siteUrl);
}

/** The generated social preview of a page, served by app/og. */
export function ogImagePath(locale: Locale, path: string): string {
  return `/og${localizedPath(locale, path)}`;
}

function socialImage(
  image: { url: string | null; width?: number | null; height?: number | null; alt?: string } | null,
): SocialImage | undefined {
  if (!image?.url) return undefined;
  return {
    url: image.url,
    width: image.width ?? undefined,
    height: image.height ?? undefined,
    alt: image.alt || undefined,
  };
}

/**
 * The page's metadata. A page without a description or image of its own takes the site settings'
 * defaults, so editors control them; without a default image, the page's generated title card.
 */
export function composeMetadata(
  {
    locale,
    path,
    title,
    absoluteTitle = false,
    description,
    image,
    canonicalUrl,
    type = 'website',
  }: PageMetadataInput,
  site: SiteDefaults,
): Metadata {
  const url = (target: string) => resolveUrl(target, site.siteUrl);
  const canonical = canonicalUrl ?? url(localizedPath(locale, path));
  const languages = Object.fromEntries(
    locales.map((locale) => [locale, url(localizedPath(locale, path))]),
  );
  const text = description || site.description;
  const chosen = image ?? site.image ?? { url: ogImagePath(locale, path), ...ogImageSize };
  const preview = { ...chosen, url: url(chosen.url), alt: chosen.alt ?? title };

  return {
    title: absoluteTitle ? { absolute: title } : title,
    description: text,
    ...(privatePagePaths.includes(path) ? { robots: { index: false, follow: true } } : {}),
    alternates: {
      canonical,
      languages: { ...languages, 'x-default': url(localizedPath(defaultLocale, path)) },
    },
    openGraph: {
      type,
      url: canonical,
      title,
      description: text,
      siteName: site.siteName,
      locale: openGraphLocales[locale],
      alternateLocale: locales.filter((other) => other !== locale).map((l) => openGraphLocales[l]),
      images: [preview],
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description: text,
      images: [{ url: preview.url, alt: preview.alt }],
    },
  };
}

async function siteSeoDefaults(locale: Locale): Promise<SiteDefaults> {
  const settings = await getSiteSettings(locale);
  return {
    siteUrl,
    siteName: settings?.companyName ?? '',
    description: settings?.seoDescription ?? '',
    image: socialImage(settings?.seoImage ?? null),
  };
}

export async function pageMetadata(input: PageMetadataInput): Promise<Metadata> {
  return composeMetadata(input, await siteSeoDefaults(input.locale));
}

type PageSummary = Omit<PageMetadataInput, 'locale' | 'path' | 'canonicalUrl'>;

type DictionaryPage =
  | 'home'
  | 'aiSolutions'
  | 'useCases'
  | 'assessmentInfo'
  | 'assessment'
  | 'results'
  | 'contact'
  | 'faq';

/** Pages whose title and description live in the dictionary under `pages.<page>`. */
const dictionaryPages: Partial<Record<string, DictionaryPage>> = {
  [paths.home]: 'home',
  [paths.aiSolutions]: 'aiSolutions',
  [paths.useCases]: 'useCases',
  [paths.assessmentInfo]: 'assessmentInfo',
  [paths.assessment]: 'assessment',
  [paths.results]: 'results',
  [paths.contact]: 'contact',
  [paths.faq]: 'faq',
};

/**
 * Title, description and own image of a page, the one source for its metadata and its generated
 * preview image. Undefined when the path is no page of the site.
 */
export async function describePage(locale: Locale, path: string): Promise<PageSummary | undefined> {
  const [, section, slug, ...rest] = path.split('/');
  if (slug && rest.length === 0 && section === 'ai-solutions') {
    const service = await getService(locale, slug);
    return service ? { title: service.title, description: service.summary } : undefined;
  }
  if (slug && rest.length === 0 && section === 'use-cases') {
    const useCase = await getUseCase(locale, slug);
    if (!useCase) return undefined;
    return {
      title: useCase.title,
      description: useCase.summary,
      image: socialImage(useCase.image),
      type: 'article',
    };
  }
  const page = dictionaryPages[path];
  if (!page) return undefined;
  const t = await getTranslations({ locale, namespace: 'pages' });
  const summary = { title: t(`${page}.title`), description: t(`${page}.description`) };
  if (path !== paths.home) return summary;
  // The home page's title and description are the site settings' own, which marketers edit.
  const settings = await getSiteSettings(locale);
  return {
    ...(settings?.seoTitle ? { title: settings.seoTitle, absoluteTitle: true } : summary),
    description: settings?.seoDescription || summary.description,
  };
}

/** The 404 page's title and description. */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return { title: t('title'), description: t('description') };
}

/**
 * `generateMetadata` of a page of the route table. For a path that is no page, the page itself
 * answers 404; its head already carries the 404 title, which the browser keeps once the
 * not-found UI is rendered.
 */
export async function routeMetadata(
  params: Promise<{ locale: string }>,
  path: string,
): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const page = await describePage(locale, path);
  if (!page) return notFoundMetadata(locale);
  return pageMetadata({ locale, path, ...page });
}
