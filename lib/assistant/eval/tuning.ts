/**
 * The numbers the assistant's search was tuned with, in one place beside the evaluation that
 * measures them (evaluate.ts, `npm run assistant:eval`). Each was chosen on the tuning half of the
 * questions only; the held-out half is never looked at to change one. Change one, then run the
 * evaluation and report both halves.
 */

/**
 * How much of a product's kind a passage answers when it names only the kind: a question about
 * ChatGPT is seldom one about the pages' "generic tools".
 */
export const PRODUCT_CREDIT = 0.25;

/**
 * A synonym brings its page into the running without outranking a page in the visitor's words;
 * a general word ("keep", « souvent ») counts for as little.
 */
export const SYNONYM_WEIGHT = 0.5;
export const GENERAL_WEIGHT = 0.5;

/** A general word weighs at most as much as a word found in about a third of the passages. */
export const GENERAL_TERM_WEIGHT = 1;

/**
 * Two terms the pages write side by side at least this often, and this share of the times either
 * appears, are one name: a question that says "United States" has said one thing, not two.
 */
export const NAME_COUNT = 2;
export const NAME_SHARE = 0.8;

/** A word shorter than this is not corrected: « demain » is one letter from « domain ». */
export const MISTYPED_LENGTH = 7;

/**
 * How much more a page's published question (a visitor's wording, `visitorQuestions` in the
 * Studio) counts than a section of its text holding the same words. A wording is a dozen words,
 * so BM25 already scores a match on it above one on a long section. Measured on the tuning half
 * at 1, 1.2, 1.3, 1.5, 2 and 3: none answered more, and from 1.2 a single shared word with a
 * wording ("late" payments) outranked the page in the visitor's words (late deliveries).
 */
export const QUESTION_BOOST = 1;

/**
 * A long question in a visitor's own words holds words no page holds ("paperwork", "chaos"),
 * which weigh most and lower the share of it any passage holds. One passage that holds this many
 * of its meaningful words answers it from a lower share, MIN_COVERAGE_OF_MANY instead of
 * MIN_COVERAGE (retrieval.ts). On the tuning half: 3 words let two orders and an off-topic
 * question through; 4 let none, and answered two more visitors' questions in English.
 */
export const MANY_TERMS = 4;
export const MIN_COVERAGE_OF_MANY = 0.25;
