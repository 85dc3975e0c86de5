import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readImageSize } from '@/lib/content/image-size';

function pngHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(24);
  header.writeUInt32BE(0x89504e47, 0);
  header.writeUInt32BE(0x0d0a1a0a, 4);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'ascii');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  return header;
}

/** A baseline JPEG header: SOI, an APP0 segment to skip, then SOF0 with the frame size. */
function jpegHeader(width: number, height: number): Buffer {
  const app0 = [0xff, 0xe0, 0x00, 0x04, 0x00, 0x00];
  const sof0 = [
    0xff,
    0xc0,
    0x00,
    0x0b,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x01,
    0x01,
    0x11,
    0x00,
  ];
  return Buffer.from([0xff, 0xd8, ...app0, ...sof0]);
}

describe('readImageSize', () => {
  it('reads the frame size of a JPEG after other segments', () => {
    expect(readImageSize(jpegHeader(640, 427))).toEqual({ width: 640, height: 427 });
  });

  it('reads the size of a PNG', () => {
    expect(readImageSize(pngHeader(1200, 630))).toEqual({ width: 1200, height: 630 });
  });

  it('reads the seed images, which are progressive JPEGs', () => {
    const directory = path.resolve('studio/seed/images');
    for (const file of readdirSync(directory)) {
      expect(readImageSize(readFileSync(path.join(directory, file)))).toEqual({
        width: 1200,
        height: 800,
      });
    }
  });

  it('rejects other formats and truncated files', () => {
    expect(() => readImageSize(Buffer.from('GIF89a'))).toThrow(/Unsupported/);
    expect(() => readImageSize(jpegHeader(640, 427).subarray(0, 8))).toThrow(/Corrupt JPEG/);
  });
});
