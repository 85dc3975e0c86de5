import 'server-only';
import { getAssistantCorpus } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { passagesOf, type Passage } from './corpus';
import { assistantMeaning } from './meaning/configured';
import { retrieveWithMeaning } from './meaning/meaning-search';
import { MAX_QUESTION_LENGTH } from './protocol';
import { passagesText, type Retrieval } from './retrieval';

/**
 * An answer without a model: the cited passages, the pages that may help, or a decline; and the
 * hand-offs.
 */
export type PassageAnswer = Retrieval & { text: string };

/** The published passages in `locale`, read through the content cache and its tags. */
export async function publishedPassages(locale: Locale): Promise<Passage[]> {
  return passagesOf(await getAssistantCorpus(), locale);
}

/**
 * What the site's pages say to `question`, for the page that answers without JavaScript, by its
 * words and, where an embeddings model is set, its meaning. A question longer than the panel
 * allows is cut, as the panel's field would have cut it.
 */
export async function answerWithPassages(locale: Locale, question: string): Promise<PassageAnswer> {
  const retrieval = await retrieveWithMeaning(
    await publishedPassages(locale),
    locale,
    question.slice(0, MAX_QUESTION_LENGTH),
    assistantMeaning(),
  );
  return { ...retrieval, text: passagesText(retrieval.citations) };
}
