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

/**
 * A section longer than this is cut at sentence ends, so that a citation points at what matched.
 */
export const PASSAGE_LENGTH = 700;

/**
 * A field this short (a title, a client's name, a summary) joins the document's other short
 * fields in its first passage: alone, it would be a citation that says almost nothing.
 */
export const SHORT_FIELD = 200;

/**
 * The cosine similarity from which a page answers a question by its meaning alone, as the word
 * search's coverage answers it by its words. Tuned against the tests' mock embeddings only, where
 * a paraphrase of a page scores above 0.8 and an unrelated question under 0.3: a real provider's
 * model spreads its similarities otherwise (many put unrelated texts at 0.2 to 0.5, paraphrases
 * at 0.6 and more), so measure it with `npm run assistant:eval -- --provider` before trusting it.
 */
export const MIN_SIMILARITY = 0.6;

/**
 * Reciprocal rank fusion's constant: a page ranked r-th (from 1) by one ranking scores
 * 1 / (RRF_K + r) from it. 60 is the value of the method's authors (Cormack et al., 2009), under
 * which neither ranking's first place outweighs a page both rank well.
 */
export const RRF_K = 60;
