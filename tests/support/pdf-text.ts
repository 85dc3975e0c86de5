import { constants, inflateSync } from 'node:zlib';

const decoder = new TextDecoder('windows-1252');

function inflate(data: Buffer): Buffer | null {
  try {
    return inflateSync(data, { finishFlush: constants.Z_SYNC_FLUSH });
  } catch {
    return null;
  }
}

/**
 * The text a PDF draws with the standard fonts, one line per text-showing operator, read from the
 * file's own bytes: every stream is inflated and its Tj operands decoded from WinAnsi. Independent
 * of the library that wrote the file, so a test reads what a viewer would show.
 */
export function pdfText(bytes: Uint8Array): string {
  const file = Buffer.from(bytes);
  const latin = file.toString('latin1');
  const lines: string[] = [];
  const streamStart = /(?<!end)stream\r?\n/g;
  for (let match = streamStart.exec(latin); match; match = streamStart.exec(latin)) {
    const start = match.index + match[0].length;
    const end = latin.indexOf('endstream', start);
    if (end < 0) break;
    const raw = file.subarray(start, end);
    const content = (inflate(raw) ?? raw).toString('latin1');
    for (const operand of content.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj/g)) {
      const hex = (operand[1] ?? '').replace(/\s/g, '');
      lines.push(decoder.decode(Buffer.from(hex, 'hex')));
    }
    for (const operand of content.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      lines.push((operand[1] ?? '').replace(/\\(.)/g, '$1'));
    }
  }
  return lines.join('\n');
}
