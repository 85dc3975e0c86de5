import { createTranslator, type Messages } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { literalMessage, withSiteCopy } from '@/lib/i18n/messages';
import { dictionaries, siteCopy, siteMessages } from '../support/messages';

/** Every leaf of a message tree, by its dotted path. */
function leaves(tree: unknown, prefix = ''): [string, unknown][] {
  if (typeof tree !== 'object' || tree === null) return [[prefix, tree]];
  return Object.entries(tree).flatMap(([key, value]) =>
    leaves(value, prefix ? `${prefix}.${key}` : key),
  );
}

function has(tree: unknown, path: string): boolean {
  let node: unknown = tree;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null || !(key in node)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}

describe('the site copy', () => {
  it.each(locales)('fills every text it gathers in %s', async (locale) => {
    const empty = leaves(await siteCopy(locale)).filter(
      ([, text]) => typeof text !== 'string' || text.trim() === '',
    );
    expect(empty.map(([path]) => path)).toEqual([]);
  });

  it.each(locales)('is no longer in the %s dictionary, key by key', async (locale) => {
    const paths = leaves(await siteCopy(locale)).map(([path]) => path);
    expect(paths.length).toBeGreaterThan(60);
    expect(paths.filter((path) => has(dictionaries[locale], path))).toEqual([]);
  });

  it('shows the moved texts from the dataset, where the interface reads them', async () => {
    const t = createTranslator({ locale: 'en', messages: await siteMessages('en') });
    expect(t('pages.assessmentInfo.title')).toBe('Begin Your AI Assessment');
    expect(t('contactPage.cards.general.title')).toBe('General Inquiries');
    expect(t('marketing.storyCta.title')).toBe('Facing a similar challenge?');
    expect(t('results.consultation.title')).toBe('Turn your results into a plan');
    const dictionaryText = JSON.stringify(dictionaries);
    for (const moved of [
      'Begin Your AI Assessment',
      'General Inquiries',
      'Facing a similar challenge?',
      'Turn your results into a plan',
    ]) {
      expect(dictionaryText).not.toContain(moved);
    }
  });

  it('keeps the interface words in the dictionary', async () => {
    const t = createTranslator({ locale: 'fr', messages: await siteMessages('fr') });
    expect(t('forms.fields.email')).toBe(dictionaries.fr.forms.fields.email);
    expect(t('results.overall.score', { score: 3, max: 4 })).toContain('3');
  });
});

describe('a marketer’s text in the interface', () => {
  it('shows exactly as typed, braces, apostrophes and signs included', () => {
    const typed = "Don't miss {our} offer: 100 % <b>free</b> # 1 | 'quoted' ''";
    const messages = withSiteCopy(
      { pages: { faq: { title: 'old' } } },
      {
        pages: { faq: { title: typed } },
      },
    ) as Messages;
    const t = createTranslator({ locale: 'en', messages });
    expect(t('pages.faq.title')).toBe(typed);
    expect(literalMessage('plain')).toBe('plain');
  });

  it('leaves the dictionary’s text where the Studio has none', () => {
    const merged = withSiteCopy(
      { results: { levels: { high: 'High', low: 'Low' } } },
      { results: { levels: { high: 'Élevé', low: null } }, pages: null },
    );
    expect(merged).toEqual({ results: { levels: { high: 'Élevé', low: 'Low' } } });
  });
});
