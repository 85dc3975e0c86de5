import 'server-only';
import { passagesOf } from '@/lib/assistant/corpus';
import { readContentNow } from '@/lib/content/read-now';
import { contentReads } from '@/lib/content/reads';
import { siteUrl } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import type { CategoryKey } from '@/lib/model/assessment-shape';
import { chooseOffers, type BriefOffer } from './offers';

// The brief is read past the page caches, as the outbox worker reads e-mail texts: the worker that
// attaches it to the sales notice may run outside a page's render, or outside Next.js.

/** Each assessment category's name in `locale`, as the Studio writes it. */
export async function loadCategoryNames(
  locale: Locale,
): Promise<Partial<Record<CategoryKey, string>>> {
  const categories = await readContentNow(contentReads.getAssessmentCategories.query, { locale });
  return Object.fromEntries(categories.map(({ key, title }) => [key, title]));
}

/**
 * The published services and stories of `locale` that fit a lead's weakest categories and its
 * message: the assistant's passages of the published content.
 */
export async function loadBriefOffers(
  locale: Locale,
  lead: { weakest: readonly CategoryKey[]; message: string | null },
): Promise<BriefOffer[]> {
  const [passages, categoryNames] = await Promise.all([
    readContentNow(contentReads.getAssistantCorpus.query).then((corpus) =>
      passagesOf(corpus, locale),
    ),
    loadCategoryNames(locale),
  ]);
  return chooseOffers(passages, locale, { ...lead, categoryNames, siteUrl });
}
