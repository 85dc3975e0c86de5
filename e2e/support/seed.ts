import { readFileSync } from 'node:fs';
import type { Locale } from '../../lib/i18n/locales';
import { E2E_SEED_DATASET } from './server';

export type { Locale };
export type Localized = Record<Locale, string>;
export type SeedDocument = { _id: string; [field: string]: unknown };

// Expected texts come from the seed the build prerendered, so a wording change there cannot break
// the tests, and a page that stopped reading content would.
const seed: SeedDocument[] = readFileSync(E2E_SEED_DATASET, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as SeedDocument);

/** A field of a document, by its dotted path (`help.general.title.fr`). */
export function fieldOf(document: object, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        typeof value === 'object' && value !== null
          ? (value as Record<string, unknown>)[key]
          : undefined,
      document,
    );
}

/** A field of a seed document, by its dotted path. */
export function field(id: string, path: string): unknown {
  const document = seed.find((candidate) => candidate._id === id);
  if (!document) throw new Error(`The seed has no document ${id}.`);
  return fieldOf(document, path);
}

type Block = { children?: { text?: string }[] };

/** The text of a rich text value, one line per paragraph, as a reader sees it. */
function blockText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (!Array.isArray(value)) return undefined;
  return (value as Block[])
    .map((block) => (block.children ?? []).map((span) => span.text ?? '').join(''))
    .join('\n');
}

/** A localized field of a seed document, plain or rich text, in both languages. */
export function localized(id: string, path: string): Localized {
  const value = field(id, path);
  if (typeof value !== 'object' || value === null) throw new Error(`${id}.${path} is missing.`);
  const { en, fr } = value as Record<string, unknown>;
  const [english, french] = [blockText(en), blockText(fr)];
  if (english === undefined || french === undefined) {
    throw new Error(`${id}.${path} is not a localized text.`);
  }
  return { en: english, fr: french };
}
