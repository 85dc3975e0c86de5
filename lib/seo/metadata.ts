import 'server-only';
import type { Metadata } from 'next';
import {
  getAiSolutionsPage,
  getAssessmentInfoPage,
  getAssessmentPage,
  getContactPage,
  getFaqPage,
  getLegalNotice,
  getPrivacyPolicy,
  getResultsPage,
  getService,
  getSiteSettings,
  getUseCase,
  getUseCasesPage,
} from '../content';
import { imageSource, type ContentImage } from '../content/image';
import { siteUrl } from '../env';
import { defaultLocale, localeEntry, locales, type Locale } from '../i18n/locales';
import { localizedPath } from '../i18n/routing';
import { resolveLocale } from '../i18n/server';
import { isPrivatePage, pagePath, type Page, type PageName } from '../routes';
import { ogImageSize } from './og-image';

type SocialImage = { url: string; width?: number; height?: number; alt?: string };

/** What a page can set: title, description, image, canonical URL and type. */
export type PageMetadataInput = {
  locale: Locale;
  page: Page;
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

function resolveUrl(path: string, base: string): string {
  return new URL(path, `${base}/`).toString();
}

export function absoluteUrl(path: string): string {
  return resolveUrl(path, siteUrl);
}

/** The generated social preview of a page, served by app/og at the page's own path. */
function ogImagePath(locale: Locale, page: Page): string {
  return `/og${localizedPath(locale, pagePath(page))}`;
}

function socialImage(
  image: (ContentImage & { width?: number | null; height?: number | null; alt?: string }) | null,
): SocialImage | undefined {
  if (!image?.url) return undefined;
  const alt = image.alt || undefined;
  // From the Content Lake, cut to the social card's shape around the Studio's hotspot.
  const source = imageSource(image, ogImageSize.width / ogImageSize.height);
  if (source.loader)
    return {
      url: source.loader({ src: source.src, width: ogImageSize.width }),
      ...ogImageSize,
      alt,
    };
  return {
    url: image.url,
    width: image.width ?? undefined,
    height: image.height ?? undefined,
    alt,
  };
}

/**
 * The page's metadata. A page without a description or image of its own takes the site settings'
 * defaults, so editors control them; without a default image, the page's generated title card.
 */
export function composeMetadata(
  {
    locale,
    page,
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
  const path = pagePath(page);
  const canonical = canonicalUrl ?? url(localizedPath(locale, path));
  const languages = Object.fromEntries(
    locales.map((locale) => [locale, url(localizedPath(locale, path))]),
  );
  const text = description || site.description;
  const chosen = image ?? site.image ?? { url: ogImagePath(locale, page), ...ogImageSize };
  const preview = { ...chosen, url: url(chosen.url), alt: chosen.alt ?? title };

  return {
    title: absoluteTitle ? { absolute: title } : title,
    description: text,
    ...(isPrivatePage(page) ? { robots: { index: false, follow: true } } : {}),
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
      locale: localeEntry(locale).openGraph,
      alternateLocale: locales
        .filter((other) => other !== locale)
        .map((other) => localeEntry(other).openGraph),
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
    siteName: settings.companyName,
    description: settings.seoDescription ?? '',
    image: socialImage(settings.seoImage),
  };
}

async function pageMetadata(input: PageMetadataInput): Promise<Metadata> {
  return composeMetadata(input, await siteSeoDefaults(input.locale));
}

type PageSummary = Omit<PageMetadataInput, 'locale' | 'page' | 'canonicalUrl'>;

/** A page's title and description as marketers wrote them in its Studio document. */
function titled({ title, description }: { title: string; description: string }): PageSummary {
  return { title, description };
}

/** Where each page's title, description and own image come from. */
const describers: Record<
  PageName,
  (locale: Locale, slug: string) => Promise<PageSummary | undefined>
> = {
  home: async (locale) => {
    // The home page's title and description are the site settings' own.
    const settings = await getSiteSettings(locale);
    return {
      title: settings.seoTitle ?? settings.companyName,
      absoluteTitle: true,
      description: settings.seoDescription ?? undefined,
    };
  },
  service: async (locale, slug) => {
    const service = await getService(locale, slug);
    return service ? { title: service.title, description: service.summary } : undefined;
  },
  useCase: async (locale, slug) => {
    const useCase = await getUseCase(locale, slug);
    if (!useCase) return undefined;
    return {
      title: useCase.title,
      description: useCase.summary,
      image: socialImage(useCase.image),
      type: 'article',
    };
  },
  // In search results and browser tabs, the listing's title and description, not the hero's.
  aiSolutions: async (locale) => titled((await getAiSolutionsPage(locale)).listing),
  useCases: async (locale) => titled(await getUseCasesPage(locale)),
  assessmentInfo: async (locale) => titled(await getAssessmentInfoPage(locale)),
  assessment: async (locale) => titled(await getAssessmentPage(locale)),
  results: async (locale) => titled(await getResultsPage(locale)),
  contact: async (locale) => titled(await getContactPage(locale)),
  faq: async (locale) => titled(await getFaqPage(locale)),
  legalNotice: async (locale) => titled((await getLegalNotice(locale)).page),
  privacy: async (locale) => titled(await getPrivacyPolicy(locale)),
};

/**
 * Title, description and own image of a page, the one source for its metadata and its generated
 * preview image. Undefined for a service or story that the content does not hold.
 */
export function describePage(
  locale: Locale,
  { name, slug = '' }: Page,
): Promise<PageSummary | undefined> {
  return describers[name](locale, slug);
}

/** The 404 page's title and description. */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const { notFound } = await getSiteSettings(locale);
  return { title: notFound.title, description: notFound.description };
}

/**
 * The `generateMetadata` of the page named `name`, for its route. For a slug the content does not
 * hold, the page itself answers 404; its head already carries the 404 title, which the browser
 * keeps once the not-found UI is rendered.
 */
export function metadataFor(name: PageName) {
  return async ({
    params,
  }: {
    params: Promise<{ locale: string; slug?: string }>;
  }): Promise<Metadata> => {
    const locale = await resolveLocale(params);
    const { slug } = await params;
    const page = { name, slug };
    const summary = await describePage(locale, page);
    if (!summary) return notFoundMetadata(locale);
    return pageMetadata({ locale, page, ...summary });
  };
}
