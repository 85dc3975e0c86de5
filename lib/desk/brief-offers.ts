import 'server-only';
import { passagesOf } from '@/lib/assistant/corpus';
import { readContentNow } from '@/lib/content/read-now';
import { contentReads } from '@/lib/content/reads';
import { siteUrl } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { withQuestionNumbers, type CategoryKey } from '@/lib/model/assessment-shape';
import { keyedQuestions } from '@/lib/content/assessment-questions';
import { chooseOffers, type BriefOffer } from './offers';

// The brief is read past the page caches, as the outbox worker reads e-mail texts: the worker that
// attaches it to the sales notice may run outside a page's render, or outside Next.js. A burst of
// leads reads each language's content once a minute, not once a lead: a brief may be a minute
// behind a publication.

const FRESH_MS = 60_000;
const reads = new Map<string, { at: number; value: Promise<unknown> }>();

/** What `load` gave for `key` less than a minute ago, or a new read; a failed read is not kept. */
export function readFresh<T>(key: string, load: () => Promise<T>): Promise<T> {
  const kept = reads.get(key);
  if (kept && Date.now() - kept.at < FRESH_MS) return kept.value as Promise<T>;
  const value = load();
  reads.set(key, { at: Date.now(), value });
  value.catch(() => reads.delete(key));
  return value;
}

/** Each assessment category's name in `locale`, as the Studio writes it. */
export async function loadCategoryNames(
  locale: Locale,
): Promise<Partial<Record<CategoryKey, string>>> {
  const categories = await readFresh(`categories:${locale}`, () =>
    readContentNow(contentReads.getAssessmentCategories.query, { locale }),
  );
  return Object.fromEntries(categories.map(({ key, title }) => [key, title]));
}

/**
 * The assessment's questions by number, in `locale`, as the Studio writes them: what the brief
 * names the questions a team answered furthest apart with. None when the content does not answer:
 * the brief then gives their numbers alone.
 */
export async function loadQuestionTexts(locale: Locale): Promise<Record<number, string>> {
  try {
    const questions = await readFresh(`assessment-questions:${locale}`, () =>
      readContentNow(contentReads.getAssessmentQuestions.query, { locale }),
    );
    // Keyed by category and position in the Studio; numbered by the shape, as the wizard shows them.
    return Object.fromEntries(
      withQuestionNumbers(keyedQuestions(questions)).flatMap(({ number, question }) =>
        question ? [[number, question]] : [],
      ),
    );
  } catch (error) {
    console.warn('[desk] the assessment’s questions could not be read for the brief', {
      error: error instanceof Error ? error.name : 'unknown',
    });
    return {};
  }
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
    readFresh(`passages:${locale}`, () =>
      readContentNow(contentReads.getAssistantCorpus.query).then((corpus) =>
        passagesOf(corpus, locale),
      ),
    ),
    loadCategoryNames(locale),
  ]);
  return chooseOffers(passages, locale, { ...lead, categoryNames, siteUrl });
}
