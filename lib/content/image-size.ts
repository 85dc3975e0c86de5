export type ImageSize = { width: number; height: number };

/** Reads the pixel size from a JPEG's start-of-frame marker or a PNG's header, without decoding the image. */
export function readImageSize(bytes: Buffer): ImageSize {
  if (bytes.length >= 24 && bytes.readUInt32BE(0) === 0x89504e47) {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    return readJpegSize(bytes);
  }
  throw new Error('Unsupported image format: expected a JPEG or a PNG.');
}

// SOF0-SOF15 carry the frame size, except DHT (C4), JPG (C8) and DAC (CC).
const startOfFrameMarkers = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);

function readJpegSize(bytes: Buffer): ImageSize {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff)
      throw new Error(`Corrupt JPEG: expected a marker at byte ${offset}.`);
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (startOfFrameMarkers.has(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  throw new Error('Corrupt JPEG: no frame header found.');
}
