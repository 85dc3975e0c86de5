// French typography puts no-break and narrow no-break spaces before ? ! : ; and around numbers.
// They are drawn as plain spaces, so line wrapping and text extraction see ordinary words.
const SPACES = /[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g;
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff]/g;

/**
 * Makes `text` drawable with a font whose characters are `supported` (code points): spaces are
 * normalised, accents the font lacks are dropped from their letter, anything else (an emoji, a
 * script the font does not cover) becomes "?" rather than an invisible or broken glyph.
 */
export function toDrawableText(text: string, supported: ReadonlySet<number>): string {
  let drawable = '';
  for (const char of text.replace(SPACES, ' ').replace(INVISIBLE, '')) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (supported.has(codePoint)) {
      drawable += char;
      continue;
    }
    const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
    drawable +=
      [...base].every((part) => supported.has(part.codePointAt(0) ?? 0)) && base ? base : '?';
  }
  return drawable;
}
