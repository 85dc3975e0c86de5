import { constants, inflateSync } from 'node:zlib';

const winAnsi = new TextDecoder('windows-1252');

type PdfObject = { dict: string; stream: Buffer | null };

/** How a font's character codes become text: its ToUnicode map, or WinAnsi for a standard font. */
type FontDecoder = { toUnicode: Map<string, string> | null };

function inflate(data: Buffer): Buffer {
  try {
    return inflateSync(data, { finishFlush: constants.Z_SYNC_FLUSH });
  } catch {
    return data;
  }
}

function decodedStream(dict: string, raw: Buffer): Buffer {
  return /\/FlateDecode/.test(dict) ? inflate(raw) : raw;
}

/** Every object of the file, including those packed in object streams, by object number. */
function readObjects(file: Buffer): Map<number, PdfObject> {
  const latin = file.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+)\s+\d+\s+obj\b/g;
  for (let match = header.exec(latin); match; match = header.exec(latin)) {
    const bodyStart = match.index + match[0].length;
    const end = latin.indexOf('endobj', bodyStart);
    if (end < 0) break;
    const body = latin.slice(bodyStart, end);
    const streamAt = /(?<!end)stream\r?\n/.exec(body);
    let object: PdfObject = { dict: body, stream: null };
    if (streamAt) {
      const dataStart = bodyStart + streamAt.index + streamAt[0].length;
      const dataEnd = latin.lastIndexOf('endstream', end);
      const dict = body.slice(0, streamAt.index);
      object = { dict, stream: decodedStream(dict, file.subarray(dataStart, dataEnd)) };
    }
    objects.set(Number(match[1]), object);
    header.lastIndex = end;
  }
  for (const { dict, stream } of [...objects.values()]) {
    if (!stream || !/\/Type\s*\/ObjStm/.test(dict)) continue;
    const first = Number(/\/First\s+(\d+)/.exec(dict)?.[1] ?? 0);
    const count = Number(/\/N\s+(\d+)/.exec(dict)?.[1] ?? 0);
    const text = stream.toString('latin1');
    const numbers = text.slice(0, first).trim().split(/\s+/).map(Number);
    for (let index = 0; index < count; index += 1) {
      const start = first + (numbers[2 * index + 1] ?? 0);
      const next = index + 1 < count ? first + (numbers[2 * index + 3] ?? 0) : text.length;
      objects.set(numbers[2 * index] ?? -1, { dict: text.slice(start, next), stream: null });
    }
  }
  return objects;
}

function utf16(hex: string): string {
  const units = hex.match(/[0-9a-f]{4}/gi) ?? [];
  return String.fromCharCode(...units.map((unit) => Number.parseInt(unit, 16)));
}

/** A ToUnicode CMap: source code (hex, upper case) → the text it stands for. */
function parseCMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const section of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of (section[1] ?? '').matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]*)>/gi)) {
      map.set((code ?? '').toUpperCase(), utf16(text ?? ''));
    }
  }
  for (const section of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const ranges = (section[1] ?? '').matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi);
    for (const [, low, high, text] of ranges) {
      const width = (low ?? '').length;
      const from = Number.parseInt(low ?? '0', 16);
      const first = Number.parseInt(text ?? '0', 16);
      for (let code = from; code <= Number.parseInt(high ?? '0', 16); code += 1) {
        const key = code.toString(16).toUpperCase().padStart(width, '0');
        map.set(key, String.fromCodePoint(first + code - from));
      }
    }
  }
  return map;
}

/** Font resource names (as content streams use them in Tf) → how to decode that font's codes. */
function readFonts(objects: Map<number, PdfObject>): Map<string, FontDecoder> {
  const fonts = new Map<string, FontDecoder>();
  for (const { dict } of objects.values()) {
    const fontDict = /\/Font\s*<<([\s\S]*?)>>/.exec(dict)?.[1];
    if (!fontDict) continue;
    for (const [, name, ref] of fontDict.matchAll(/\/([^\s/<>[\]()]+)\s+(\d+)\s+\d+\s+R/g)) {
      const font = objects.get(Number(ref));
      const cmapRef = font && /\/ToUnicode\s+(\d+)\s+\d+\s+R/.exec(font.dict)?.[1];
      const cmap = cmapRef ? objects.get(Number(cmapRef))?.stream : null;
      fonts.set(name ?? '', { toUnicode: cmap ? parseCMap(cmap.toString('latin1')) : null });
    }
  }
  return fonts;
}

function decodeHex(hex: string, font: FontDecoder | undefined): string {
  if (!font?.toUnicode) return winAnsi.decode(Buffer.from(hex, 'hex'));
  // Embedded fonts are written with two-byte codes (Identity-H).
  const codes = hex.toUpperCase().match(/.{1,4}/g) ?? [];
  return codes.map((code) => font.toUnicode?.get(code) ?? '\ufffd').join('');
}

const OPERATORS =
  /\/([^\s/<>[\]()]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g;

/**
 * The text a PDF draws, one line per text-showing operator, read from the file's own bytes: each
 * content stream is inflated, the current font followed through Tf, and every Tj operand decoded
 * with that font's ToUnicode map (embedded fonts) or WinAnsi (standard fonts). Independent of the
 * library that wrote the file, so a test reads what a viewer would copy.
 */
export function pdfText(bytes: Uint8Array): string {
  const objects = readObjects(Buffer.from(bytes));
  const fonts = readFonts(objects);
  const lines: string[] = [];
  for (const { dict, stream } of objects.values()) {
    if (!stream || /\/Type\s*\/(ObjStm|XRef)|\/Subtype|\/Length1/.test(dict)) continue;
    let font: FontDecoder | undefined;
    for (const [, fontName, hex, literal] of stream.toString('latin1').matchAll(OPERATORS)) {
      if (fontName !== undefined) font = fonts.get(fontName);
      else if (hex !== undefined) lines.push(decodeHex(hex.replace(/\s/g, ''), font));
      else lines.push((literal ?? '').replace(/\\(.)/g, '$1'));
    }
  }
  return lines.join('\n');
}
