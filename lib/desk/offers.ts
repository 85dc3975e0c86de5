import type { Passage } from '@/lib/assistant/corpus';
import { MAX_QUESTION_LENGTH } from '@/lib/assistant/protocol';
import { searchPassages } from '@/lib/assistant/search';
import { isGeneral, termOf, words } from '@/lib/assistant/terms';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import type { CategoryKey } from '@/lib/model/assessment-shape';
import { pagePath } from '@/lib/routes';
import { OFFERS_BY_CATEGORY } from './offer-categories';

export type OfferKind = 'service' | 'story';

/**
 * A published page the consultant can point the lead to: a service or a customer story, with
 * why it fits, as data the brief words in the consultant's language.
 */
export type BriefOffer = {
  kind: OfferKind;
  title: string;
  /** The page's absolute address, in the consultant's language. */
  url: string;
  /** The lead's weak categories the page speaks to. */
  categories: CategoryKey[];
  /** The words of the lead's message the page holds. */
  words: string[];
};

export type OfferRequest = {
  /** The lead's categories, weakest first; none for a lead without scores. */
  weakest: readonly CategoryKey[];
  /** Each category's name in the consultant's language, as the content writes it. */
  categoryNames: Readonly<Partial<Record<CategoryKey, string>>>;
  /** What the lead wrote, if anything. */
  message: string | null;
  /** The site's public address (SITE_URL), without a trailing slash. */
  siteUrl: string;
};

/** How many of each kind the brief offers: enough to choose from, few enough to read. */
export const OFFER_COUNTS: Readonly<Record<OfferKind, { min: number; max: number }>> = {
  service: { min: 2, max: 4 },
  story: { min: 1, max: 3 },
};

/** How many weak categories name the search: the weakest ones are what the call is about. */
const SEARCHED_CATEGORIES = 2;

/** A page whose best passage scores under this share of its kind's best is too far off. */
const RELATIVE_SCORE = 0.5;

/** The most words of the message one offer quotes as its reason. */
const QUOTED_WORDS = 4;

const ELIDED = /^(?:qu|[cdjlmnst])['’](?=\p{L})/u;

type Page = { kind: OfferKind; slug: string; path: string; title: string; passages: Passage[] };

/** The service and story pages among the passages, each with its own passages and title. */
function offerPages(passages: readonly Passage[], locale: Locale): Map<string, Page> {
  const kinds: [OfferKind, string][] = [
    ['service', localizedPath(locale, pagePath({ name: 'service', slug: '' }))],
    ['story', localizedPath(locale, pagePath({ name: 'useCase', slug: '' }))],
  ];
  const pages = new Map<string, Page>();
  for (const passage of passages) {
    const found = kinds.find(([, prefix]) => passage.url.startsWith(prefix));
    if (!found) continue;
    const [kind, prefix] = found;
    const slug = passage.url.slice(prefix.length);
    // A section of a page (#anchor) or a page under it is not the page itself.
    if (!/^[a-z0-9-]+$/.test(slug)) continue;
    const page = pages.get(passage.url) ?? {
      kind,
      slug,
      path: passage.url,
      title: passage.title,
      passages: [],
    };
    // The document's first passage (its id has no field) carries the page's own title;
    // the others carry "Page: Section".
    if (!passage.id.includes('.')) page.title = passage.title;
    page.passages.push(passage);
    pages.set(passage.url, page);
  }
  return pages;
}

/** The words of the message each term stands for, in the message's order. */
function wordsByTerm(message: string, locale: Locale): Map<string, string> {
  const byTerm = new Map<string, string>();
  for (const word of words(message.slice(0, MAX_QUESTION_LENGTH))) {
    const term = termOf(word, locale);
    if (term && !isGeneral(term, locale) && !byTerm.has(term)) {
      // « d’automatiser » reads as the word, without its elided article.
      byTerm.set(term, word.toLocaleLowerCase(locale).replace(ELIDED, ''));
    }
  }
  return byTerm;
}

/**
 * The services and stories to offer a lead: the published pages of the consultant's language
 * that the assistant's search finds for the weakest categories' names and the message's words,
 * best first; then, while a kind has fewer than it should, the pages the team maps to the weakest
 * categories. The same lead and the same pages always give the same offers.
 */
export function chooseOffers(
  passages: readonly Passage[],
  locale: Locale,
  request: OfferRequest,
): BriefOffer[] {
  const pages = offerPages(passages, locale);
  const own = [...pages.values()].flatMap((page) => page.passages);
  const searched = request.weakest.slice(0, SEARCHED_CATEGORIES);
  const categoryWords = searched.map((key) => request.categoryNames[key] ?? '').join('\n');
  const message = request.message?.trim() ?? '';
  const query = [categoryWords, message].filter(Boolean).join('\n');
  const messageWords = wordsByTerm(message, locale);

  const found = new Map<string, { score: number; terms: Set<string> }>();
  if (query) {
    for (const match of searchPassages(own, locale, query, own.length)) {
      const url = match.passage.url;
      const page = found.get(url) ?? { score: match.score, terms: new Set<string>() };
      for (const term of [...match.terms, ...match.related]) page.terms.add(term);
      found.set(url, page);
    }
  }

  const mapped = (kind: OfferKind, key: CategoryKey): readonly string[] =>
    kind === 'service' ? OFFERS_BY_CATEGORY[key].services : OFFERS_BY_CATEGORY[key].stories;
  const categoryTerms = new Map(
    searched.map((key) => [key, wordsByTerm(request.categoryNames[key] ?? '', locale)] as const),
  );

  const offerOf = (page: Page): BriefOffer => {
    const terms = found.get(page.path)?.terms ?? new Set<string>();
    // A category the team maps the page to, or whose whole name the page holds: one word of
    // it ("Management" in "Risk Management") says nothing of the page.
    const categories = request.weakest.filter((key) => {
      const nameTerms = [...(categoryTerms.get(key)?.keys() ?? [])];
      return (
        mapped(page.kind, key).includes(page.slug) ||
        (nameTerms.length > 0 && nameTerms.every((term) => terms.has(term)))
      );
    });
    const quoted = [...messageWords].filter(([term]) => terms.has(term)).map(([, word]) => word);
    return {
      kind: page.kind,
      title: page.title,
      url: `${request.siteUrl}${page.path}`,
      categories,
      words: quoted.slice(0, QUOTED_WORDS),
    };
  };

  return (['service', 'story'] as const).flatMap((kind) => {
    const { min, max } = OFFER_COUNTS[kind];
    const ofKind = [...pages.values()].filter((page) => page.kind === kind);
    const ranked = ofKind
      .filter((page) => found.has(page.path))
      .sort(
        (a, b) =>
          found.get(b.path)!.score - found.get(a.path)!.score || a.path.localeCompare(b.path),
      );
    const top = ranked[0] ? found.get(ranked[0].path)!.score : 0;
    // A page the search found for one word of a category's name alone has no reason to give.
    const chosen = ranked
      .filter((page) => found.get(page.path)!.score >= top * RELATIVE_SCORE)
      .filter((page) => {
        const { categories, words } = offerOf(page);
        return categories.length > 0 || words.length > 0;
      })
      .slice(0, max);
    // Too few found: the team's own choice for the weakest categories, then any published page
    // of the kind in the site's order, so that a brief always has something to offer.
    const fallback = [
      ...request.weakest.flatMap((key) => mapped(kind, key)),
      ...ofKind.map((page) => page.slug),
    ];
    for (const slug of fallback) {
      if (chosen.length >= min) break;
      const page = ofKind.find((candidate) => candidate.slug === slug);
      if (page && !chosen.includes(page)) chosen.push(page);
    }
    return chosen.map(offerOf);
  });
}
