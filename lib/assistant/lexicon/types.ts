/**
 * Everything the assistant knows of one language, apart from the algorithm that uses it: how its
 * words are reduced to terms, the words of a question that say nothing of its subject, the
 * visitors' words for what the pages say otherwise, the words that choose a hand-off, and how a
 * visitor speaks to the assistant instead of asking about the site. A new language is one more
 * file beside en.ts and fr.ts, named in index.ts.
 */
export type Lexicon = {
  /** The word's stem: « compétences » and « compétent » meet on « compétent ». */
  stem(word: string): string;
  /** The word without what its apostrophe joins to it: « l’ » and « qu’ », or "'s" and "'ve". */
  unelide(word: string): string;
  /** The language's own words that say nothing of a subject: "the", « les ». */
  stopwords: readonly string[];
  /**
   * Words a visitor adds to any question, which the stop-word list leaves in: without them, a
   * question about nothing in particular ("can you tell me something?") would match every page.
   */
  questionWords: readonly string[];
  /**
   * Words of any situation a visitor describes that say nothing of its subject: "it keeps
   * happening", « ça arrive souvent ». Pages may hold them too, so they stay searchable, but a
   * question is not about the site for holding them, nor off it for holding them where no page
   * does. One string, words separated by spaces.
   */
  generalWords: string;
  /** Words the stemmer would take for others: "news" is not "new", a « livre » is not « livrer ». */
  unstemmed: readonly string[];
  /**
   * Words visitors use for what the pages say in other words, one idea a line: "staff" for
   * "employees", « CV » for « candidatures ». A word may sit in two lines.
   */
  synonyms: readonly string[];
  /**
   * Products visitors name, after the kind of tool the pages speak of: `kind: product product…`.
   * A product brings its kind into the search, but a page that names only the kind answers a
   * question about the product in part.
   */
  products: readonly string[];
  /** The words that send a question to a hand-off first: the assessment, or a call. */
  handoffTopics: { assessment: string; book: string };
  /** How a visitor speaks to the assistant about itself; see addressed.ts. */
  orders: Orders;
};

/**
 * The words of the sentences that speak to the assistant rather than ask about the site, as
 * regular-expression alternatives matched on lower-case text without accents. Visitors mix
 * languages, so addressed.ts joins every language's words in each pattern: "ignore les consignes"
 * is caught though its verb is English.
 */
export type Orders = {
  /** Verbs that drop the rules, and what they drop: "ignore … instructions". */
  drop: { verbs: readonly string[]; objects: readonly string[] };
  /** Verbs that switch a safeguard off, and the safeguards. */
  disable: { verbs: readonly string[]; objects: readonly string[] };
  /** Verbs that ask for what the assistant was given, and what it was given. */
  show: { verbs: readonly string[]; objects: readonly string[] };
  /** "your instructions": the possessives that speak to the assistant, and what it keeps. */
  yours: { possessives: readonly string[]; objects: readonly string[] };
  /** The names under which a message claims to speak as the system: "system:", "[system]". */
  system: readonly string[];
  /** Other speakers a message may claim to be: "developer:", "admin:". */
  speakers: readonly string[];
  /** Verbs that send the assistant to an address: "visit https://…". */
  visit: readonly string[];
  /** Whole phrases of the language that give orders or ask what the assistant is. */
  phrases: readonly RegExp[];
};
