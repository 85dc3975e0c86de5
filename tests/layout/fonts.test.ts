import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { LATIN_RANGES, SOURCE, subsetGeist, TARGET } from '@/lib/fonts/subset-geist.mjs';

const subset = readFileSync(TARGET);
const subsetFont = fontkit.create(subset);
const fullFont = fontkit.create(readFileSync(SOURCE));

/** Every character a visitor can read on the site, as the repository holds it. */
function copyCodePoints(): Set<number> {
  const sources = [
    'lib/i18n/messages/en.json',
    'lib/i18n/messages/fr.json',
    'studio/seed/production.ndjson',
  ].map((file) => readFileSync(file, 'utf8'));
  return new Set(
    sources.flatMap((text) => [...text].map((character) => character.codePointAt(0)!)),
  );
}

const inLatinRanges = (codePoint: number) =>
  LATIN_RANGES.some(([first, last]) => codePoint >= first && codePoint <= last);

// fontkit lists U+FFFF, the end marker of a format 4 character map, as if it were a character.
const CMAP_END_MARKER = 0xffff;

describe('the Latin cut of Geist', () => {
  it('is what the subset script makes of the installed Geist (run `npm run fonts:subset`)', async () => {
    const fresh = await subsetGeist();
    expect(Buffer.compare(fresh, subset)).toBe(0);
  });

  it('draws every character of the English and French copy that Geist draws', () => {
    const missing = [...copyCodePoints()]
      .filter((codePoint) => fullFont.hasGlyphForCodePoint(codePoint))
      .filter((codePoint) => !subsetFont.hasGlyphForCodePoint(codePoint))
      .map((codePoint) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`);
    expect(missing).toEqual([]);
  });

  it('keeps every glyph of the Latin ranges and drops the other scripts', () => {
    const kept = fullFont.characterSet.filter(inLatinRanges);
    expect(kept.length).toBeGreaterThan(150);
    expect(kept.filter((codePoint) => !subsetFont.hasGlyphForCodePoint(codePoint))).toEqual([]);
    const others = subsetFont.characterSet.filter(
      (codePoint) => !inLatinRanges(codePoint) && codePoint !== CMAP_END_MARKER,
    );
    expect(others).toEqual([]);
    expect(fullFont.hasGlyphForCodePoint(0x0416)).toBe(true);
    expect(subsetFont.hasGlyphForCodePoint(0x0416)).toBe(false);
  });

  it('keeps the weight axis, so every weight is still one file', () => {
    // fontkit reads variation axes but its type declarations leave them out.
    expect(Reflect.get(subsetFont, 'variationAxes')).toEqual({
      wght: expect.objectContaining({ min: 100, max: 900 }),
    });
  });
});
