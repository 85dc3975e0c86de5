import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localeRegistry } from '@/lib/i18n/locale-registry';

// Where a language may be named by its code: the registry itself, what is written per language
// (the dictionaries, the seed, the French copy rules and the English–French termbase), the
// database's history and its snapshot, and the tests and benches.
const allowed = [
  /^lib\/i18n\/locale-registry\.ts$/,
  /^lib\/i18n\/messages\//,
  /^lib\/i18n\/(termbase|french-lint)\.ts$/,
  /^studio\/seed\//,
  /^supabase\/migrations\//,
  // Printed from the migrations by npm run registry:sync (tests/database/schema-snapshot.test.ts).
  /^supabase\/schema\.sql$/,
  // Written by npm run registry:sync from the registry (tests/i18n/localized-groq.test.ts).
  /^lib\/content\/localized\.generated\.ts$/,
  /^(tests|e2e|bench)\//,
  // The Studio's own interface is Sanity's, in English, whatever the site speaks.
  /^app\/studio\/layout\.tsx$/,
];

const codes = localeRegistry.map((entry) => entry.code).join('|');
const tags = localeRegistry.flatMap((entry) => [entry.languageTag, entry.openGraph]).join('|');
const literal = new RegExp(
  [
    // 'fr', "en", `fr`
    `(['"\`])(?:${codes})\\1`,
    // title.fr, @.en, 'title.en', value.fr
    `\\.(?:${codes})\\b(?!-)`,
    // fr-FR, en_US
    `\\b(?:${tags})\\b`,
  ].join('|'),
);

/**
 * Lines that are comments and nothing else: prose may name a language or a domain such as
 * café.fr. A line with code after the comment closes is code.
 */
const comment = /^\s*(\/\/|--|\*(?!\/)|\/\*(?!.*\*\/\s*\S))/;

function sourceFiles(): string[] {
  return execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.js', '*.json', '*.sql'], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file !== '' && !file.startsWith('node_modules/'))
    .filter((file) => !['package.json', 'package-lock.json', 'sanity.types.ts'].includes(file))
    .filter((file) => !allowed.some((pattern) => pattern.test(file)));
}

describe('locale codes', () => {
  it('are written only in the registry: everything else derives from it', () => {
    const found = sourceFiles().flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          !comment.test(line) && literal.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });

  it('are found where they are written', () => {
    for (const line of [`locale === 'fr'`, `'title.en'`, 'coalesce(title.fr)', `lang="en-US"`]) {
      expect(literal.test(line), line).toBe(true);
    }
    for (const line of ['const frame = 1', 'item.entries', 'french', 'enabled']) {
      expect(literal.test(line), line).toBe(false);
    }
    expect(comment.test('/* groq */ `coalesce(title.fr)`')).toBe(false);
    expect(comment.test(' * as café.fr reads')).toBe(true);
  });
});
