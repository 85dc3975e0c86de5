import { cosineSimilarity } from 'ai';
import type { Passage } from '../corpus';
import { MIN_SIMILARITY, RRF_K } from '../eval/tuning';

/** A page as the passage of it closest to a question's meaning, and how close (cosine). */
type MeaningMatch = { passage: Passage; similarity: number };

/** Every embedded page, one passage each, the closest to the question's meaning first. */
export type MeaningRanking = readonly MeaningMatch[];

/**
 * Each page, one passage each (the closest), by how close it is to the question's meaning:
 * `vectors` holds each passage's embedding, in the passages' order.
 */
export function meaningRanking(
  passages: readonly Passage[],
  vectors: readonly number[][],
  question: number[],
): MeaningRanking {
  const pages = new Map<string, MeaningMatch>();
  passages.forEach((passage, index) => {
    const vector = vectors[index];
    if (!vector || vector.length !== question.length) return;
    const similarity = cosineSimilarity(vector, question);
    const page = pages.get(passage.url);
    if (!page || similarity > page.similarity) pages.set(passage.url, { passage, similarity });
  });
  return [...pages.values()].sort((a, b) => b.similarity - a.similarity);
}

/**
 * The pages that answer a question by its words or by its meaning, best first, one passage each;
 * null when neither does. `byWords` are the pages the word search answers with, best first, null
 * when it declines; a page joins them only when its meaning is at least MIN_SIMILARITY, so that
 * the meaning never cites a page for a question it is not close to. They are ordered by the
 * reciprocal rank fusion of the two rankings of these pages, where a page the words did not cite
 * ranks just after those they did: the page the meaning finds first goes among the words' pages,
 * not after all of them. A page both cite keeps the words' passage, whose excerpt shows the
 * question's words.
 */
export function fusedPages(
  byWords: readonly Passage[] | null,
  byMeaning: MeaningRanking,
): Passage[] | null {
  const close = byMeaning.filter(({ similarity }) => similarity >= MIN_SIMILARITY);
  if (!byWords && close.length === 0) return null;
  const pages = new Map<string, Passage>();
  for (const passage of [...(byWords ?? []), ...close.map(({ passage }) => passage)]) {
    if (!pages.has(passage.url)) pages.set(passage.url, passage);
  }
  const ranks = (urls: readonly string[]) => new Map(urls.map((url, index) => [url, index]));
  const wordRanks = ranks(byWords?.map(({ url }) => url) ?? []);
  const meaningRanks = ranks(
    byMeaning.map(({ passage: { url } }) => url).filter((url) => pages.has(url)),
  );
  const fused = (url: string) =>
    1 / (RRF_K + 1 + (wordRanks.get(url) ?? wordRanks.size)) +
    1 / (RRF_K + 1 + (meaningRanks.get(url) ?? meaningRanks.size));
  return [...pages.values()].sort((a, b) => fused(b.url) - fused(a.url));
}
