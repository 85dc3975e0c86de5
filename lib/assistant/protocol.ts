import type { UIMessage } from 'ai';

/**
 * What the site assistant's panel and its server say to each other: the panel posts the visitor's
 * questions, the server answers with one message streamed in the AI SDK's UI message protocol.
 * Types and limits only, so that the panel can import it without pulling in the server's code.
 */

/** The longest question the server reads; the panel's field stops there too. */
export const MAX_QUESTION_LENGTH = 500;

/** The visitor's questions the server reads: the last one and the two before it, for context. */
export const QUESTIONS_KEPT = 3;

/** The most messages a request may carry; the panel sends its last ones only. */
export const MAX_MESSAGES = 12;

/** How the answer was written. */
export type AnswerMode =
  /** A language model wrote it from the cited passages. */
  | 'model'
  /** It is the cited passages themselves: no provider, a provider that failed, or a spent cap. */
  | 'passages'
  /**
   * The question is about the firm's work, but no passage answers it with confidence: no
   * citation, a few pages that may help, and the hand-off. Never a model's.
   */
  | 'related'
  /** Nothing published answers the question: no citation, a hand-off only. */
  | 'declined';

/** Where the answer hands the visitor on: a call, the contact form, the assessment. */
export type HandoffKind = 'book' | 'write' | 'assessment';

type AssistantMetadata = { mode: AnswerMode };

/** A page offered as one that may help, not cited: a same-site path, its title, an excerpt. */
export type RelatedPageData = { url: string; title: string; excerpt: string };

export type AssistantDataParts = {
  /** The hand-offs to offer under the answer, the one that fits the question best first. */
  handoff: { offers: HandoffKind[] };
  /** The pages that may help, best first: only in a 'related' answer. */
  related: { pages: RelatedPageData[] };
};

/**
 * One message of the conversation. An answer's parts come in this order: its citations
 * (`source-url`, `sourceId` "1", "2"… as the text's [1], [2] refer to them, each a same-site path),
 * or in a 'related' answer the pages that may help (`data-related`), never both; the hand-off
 * (`data-handoff`), then its text; its metadata says how it was written.
 */
export type AssistantMessage = UIMessage<AssistantMetadata, AssistantDataParts>;
