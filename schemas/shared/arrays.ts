import type { CustomValidator } from 'sanity';

type KeyedItem = { key?: string };

/** Each key of the list appears exactly once, so the site can map every card to its illustration. */
export function everyKeyOnce(keys: readonly string[]): CustomValidator<KeyedItem[] | undefined> {
  return (items) => {
    if (!items) return true;
    const used = items.map((item) => item.key);
    const missing = keys.filter((key) => !used.includes(key));
    const repeated = used.filter((key, index) => used.indexOf(key) !== index);
    if (repeated.length > 0)
      return `Each key may appear only once (repeated: ${repeated.join(', ')}).`;
    if (missing.length > 0) return `Missing: ${missing.join(', ')}.`;
    return true;
  };
}
