import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultLocale, locales } from '@/lib/i18n/locales';
import en from '@/lib/i18n/messages/en.json';
import fr from '@/lib/i18n/messages/fr.json';
import { messageFallback } from '@/lib/i18n/messages';
import { COMPANY_SIZES } from '@/lib/model/lead-fields';

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keyPaths(child, prefix ? `${prefix}.${key}` : key),
  );
}

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(leaves);
}

function placeholders(message: string): string[] {
  return [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]!).sort();
}

describe('dictionaries', () => {
  it('exist for every language of the registry, with exactly the default language’s keys', () => {
    const file = (locale: string) => `lib/i18n/messages/${locale}.json`;
    const keysOf = (locale: string) =>
      keyPaths(JSON.parse(readFileSync(file(locale), 'utf8'))).sort();
    for (const locale of locales) {
      expect(existsSync(file(locale)), `${file(locale)} is missing`).toBe(true);
      expect(keysOf(locale), file(locale)).toEqual(keysOf(defaultLocale));
    }
  });

  it('have exactly the same keys in English and French', () => {
    expect(keyPaths(fr).sort()).toEqual(keyPaths(en).sort());
  });

  it('have no empty message', () => {
    for (const message of [...leaves(en), ...leaves(fr)]) expect(message.trim()).not.toBe('');
  });

  it('use the same placeholders in both languages', () => {
    const frenchByKey = new Map(keyPaths(fr).map((path) => [path, path]));
    for (const path of keyPaths(en)) {
      expect(frenchByKey.has(path)).toBe(true);
      const read = (dictionary: unknown) =>
        path
          .split('.')
          .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], dictionary);
      expect(placeholders(String(read(fr))), path).toEqual(placeholders(String(read(en))));
    }
  });

  it('name every company size the forms offer', () => {
    expect(Object.keys(en.forms.fields.companySizeOptions)).toEqual([...COMPANY_SIZES]);
  });

  it('follow French typography: no line break before : ; ! ? », and a real ellipsis', () => {
    for (const message of leaves(fr)) {
      expect(message, message).not.toMatch(/ [:;!?»]|« /);
      expect(message, message).not.toContain('...');
    }
  });

  it("carry the 404 page's 'Return to Home' and the error screen's 'Unexpected Application Error!'", () => {
    expect(en.notFound.returnHome).toBe('Return to Home');
    expect(en.error.title).toBe('Unexpected Application Error!');
  });
});

describe('messageFallback', () => {
  it('shows the missing key itself', () => {
    expect(messageFallback({ namespace: 'nav', key: 'unknown' })).toBe('nav.unknown');
    expect(messageFallback({ key: 'orphan' })).toBe('orphan');
  });
});
