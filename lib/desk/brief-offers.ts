import 'server-only';
import { publishedPassages } from '@/lib/assistant/passages';
import { getAssessmentCategories } from '@/lib/content';
import { siteUrl } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import type { CategoryKey } from '@/lib/model/assessment-shape';
import { chooseOffers, type BriefOffer } from './offers';

/** Each assessment category's name in `locale`, as the Studio writes it. */
export async function loadCategoryNames(
  locale: Locale,
): Promise<Partial<Record<CategoryKey, string>>> {
  const categories = await getAssessmentCategories(locale);
  return Object.fromEntries(categories.map(({ key, title }) => [key, title]));
}

/**
 * The published services and stories of `locale` that fit a lead's weakest categories and its
 * message: the assistant's passages, read through the content cache like the assistant's.
 */
export async function loadBriefOffers(
  locale: Locale,
  lead: { weakest: readonly CategoryKey[]; message: string | null },
): Promise<BriefOffer[]> {
  const [passages, categoryNames] = await Promise.all([
    publishedPassages(locale),
    loadCategoryNames(locale),
  ]);
  return chooseOffers(passages, locale, { ...lead, categoryNames, siteUrl });
}
