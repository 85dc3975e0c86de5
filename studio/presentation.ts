import { defineDocuments, defineLocations, presentationTool } from 'sanity/presentation';
import type { DocumentLocation } from 'sanity/presentation';
import { localeEntry, locales } from '../lib/i18n/locales';
import { localizedPath } from '../lib/i18n/routing';
import {
  pagePath,
  pagesShowing,
  pageTypes,
  type Page,
  type PageName,
  type PageType,
} from '../lib/routes';
import { inDefaultLocale } from '../schemas/shared/languages';

/** The route that turns on draft mode once the site has checked the Studio's preview secret. */
export const DRAFT_MODE_ENABLE_PATH = '/api/draft-mode/enable';

/** One location per language for a page. */
function pageLocations(page: Page, title: string): DocumentLocation[] {
  return locales.map((locale) => ({
    title: `${title} (${localeEntry(locale).name})`,
    href: localizedPath(locale, pagePath(page)),
  }));
}

function typeOf(name: PageName): PageType {
  return pageTypes[name];
}

/** A page of a type, for a document shown on it: a service or a story by its first slug. */
function aPageOf(name: PageName): Page {
  return { name, slug: typeOf(name).slugs?.[0] };
}

/** Every page type that shows a document, from lib/routes.ts, as preview locations. */
function locationsOf(documentType: string) {
  return defineLocations({
    locations: pagesShowing(documentType).flatMap((name) =>
      pageLocations(aPageOf(name), typeOf(name).title),
    ),
  });
}

/** A service or a story: its own page, then the pages that show it too. */
function detailLocations(name: PageName) {
  const { document } = typeOf(name);
  const others = pagesShowing(document).filter((other) => other !== name);
  return defineLocations({
    select: { title: inDefaultLocale('title'), slug: 'slug.current' },
    resolve: (doc) =>
      doc?.slug
        ? {
            locations: [
              ...pageLocations({ name, slug: doc.slug }, doc.title ?? doc.slug),
              ...others.flatMap((other) => pageLocations(aPageOf(other), typeOf(other).title)),
            ],
          }
        : null,
  });
}

const pageNames = Object.keys(pageTypes) as PageName[];
const shownDocuments = [
  ...new Set(pageNames.flatMap((name) => [typeOf(name).document, ...(typeOf(name).shows ?? [])])),
];

const locations = {
  ...Object.fromEntries(
    shownDocuments.map((documentType) => {
      const own = pageNames.find((name) => typeOf(name).document === documentType);
      return [
        documentType,
        own && typeOf(own).slugs ? detailLocations(own) : locationsOf(documentType),
      ];
    }),
  ),
  siteSettings: defineLocations({
    // Shown on every page: listing them all would bury the useful ones.
    locations: pageLocations({ name: 'home' }, typeOf('home').title),
    message: 'Shown on every page: the header, the footer, the page titles and the consent banner.',
    tone: 'caution',
  }),
};

/** Which document a page of the preview opens, in either language. */
const mainDocuments = defineDocuments(
  locales.flatMap((locale) =>
    pageNames.map((name) => {
      const { path, document, slugs } = typeOf(name);
      const route = localizedPath(locale, path);
      return slugs
        ? { route, filter: `_type == "${document}" && slug.current == $slug` }
        : { route, type: document };
    }),
  ),
);

/**
 * The Presentation tool: the site beside the document, in draft mode, where a click on a text
 * opens its field. The site checks the Studio's secret before it shows any draft.
 */
export const presentation = presentationTool({
  resolve: { locations, mainDocuments },
  previewUrl: { previewMode: { enable: DRAFT_MODE_ENABLE_PATH } },
});
