/**
 * A lint for the site's French copy, after the November 2026 review: one convention for the spaces
 * around punctuation, French quotation marks and ellipsis, the business calques the review found,
 * the forbidden variants of the termbase, and the numbers sentences are assembled with: a counted
 * noun in the number the language's plural rules give (« 1,3 point », « 2 points ») and the first
 * of a month as « 1er ». `lintEnglish` checks English copy against the termbase and for plurals
 * ("1 point", "1.3 points").
 *
 * Pure code, so the Sanity Studio can import it as well as the tests: no Node or server-only API.
 *
 * The space convention, one rule for every string:
 * - U+202F (narrow no-break space) before ; ! ? and inside « »,
 * - U+00A0 (no-break space) before : and between a number and % € or h.
 */
import { termbase, type ForbiddenVariant, type TermLanguage } from './termbase';

const NO_BREAK_SPACE = '\u00a0';
const NARROW_NO_BREAK_SPACE = '\u202f';

export type FrenchRule =
  | 'space-before-punctuation'
  | 'space-before-colon'
  | 'space-inside-guillemets'
  | 'space-before-unit'
  | 'straight-apostrophe'
  | 'straight-quote'
  | 'three-dots'
  | 'calque'
  | 'forbidden-term'
  | 'button-voice'
  | 'plural-agreement'
  | 'first-of-month';

export type Finding = {
  rule: FrenchRule;
  /** What is wrong and what to type instead, for a translator or a marketer. */
  message: string;
  /** The offending text with a little context, as written. */
  excerpt: string;
  /** Where the offending text starts in the string. */
  index: number;
};

const letterOrDigit = /[\p{L}\p{N}]/u;
const before = '(?<![\\p{L}\\p{N}])';
const after = '(?![\\p{L}\\p{N}])';

type Calque = { pattern: RegExp; message: string };

/** Business anglicisms the review found, banned in every sense they could take in this copy. */
const calques: Calque[] = [
  {
    pattern: new RegExp(`${before}opportunités?${after}`, 'giu'),
    message:
      '« opportunité » calques "opportunity" (a possible project, a lead): say « piste », « projet possible », « occasion ».',
  },
  {
    pattern: new RegExp(`${before}dédié(?:e|s|es)?${after}`, 'giu'),
    message: '« dédié » calques "dedicated": say « spécifique », « attitré », « consacré à ».',
  },
  {
    pattern: new RegExp(
      `${before}(?:revenir|reviens|revient|revenons|revenez|reviennent|reviendr\\p{L}*|revenu(?:e|s|es)?)\\s+vers${after}`,
      'giu',
    ),
    message:
      '« revenir vers quelqu’un » calques "get back to someone": say « vous recontacter », « vous répondre ».',
  },
  {
    pattern: new RegExp(`${before}avec\\s+succès${after}`, 'giu'),
    message: '« avec succès » calques "successfully": say « a bien été envoyé », or leave it out.',
  },
  {
    pattern: new RegExp(`${before}bénéfices?${after}`, 'giu'),
    message:
      '« bénéfice » means profit in French: say « avantages », « gains », « ce que vous y gagnez ».',
  },
  {
    pattern: new RegExp(`${before}équipes?\\s+(?:de\\s+|du\\s+)?support${after}`, 'giu'),
    message:
      '« équipe support » is an anglicism: say « l’équipe du service client », « l’équipe d’assistance ».',
  },
];

const spaceNames: Record<string, string> = {
  ' ': 'an ordinary space',
  '\u00a0': 'a no-break space (U+00A0)',
  '\u202f': 'a narrow no-break space (U+202F)',
  '\u2009': 'a thin space (U+2009)',
  '\u2007': 'a figure space (U+2007)',
  '\t': 'a tab',
  '\n': 'a line break',
};

function spaceName(character: string): string {
  return spaceNames[character] ?? `U+${character.codePointAt(0)?.toString(16).toUpperCase()}`;
}

/** "No space" or "An ordinary space", to open a message. */
function found(space: string): string {
  const name = space === '' ? 'no space' : spaceName(space);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

const isSpace = (character: string | undefined) => character !== undefined && /\s/u.test(character);

/**
 * ICU arguments ({title}, {count, plural, …}), web addresses and e-mail addresses are not French
 * text. They are replaced by letters of the same length, so that indexes stay those of the text
 * and a sign glued to a placeholder ("{title}:") is still seen as glued to a word.
 */
function maskNonText(text: string): string {
  const mask = (match: string) => 'x'.repeat(match.length);
  let masked = text
    .replace(/\bhttps?:\/\/[^\s«»]+/g, mask)
    .replace(/\bwww\.[^\s«»]+/g, mask)
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, mask);
  // Innermost arguments first, so that nested ICU messages are masked whole.
  let previous: string;
  do {
    previous = masked;
    masked = masked.replace(/\{[^{}]*\}/g, mask);
  } while (masked !== previous);
  return masked;
}

function excerptAt(text: string, index: number, length: number): string {
  const start = Math.max(0, index - 15);
  const end = Math.min(text.length, index + length + 15);
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

function find(
  text: string,
  masked: string,
  pattern: RegExp,
  report: (match: RegExpExecArray) => Omit<Finding, 'excerpt' | 'index'> | null,
): Finding[] {
  const findings: Finding[] = [];
  const global = new RegExp(
    pattern.source,
    pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
  );
  for (const match of masked.matchAll(global)) {
    const finding = report(match as RegExpExecArray);
    if (finding) {
      findings.push({
        ...finding,
        index: match.index,
        excerpt: excerptAt(text, match.index, match[0].length),
      });
    }
  }
  return findings;
}

function spacing(text: string, masked: string): Finding[] {
  const findings: Finding[] = [];

  // ; ! ? take U+202F before them; a run such as « ?! » takes it once.
  findings.push(
    ...find(text, masked, /(\s?)([;!?])/gu, (match) => {
      const [, space = '', sign = ''] = match;
      const at = match.index + space.length;
      const previous = masked[at - 1];
      if (space === NARROW_NO_BREAK_SPACE || at === 0) return null;
      if (space === '' && (previous === undefined || /[;!?:…\s(«[]/u.test(previous))) return null;
      return {
        rule: 'space-before-punctuation',
        message: `${found(space)} before "${sign}": French puts a narrow no-break space (U+202F) before ; ! ?.`,
      };
    }),
  );

  // : takes U+00A0 before it. A colon glued on both sides (10:30) is not punctuation.
  findings.push(
    ...find(text, masked, /(\s?):/gu, (match) => {
      const [, space = ''] = match;
      const at = match.index + space.length;
      if (space === NO_BREAK_SPACE || at === 0) return null;
      if (space === '') {
        const next = masked[at + 1];
        if (next !== undefined && !isSpace(next)) return null;
        if (!letterOrDigit.test(masked[at - 1] ?? '') && !/[)»’\]]/u.test(masked[at - 1] ?? ''))
          return null;
      }
      return {
        rule: 'space-before-colon',
        message: `${found(space)} before ":": French puts a no-break space (U+00A0) before a colon.`,
      };
    }),
  );

  // « and » take U+202F inside.
  findings.push(
    ...find(text, masked, /«(\s?)|(\s?)»/gu, (match) => {
      const space = match[0].startsWith('«') ? (match[1] ?? '') : (match[2] ?? '');
      if (space === NARROW_NO_BREAK_SPACE) return null;
      return {
        rule: 'space-inside-guillemets',
        message: `${found(space)} inside « »: French puts a narrow no-break space (U+202F) after « and before ».`,
      };
    }),
  );

  // A number and its %, € or h (hours) stay together with U+00A0.
  findings.push(
    ...find(text, masked, /(?<=\p{N})([^\S\u00a0]?)([%€]|h(?![\p{L}]))/gu, (match) => {
      const [, space = '', unit = ''] = match;
      return {
        rule: 'space-before-unit',
        message: `${found(space)} between the number and "${unit}": a number keeps its %, € or h with a no-break space (U+00A0), as in 74\u00a0%, 5,44\u00a0€, 5\u00a0h.`,
      };
    }),
  );

  return findings;
}

function characters(text: string, masked: string): Finding[] {
  return [
    ...find(text, masked, /'/g, () => ({
      rule: 'straight-apostrophe',
      message: "Straight apostrophe ': French copy uses the typographic apostrophe ’ (U+2019).",
    })),
    ...find(text, masked, /["“”]/g, (match) => ({
      rule: 'straight-quote',
      message: `Quotation mark ${match[0]}: French copy uses « » with narrow no-break spaces (U+202F) inside.`,
    })),
    ...find(text, masked, /\.{3,}/g, () => ({
      rule: 'three-dots',
      message: 'Three dots: use the ellipsis character … (U+2026).',
    })),
  ];
}

/** A noun the site counts, in its singular and plural: « 1,3 point », « 2 points ». */
type CountedNoun = { one: string; other: string };

const countedNouns: Record<'fr' | 'en', CountedNoun[]> = {
  fr: [
    ['point', 'points'],
    ['question', 'questions'],
    ['entreprise', 'entreprises'],
    ['salarié', 'salariés'],
    ['catégorie', 'catégories'],
    ['réponse', 'réponses'],
    ['jour', 'jours'],
    ['semaine', 'semaines'],
    ['année', 'années'],
    ['an', 'ans'],
    ['heure', 'heures'],
    ['minute', 'minutes'],
    ['caractère', 'caractères'],
    ['e-mail', 'e-mails'],
    ['message', 'messages'],
    ['page', 'pages'],
  ].map(([one = '', other = '']) => ({ one, other })),
  en: [
    ['point', 'points'],
    ['question', 'questions'],
    ['company', 'companies'],
    ['employee', 'employees'],
    ['category', 'categories'],
    ['answer', 'answers'],
    ['day', 'days'],
    ['week', 'weeks'],
    ['month', 'months'],
    ['year', 'years'],
    ['hour', 'hours'],
    ['minute', 'minutes'],
    ['character', 'characters'],
    ['e-mail', 'e-mails'],
    ['email', 'emails'],
    ['message', 'messages'],
    ['page', 'pages'],
  ].map(([one = '', other = '']) => ({ one, other })),
};

/**
 * A number as each language writes it, whole: French groups thousands with a space and writes a
 * decimal comma (1 340, 1,3), English groups with a comma and writes a decimal point (1,340, 1.3).
 * The lookbehinds keep a match from starting inside a number.
 */
const writtenNumber = {
  fr: /(?<![\p{N},.])(?<!\p{N}[\u00a0\u202f ])(\d{1,3}(?:[\u00a0\u202f ]\d{3})+|\d+)(?:,(\d+))?/u,
  en: /(?<![\p{N},.])(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?/u,
};

function pluralAgreement(text: string, masked: string, language: 'fr' | 'en'): Finding[] {
  const nouns = countedNouns[language];
  const words = nouns.flatMap(({ one, other }) => [one, other]).join('|');
  const pattern = new RegExp(
    `${writtenNumber[language].source}[\\u00a0\\u202f ]+(${words})${after}`,
    'giu',
  );
  return find(text, masked, pattern, (match) => {
    const [, whole = '', decimals = '', word = ''] = match;
    const value = Number(`${whole.replace(/\D/g, '')}.${decimals || '0'}`);
    // "1.0 points" is plural in English: the rules read the decimals as written.
    const category = new Intl.PluralRules(language, {
      minimumFractionDigits: decimals.length,
    }).select(value);
    const noun = nouns.find(({ one, other }) => [one, other].includes(word.toLowerCase()));
    const expected = noun && (category === 'one' ? noun.one : noun.other);
    if (!expected || expected === word.toLowerCase()) return null;
    return {
      rule: 'plural-agreement',
      message:
        language === 'fr'
          ? `« ${match[0]} »: French keeps the singular from 0 to below 2 (« 1,3 point », « 2 points »); write « ${expected} ». A number filled into a sentence goes through a plural: {n, plural, one {# ${noun.one}} other {# ${noun.other}}}.`
          : `"${match[0]}": English is singular only for exactly 1 ("1 point", "1.3 points"); write "${expected}". A number filled into a sentence goes through a plural: {n, plural, one {# ${noun.one}} other {# ${noun.other}}}.`,
    };
  });
}

const frenchMonths =
  'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre';

/** « 1 juin » is « 1er juin » in French: the first day of a month is an ordinal. */
function firstOfMonth(text: string, masked: string): Finding[] {
  const pattern = new RegExp(
    `(?<![\\p{N},.])(?<!\\p{N}[\\u00a0\\u202f ])1(?=[\\u00a0\\u202f ]+(?:${frenchMonths})${after})`,
    'giu',
  );
  return find(text, masked, pattern, () => ({
    rule: 'first-of-month',
    message:
      '« 1 » before a month: French writes the first day of a month as an ordinal, « 1er juin 2027 ».',
  }));
}

/** A forbidden variant as a case-insensitive pattern on whole words, apostrophes and spaces loose. */
function variantPattern(forbidden: ForbiddenVariant): RegExp {
  if (forbidden.pattern) {
    const flags = new Set([...forbidden.pattern.flags, 'g', 'u', 'i']);
    return new RegExp(forbidden.pattern.source, [...flags].join(''));
  }
  const words = forbidden.variant
    .trim()
    .split(/\s+/)
    .map((word) =>
      word
        .split(/['’]/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join("['’]"),
    )
    .join('\\s+');
  return new RegExp(`${before}${words}${after}`, 'giu');
}

function forbiddenTerms(text: string, masked: string, language: TermLanguage): Finding[] {
  return termbase.flatMap((entry) =>
    entry.forbidden[language].flatMap((forbidden) =>
      find(text, masked, variantPattern(forbidden), (match) => ({
        rule: 'forbidden-term',
        message: `« ${match[0]} » (${entry.id}): ${forbidden.reason} Termbase: ${language === 'fr' ? entry.fr : entry.en}.`,
      })),
    ),
  );
}

/** Every problem the lint finds in a French text, in the order of the text. */
export function lintFrench(text: string): Finding[] {
  const masked = maskNonText(text);
  return [
    ...spacing(text, masked),
    ...characters(text, masked),
    ...calques.flatMap((calque) =>
      find(text, masked, calque.pattern, () => ({ rule: 'calque', message: calque.message })),
    ),
    ...forbiddenTerms(text, masked, 'fr'),
    ...pluralAgreement(text, masked, 'fr'),
    ...firstOfMonth(text, masked),
  ].sort((a, b) => a.index - b.index);
}

/** The termbase's forbidden English variants, and counted nouns in the wrong number. */
export function lintEnglish(text: string): Finding[] {
  const masked = maskNonText(text);
  return [...forbiddenTerms(text, masked, 'en'), ...pluralAgreement(text, masked, 'en')].sort(
    (a, b) => a.index - b.index,
  );
}

/**
 * A French button speaks for the visitor: « Obtenir mon évaluation gratuite », not « votre ». Run on
 * button labels only; running text keeps « vous ».
 */
export function lintFrenchButton(label: string): Finding[] {
  const masked = maskNonText(label);
  return [
    ...lintFrench(label),
    ...find(label, masked, new RegExp(`${before}(?:votre|vos)${after}`, 'giu'), (match) => ({
      rule: 'button-voice',
      message: `« ${match[0]} » on a button: French buttons speak in the first person (« mon », « ma », « mes »), as in « Obtenir mon évaluation gratuite ».`,
    })),
  ].sort((a, b) => a.index - b.index);
}

/** The text of French rich text (Portable Text), one string per block, spans joined. */
export function blockTexts(blocks: unknown): string[] {
  if (!Array.isArray(blocks)) return [];
  return blocks.flatMap((block: unknown) => {
    if (typeof block !== 'object' || block === null || !('children' in block)) return [];
    const { children } = block;
    if (!Array.isArray(children)) return [];
    return [
      children
        .map((span: unknown) =>
          typeof span === 'object' &&
          span !== null &&
          'text' in span &&
          typeof span.text === 'string'
            ? span.text
            : '',
        )
        .join(''),
    ];
  });
}
