/**
 * How hard a secret is to guess, estimated from its text alone: the settings that sign links,
 * webhooks and scheduled calls, and key visitors' pseudonyms, must not fall to a guess.
 *
 * The estimate reads the value as a guesser would, left to right, and adds what each piece costs
 * to guess. A stretch already seen (`password…password…`, `aaaa…`) or a run of consecutive
 * characters (`abcdef`, `12345`) costs a few bits whatever its length. A word costs what a word of
 * a sentence does, and a space after it next to nothing. Any other character costs what its
 * alphabet carries: 4 bits in hex, 6 in base64 (less when the value uses few of its characters),
 * and in text, which is far from random, the value's own variety (Shannon's entropy). So
 * `openssl rand -base64 32` and `-hex 32` give about 250 bits and never less than 170, while a
 * sentence of a dozen words stays under the 128 needed. It is an estimate, not a proof: a long
 * phrase of lower-case words written together can pass, which is why the documentation asks for
 * random output.
 */

/** What a secret must reach: as much as 16 random bytes. */
export const SECRET_BITS = 128;

/** A reference to a stretch already seen, or to a run: where it starts and how long it is. */
const REFERENCE_BITS = 8;
/** A word of a sentence, capitalised or not: what a guesser who knows the language pays for it. */
const WORD_BITS = 9;
/** A space or a hyphen between words, which a guesser tries first. */
const SEPARATOR_BITS = 1;
/** The fewest characters a repeat or a run has to span to count as one. */
const MIN_PATTERN = 3;
const LETTERS = /^[A-Za-z]+/;
const WORD_PIECE = /^[A-Z]?[a-z]{1,11}$/;
const VOWEL = /[aeiouy]/i;
const SEPARATOR = /[\s._-]/;

/** The characters read: the reading takes time in the square of the length. */
const MAX_READ = 512;

/** Standard Webhooks secrets are `whsec_` and the base64 of the key: the key is what counts. */
const WEBHOOK_PREFIX = 'whsec_';

/** The alphabet of random output, hex or base64, when the value is written in one. */
function randomAlphabetBits(value: string): number | undefined {
  if (/^[0-9a-f]+$/i.test(value)) return 4;
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) return 6;
  return undefined;
}

/** The bits a character of text can carry: the classes of characters it uses. */
function textAlphabetBits(value: string): number {
  const pool =
    (/[a-z]/.test(value) ? 26 : 0) +
    (/[A-Z]/.test(value) ? 26 : 0) +
    (/[0-9]/.test(value) ? 10 : 0) +
    (/[^A-Za-z0-9]/.test(value) ? 33 : 0);
  return Math.log2(pool);
}

/**
 * What one character of the value is worth. Random output carries its alphabet's bits, unless it
 * uses too few of its characters (`0101…`); text carries its own variety, Shannon's entropy of its
 * characters, which is far below its alphabet's.
 */
function literalBitsOf(value: string): number {
  const random = randomAlphabetBits(value);
  const distinct = new Set(value).size;
  if (random !== undefined) return Math.min(random, Math.log2(distinct) + 1);
  return Math.min(textAlphabetBits(value), varietyBits(value));
}

/** Shannon's entropy of the value's characters, corrected for a short sample. */
function varietyBits(value: string): number {
  const counts = new Map<string, number>();
  for (const character of value) counts.set(character, (counts.get(character) ?? 0) + 1);
  const length = [...value].length;
  let entropy = 0;
  for (const count of counts.values()) {
    const share = count / length;
    entropy -= share * Math.log2(share);
  }
  // Miller–Madow: a short sample shows fewer distinct characters than its source has.
  return entropy + (counts.size - 1) / (2 * length * Math.LN2);
}

/** How many characters from `start` repeat a stretch that begins earlier (overlap allowed). */
function repeatLength(value: string, start: number): number {
  let best = 0;
  for (let earlier = 0; earlier < start; earlier++) {
    let length = 0;
    while (start + length < value.length && value[earlier + length] === value[start + length]) {
      length++;
    }
    best = Math.max(best, length);
  }
  return best;
}

/** How many characters from `start` go up or down one code point at a time: abc, 987. */
function runLength(value: string, start: number): number {
  const step = value.charCodeAt(start + 1) - value.charCodeAt(start);
  if (Math.abs(step) !== 1) return 1;
  let length = 2;
  while (
    start + length < value.length &&
    value.charCodeAt(start + length) - value.charCodeAt(start + length - 1) === step
  ) {
    length++;
  }
  return length;
}

/**
 * The words a run of letters is made of, when it reads as words: `secret`, `Results`,
 * `MyVerySecretPassword`. A run of base64's mixed letters (`dYhcKVQ`) splits into pieces that are
 * not words, and is read character by character.
 */
function wordsOf(run: string, fewestWords: number): string[] | undefined {
  const pieces = run.split(/(?=[A-Z])/);
  const words = pieces.every(
    (piece) => WORD_PIECE.test(piece) && piece.length >= 2 && VOWEL.test(piece),
  );
  return words && run.length >= MIN_PATTERN && pieces.length >= fewestWords ? pieces : undefined;
}

/**
 * The text a value in hex or base64 encodes, when it is text: `echo -n 'our secret' | base64`
 * looks random and is not. The 32 random bytes of `openssl rand` are all printable characters
 * once in 2^46.
 */
function encodedText(value: string): string | undefined {
  const random = randomAlphabetBits(value);
  if (random === undefined) return undefined;
  const bytes = Buffer.from(value, random === 4 && value.length % 2 === 0 ? 'hex' : 'base64');
  if (bytes.length < 8 || !bytes.every((byte) => byte >= 0x20 && byte < 0x7f)) return undefined;
  return bytes.toString('latin1');
}

/** The estimated bits of a secret; see the top of this file. */
export function secretBits(secret: string): number {
  const key = secret.startsWith(WEBHOOK_PREFIX) ? secret.slice(WEBHOOK_PREFIX.length) : secret;
  // Far more than any secret needs, and the reading stays quick whatever a setting holds.
  const value = key.slice(0, MAX_READ);
  if (!value) return 0;
  const decoded = encodedText(value);
  return Math.min(textBits(value), decoded === undefined ? Infinity : textBits(decoded));
}

/** The estimated bits of a value as written. */
function textBits(value: string): number {
  const literalBits = literalBitsOf(value);
  // Random output holds runs that look like a word (`Xkgelhjer`) but seldom three capitalised
  // ones in a row; text is read word by word.
  const fewestWords = randomAlphabetBits(value) === undefined ? 1 : 3;
  let bits = 0;
  let index = 0;
  let afterWord = false;
  while (index < value.length) {
    const pattern = Math.max(repeatLength(value, index), runLength(value, index));
    if (pattern >= MIN_PATTERN) {
      bits += REFERENCE_BITS;
      index += pattern;
      afterWord = false;
      continue;
    }
    const run = /[A-Za-z]/.test(value[index - 1] ?? '')
      ? undefined
      : LETTERS.exec(value.slice(index))?.[0];
    const words = run && wordsOf(run, fewestWords);
    if (run && words) {
      for (const word of words) bits += Math.min(WORD_BITS, word.length * literalBits);
      index += run.length;
      afterWord = true;
      continue;
    }
    bits += afterWord && SEPARATOR.test(value[index] ?? '') ? SEPARATOR_BITS : literalBits;
    afterWord = false;
    index++;
  }
  return bits;
}

/**
 * Why a secret is too weak, as the end of a sentence that names it, or undefined when it holds.
 */
export function secretProblem(secret: string): string | undefined {
  const bits = Math.floor(secretBits(secret));
  if (bits >= SECRET_BITS) return undefined;
  return `is too easy to guess (about ${bits} bits of the ${SECRET_BITS} needed): use the output of openssl rand -base64 32`;
}
