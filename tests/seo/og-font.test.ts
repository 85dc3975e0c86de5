import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gposFeatures, withoutKerning } from '@/lib/seo/og-font';

const fontDirectory = path.join(process.cwd(), 'node_modules/geist/dist/fonts/geist-sans');

describe('the social preview font', () => {
  for (const file of ['Geist-Regular.ttf', 'Geist-Bold.ttf']) {
    it(`${file} loses its kerning feature and nothing else`, async () => {
      const font = new Uint8Array(await readFile(path.join(fontDirectory, file)));
      expect(gposFeatures(font)).toContain('kern');

      const unkerned = withoutKerning(font);

      expect(gposFeatures(unkerned)).toEqual(
        gposFeatures(font).map((tag) => (tag === 'kern' ? 'xern' : tag)),
      );
      expect(unkerned.byteLength).toBe(font.byteLength);
      const changed = unkerned.reduce(
        (count, byte, index) => count + (byte === font[index] ? 0 : 1),
        0,
      );
      // 'kern' to 'xern': one byte per kerning feature record.
      expect(changed).toBe(gposFeatures(font).filter((tag) => tag === 'kern').length);
    });
  }

  it('leaves a font without a GPOS table as it is', () => {
    // A table directory with no tables.
    const font = new Uint8Array([0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(gposFeatures(font)).toEqual([]);
    expect(withoutKerning(font)).toEqual(font);
  });
});
