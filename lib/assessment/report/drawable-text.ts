// French typography puts no-break and narrow no-break spaces before ? ! : ; and around numbers.
// They become the font's no-break space, which line wrapping never breaks at, or a plain space in a
// font without one. Other typographic spaces become plain spaces.
const NO_BREAK_SPACES = /[\u00a0\u2007\u202f]/g;
const SPACES = /[\u2000-\u200a\u205f\u3000]/g;
const NO_BREAK_SPACE = 0xa0;
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff]/g;

/**
 * Makes `text` drawable with a font whose characters are `supported` (code points): spaces are
 * normalised, keeping those no line may break at; accents the font lacks are dropped from their
 * letter; anything else (an emoji, a script the font does not cover) becomes "?" rather than an
 * invisible or broken glyph.
 */
export function toDrawableText(text: string, supported: ReadonlySet<number>): string {
  let drawable = '';
  const noBreakSpace = supported.has(NO_BREAK_SPACE) ? '\u00a0' : ' ';
  const spaced = text.replace(NO_BREAK_SPACES, noBreakSpace).replace(SPACES, ' ');
  for (const char of spaced.replace(INVISIBLE, '')) {
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
