// next/og breaks a title into lines from the advance widths of single characters, then draws each
// word with the font's kerning pairs. A word with tight pairs ("Stratégie", "AVATAR") is drawn
// narrower than the room it was given, and a gap opens after it: the French titles, rich in such
// pairs, came out with uneven spaces. Without the `kern` feature the drawing matches the layout
// and words sit one space apart. At 60–76 px a headline without kerning is far less noticeable
// than those gaps.

const TABLE_DIRECTORY = 12;
const TABLE_RECORD = 16;
const FEATURE_RECORD = 6;

const tagAt = (font: Uint8Array, offset: number) =>
  String.fromCharCode(...font.subarray(offset, offset + 4));

/** Where the tags of the font's GPOS features are, as byte offsets; none without a GPOS table. */
function gposFeatureTagOffsets(font: Uint8Array): number[] {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tableCount = view.getUint16(4);
  for (let table = 0; table < tableCount; table += 1) {
    const record = TABLE_DIRECTORY + TABLE_RECORD * table;
    if (tagAt(font, record) !== 'GPOS') continue;
    const gpos = view.getUint32(record + 8);
    const featureList = gpos + view.getUint16(gpos + 6);
    return Array.from(
      { length: view.getUint16(featureList) },
      (_, feature) => featureList + 2 + FEATURE_RECORD * feature,
    );
  }
  return [];
}

/** The tags of a TrueType or OpenType font's GPOS features, such as `kern` and `mark`. */
export function gposFeatures(font: Uint8Array): string[] {
  return gposFeatureTagOffsets(font).map((offset) => tagAt(font, offset));
}

/** A copy of the font, in a buffer of its own, whose kerning feature no renderer looks for. */
export function withoutKerning(font: Uint8Array): Uint8Array<ArrayBuffer> {
  const copy = new Uint8Array(font);
  for (const offset of gposFeatureTagOffsets(copy)) {
    if (tagAt(copy, offset) === 'kern') copy.set(new TextEncoder().encode('xern'), offset);
  }
  return copy;
}
