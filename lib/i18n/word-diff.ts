/**
 * What changed between two versions of a text, word by word, for a translator: the English a
 * French value was translated from beside the English now. Pure, so the Studio renders it and the
 * tests check it.
 */

export type DiffPart = { text: string; change: 'same' | 'removed' | 'added' };

// Beyond this many word pairs the comparison costs more than it tells: one removal, one addition.
const MAX_PAIRS = 400_000;

/** Words and the spaces between them, so that joining the parts gives each text back. */
function tokens(text: string): string[] {
  return text.split(/(\s+)/).filter((token) => token.length > 0);
}

function pushPart(parts: DiffPart[], text: string, change: DiffPart['change']) {
  const last = parts.at(-1);
  if (last?.change === change) last.text += text;
  else parts.push({ text, change });
}

/**
 * The longest common run of words kept as `same`, what only the first text has as `removed` and
 * what only the second has as `added`, in reading order. The `same` and `removed` parts give the
 * first text back; the `same` and `added` parts, the second.
 */
export function diffWords(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  if (a.length * b.length > MAX_PAIRS) {
    return [
      ...(before ? [{ text: before, change: 'removed' as const }] : []),
      ...(after ? [{ text: after, change: 'added' as const }] : []),
    ];
  }
  // lengths[i][j]: the longest common run of a[i..] and b[j..].
  const lengths = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lengths[i]![j] =
        a[i] === b[j]
          ? lengths[i + 1]![j + 1]! + 1
          : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      pushPart(parts, a[i]!, 'same');
      i += 1;
      j += 1;
    } else if (j < b.length && (i === a.length || lengths[i]![j + 1]! >= lengths[i + 1]![j]!)) {
      pushPart(parts, b[j]!, 'added');
      j += 1;
    } else {
      pushPart(parts, a[i]!, 'removed');
      i += 1;
    }
  }
  return parts;
}
