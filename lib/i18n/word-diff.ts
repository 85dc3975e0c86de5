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
  // What both begin and end with is the same: only the middle needs comparing, which keeps a long
  // text with a few changed words well under the comparison's limit.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (
    end < a.length - start &&
    end < b.length - start &&
    a[a.length - 1 - end] === b[b.length - 1 - end]
  ) {
    end += 1;
  }
  const parts: DiffPart[] = [];
  if (start > 0) pushPart(parts, a.slice(0, start).join(''), 'same');
  for (const part of middleDiff(a.slice(start, a.length - end), b.slice(start, b.length - end))) {
    pushPart(parts, part.text, part.change);
  }
  if (end > 0) pushPart(parts, a.slice(a.length - end).join(''), 'same');
  return parts;
}

function middleDiff(a: string[], b: string[]): DiffPart[] {
  if (a.length * b.length > MAX_PAIRS) {
    return [
      ...(a.length ? [{ text: a.join(''), change: 'removed' as const }] : []),
      ...(b.length ? [{ text: b.join(''), change: 'added' as const }] : []),
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
    } else if (i < a.length && (j === b.length || lengths[i + 1]![j]! >= lengths[i]![j + 1]!)) {
      // What went before what came: a reader sees the old words, then the new.
      pushPart(parts, a[i]!, 'removed');
      i += 1;
    } else {
      pushPart(parts, b[j]!, 'added');
      j += 1;
    }
  }
  return parts;
}
