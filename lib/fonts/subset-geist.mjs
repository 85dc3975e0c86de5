// Geist's variable font cut down to the Latin ranges our English and French copy is written in.
// The full file also carries Latin Extended and Cyrillic: about 37 KB more that every first visit
// would download without drawing a single glyph of it. Characters outside these ranges, such as
// a visitor's Ł typed into a form, still show, in the fallback font.
// `npm run fonts:subset` rewrites geist-sans-latin.woff2 after an upgrade of `geist`;
// tests/layout/fonts.test.ts fails while the committed file is stale.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

export const SOURCE = new URL(
  '../../node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2',
  import.meta.url,
);
export const TARGET = new URL('./geist-sans-latin.woff2', import.meta.url);

// The "latin" subset that web font services serve: ASCII and Latin-1 (é, à, ç, « », the
// no-break space), œ, a few modifier letters, general punctuation (’, “ ”, –, —, …, the narrow
// no-break space before : ; ? ! in French), €, ™, two arrows and the minus sign.
/** @type {ReadonlyArray<readonly [number, number]>} */
export const LATIN_RANGES = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

function charactersOf(ranges) {
  let text = '';
  for (const [first, last] of ranges) {
    for (let codePoint = first; codePoint <= last; codePoint += 1) {
      text += String.fromCodePoint(codePoint);
    }
  }
  return text;
}

/** @returns {Promise<Buffer>} the subset, as WOFF2 */
export async function subsetGeist() {
  const source = await readFile(SOURCE);
  return subsetFont(source, charactersOf(LATIN_RANGES), { targetFormat: 'woff2' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const subset = await subsetGeist();
  await writeFile(TARGET, subset);
  console.log(`${fileURLToPath(TARGET)}: ${subset.length} bytes`);
}
