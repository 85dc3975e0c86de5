import type { Gap, GapReason } from '@/lib/database/assistant-gaps';
import type { Locale } from '@/lib/i18n/locales';
import { withoutOrders } from './addressed';
import type { Passage } from './corpus';
import { redact } from './redact';
import type { Retrieval } from './retrieval';
import { searchPassages } from './search';

/** The longest question kept: enough to read what was asked, too short to hold a story. */
const GAP_QUESTION_LENGTH = 200;

// A run of five digits or more, spaced or not, that redact.ts left: a customer, contract or
// account number too short to be a card. A year, a price or a head count is shorter.
const NUMBER = /\p{Nd}(?:[\s./-]?\p{Nd}){4,}/gu;

/**
 * A question as it may be kept: without its sentences that give the assistant orders, without
 * e-mail addresses and telephone, card and account numbers, without control characters, in lower
 * case with its spaces collapsed and its final punctuation dropped, so that one question typed
 * three ways is one row, and cut to GAP_QUESTION_LENGTH characters. Empty when nothing is left
 * worth keeping.
 */
export function gapQuestion(question: string): string {
  const kept = redact(withoutOrders(redact(question)))
    .replace(NUMBER, '[number]')
    // Control and invisible characters: a question is read in a terminal, where they would act.
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .replace(/[\s?!.…;:,]+$/u, '')
    .trim();
  return Array.from(kept).slice(0, GAP_QUESTION_LENGTH).join('').trim();
}

/** Why `retrieval` is worth keeping as a gap; null for a confident answer. */
export function gapReasonOf(retrieval: Pick<Retrieval, 'mode'>): GapReason | null {
  if (retrieval.mode === 'declined') return 'declined';
  return retrieval.mode === 'related' ? 'unsure' : null;
}

/**
 * What the pages' answer to `question` leaves as a gap: null when they answered it with
 * confidence, or when the question was only orders to the assistant.
 */
export function gapOf(
  passages: readonly Passage[],
  locale: Locale,
  question: string,
  retrieval: Pick<Retrieval, 'mode' | 'citations' | 'related'>,
): Gap | null {
  const reason = gapReasonOf(retrieval);
  if (!reason) return null;
  const screened = withoutOrders(redact(question));
  const kept = gapQuestion(question);
  if (!kept) return null;
  // The page a marketer would improve: the best passage's, though it was too far off to answer.
  const closest =
    retrieval.citations[0]?.url ??
    retrieval.related[0]?.url ??
    searchPassages(passages, locale, screened, 1)[0]?.passage.url;
  return { locale, reason, question: kept, closestPage: closest ?? null };
}
