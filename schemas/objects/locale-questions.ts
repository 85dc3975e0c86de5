import { defineArrayMember, defineField, defineType } from 'sanity';
import { frenchTypographyWarning, languageFields } from '../shared/languages';

/** How long one wording may be: a visitor's question, not a paragraph. */
const WORDING_LENGTH = { min: 3, max: 200 } as const;

/** A wording's length, spaces around it not counted. */
function wordingLength(wording: unknown): true | string {
  const length = typeof wording === 'string' ? wording.trim().length : 0;
  if (length >= WORDING_LENGTH.min && length <= WORDING_LENGTH.max) return true;
  return `A question of ${WORDING_LENGTH.min} to ${WORDING_LENGTH.max} characters, as a visitor would type it (this one has ${length}).`;
}

/**
 * The same wording twice in a language, ignoring case and spacing, which would count the page
 * twice for one question; the message quotes the repeated wordings.
 */
function repeatedWordings(wordings: readonly unknown[] | undefined): true | string {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const wording of wordings ?? []) {
    if (typeof wording !== 'string') continue;
    const folded = wording.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
    if (seen.has(folded)) repeated.add(wording.trim());
    seen.add(folded);
  }
  if (repeated.size === 0) return true;
  return `Each question once: remove the repeated ${[...repeated].map((text) => `“${text}”`).join(', ')}.`;
}

/** One language's list: its own visitors' wordings, with its typography checked as they type. */
function wordingsOf({ language, title, copyRules }: (typeof languageFields)[number]) {
  const wording = defineArrayMember({
    type: 'string',
    validation: (rule) => [
      rule.custom(wordingLength).error(),
      ...(copyRules === 'french' ? [rule.custom(frenchTypographyWarning).warning()] : []),
    ],
  });
  return defineField({
    name: language,
    title,
    type: 'array',
    of: [wording],
    validation: (rule) => rule.custom(repeatedWordings),
  });
}

/**
 * Questions as visitors word them, one list per language. Unlike a localized text these are not
 * translations of each other: each language holds what its own visitors type.
 */
export const localeQuestions = defineType({
  name: 'localeQuestions',
  title: 'Questions in each language',
  type: 'object',
  options: { columns: 2 },
  fields: languageFields.map(wordingsOf),
});
