import type { AbstractIntlMessages } from 'next-intl';

/** A missing translation shows its own key, so a gap is visible and easy to report. */
export function messageFallback({ namespace, key }: { namespace?: string; key: string }): string {
  return namespace ? `${namespace}.${key}` : key;
}

export function pickMessages(
  messages: AbstractIntlMessages,
  namespaces: readonly string[],
): AbstractIntlMessages {
  return Object.fromEntries(
    namespaces.flatMap((namespace) =>
      namespace in messages ? [[namespace, messages[namespace]!]] : [],
    ),
  );
}

function isTree(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A marketer's text as a message: braces and apostrophes are message syntax, so a text from the
 * Studio is quoted to show exactly as typed, never read as a placeholder.
 */
export function literalMessage(text: string): string {
  return text.replace(/'/g, "''").replace(/[{}<>]/g, (sign) => `'${sign}'`);
}

/**
 * The dictionary with the Studio's texts laid over it, key by key. A text the Studio lacks (a
 * field left empty) is not laid, so the dictionary or the key's own name shows instead.
 */
export function withSiteCopy(
  dictionary: AbstractIntlMessages,
  copy: unknown,
): AbstractIntlMessages {
  if (!isTree(copy)) return dictionary;
  const merged: AbstractIntlMessages = { ...dictionary };
  for (const [key, value] of Object.entries(copy)) {
    if (typeof value === 'string') merged[key] = literalMessage(value);
    else if (isTree(value)) {
      const below = merged[key];
      merged[key] = withSiteCopy(isTree(below) ? (below as AbstractIntlMessages) : {}, value);
    }
  }
  return merged;
}
