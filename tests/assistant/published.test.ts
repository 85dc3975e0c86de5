import { describe, expect, it } from 'vitest';
import { passagesOf, type CorpusDocuments } from '@/lib/assistant/corpus';
import { retrieve } from '@/lib/assistant/retrieval';
import { queryLocalDataset } from '@/lib/content/local-dataset';
import { ASSISTANT_CORPUS_QUERY } from '@/lib/content/queries';
import { contentReads } from '@/lib/content/reads';
import { locales } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { indexedPagePaths } from '@/lib/routes';

// The assistant answers from what is published, all of it and nothing else, and follows an edit
// as soon as the content read does.

const documents = await queryLocalDataset<CorpusDocuments>(ASSISTANT_CORPUS_QUERY);

/** The seed with one FAQ answer rewritten, as a publication would. */
function withFaqAnswer(text: string): CorpusDocuments {
  const faqItem = (documents.faqItem ?? []).map((item, index) =>
    index === 0
      ? {
          ...(item as object),
          answer: {
            _type: 'localeBlockContent',
            ...Object.fromEntries(
              locales.map((locale) => [
                locale,
                [{ _type: 'block', _key: 'a', children: [{ _type: 'span', _key: 's', text }] }],
              ]),
            ),
          },
        }
      : item,
  );
  return { ...documents, faqItem };
}

describe('the assistant’s corpus', () => {
  it.each(locales)('in %s, links only to the site’s public pages, in that language', (locale) => {
    const pages = new Set(indexedPagePaths.map((path) => localizedPath(locale, path)));
    const passages = passagesOf(documents, locale);
    expect(passages.length).toBeGreaterThan(50);
    const outside = passages.filter(({ url }) => !pages.has(url.replace(/#.*$/, '')));
    expect(outside.map(({ url }) => url)).toEqual([]);
    // Every page the query reads is there: services, stories, FAQ answers, statistics, pages.
    const reached = new Set(passages.map(({ url }) => url.replace(/#.*$/, '')));
    for (const path of ['/ai-solutions/data', '/use-cases/logistics', '/faq', '/', '/contact']) {
      expect(reached).toContain(localizedPath(locale, path));
    }
    expect(new Set(passages.map(({ id }) => id)).size).toBe(passages.length);
  });

  it('holds no draft and no text a page does not show', () => {
    const draft = {
      _id: 'drafts.faqItem-secret',
      _type: 'faqItem',
      key: 'secret',
      answer: { _type: 'localeText', en: 'Unpublished zanzibarite pricing' },
    };
    const passages = passagesOf(
      { ...documents, faqItem: [...(documents.faqItem ?? []), draft] },
      'en',
    );
    expect(passages.some(({ text }) => text.includes('zanzibarite'))).toBe(false);
    // A button's label or an image's alternative text is no answer.
    expect(passages.some(({ text }) => /Learn more|Read the full story/.test(text))).toBe(false);
  });

  it('is searched again as soon as the content read returns an edit', () => {
    const before = retrieve(passagesOf(documents, 'en'), 'en', 'What about quokkaferry audits?');
    expect(before.mode).toBe('declined');
    const edited = passagesOf(
      withFaqAnswer('Quokkaferry audits are part of every data engagement we run for you.'),
      'en',
    );
    const after = retrieve(edited, 'en', 'What about quokkaferry audits?');
    expect(after.mode).toBe('passages');
    expect(after.citations[0]?.url).toMatch(/^\/en\/faq#/);
  });

  it('is tagged with every type it reads, so that the webhook reaches it', () => {
    const types = Object.keys(documents);
    expect([...contentReads.getAssistantCorpus.tags].sort()).toEqual(types.sort());
  });
});
