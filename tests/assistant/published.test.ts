import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { passagesOf, type CorpusDocuments } from '@/lib/assistant/corpus';
import { retrieve } from '@/lib/assistant/retrieval';
import { loadLocalDataset, queryLocalDataset } from '@/lib/content/local-dataset';
import { ASSISTANT_CORPUS_QUERY } from '@/lib/content/queries';
import { contentReads } from '@/lib/content/reads';
import { locales, type Locale } from '@/lib/i18n/locales';
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

/**
 * What ASSISTANT_CORPUS_QUERY reads once a marketer has published one more wording on the
 * contact page, in one language: the query runs on the edited dataset, as the Content Lake would.
 */
async function readAfterPublishing(locale: Locale, wording: string): Promise<CorpusDocuments> {
  const { documents: dataset } = await loadLocalDataset();
  const edited = dataset.map((document) => {
    if (document._id !== 'contactPage') return document;
    const questions = (document.visitorQuestions ?? {}) as Partial<Record<Locale, string[]>>;
    const visitorQuestions = { ...questions, [locale]: [...(questions[locale] ?? []), wording] };
    return { ...document, visitorQuestions };
  });
  return (await evaluate(parse(ASSISTANT_CORPUS_QUERY), { dataset: edited })).get();
}

// A wording no page's text holds, whose rare word no other passage would match.
const newWordings: Record<Locale, string> = {
  en: 'do you sponsor quokkaferry regattas',
  fr: 'vous sponsorisez les régates de quokkaferry\u202f?',
};

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

  it.each(locales)(
    'in %s, answers a wording a marketer adds to a page’s questions once the read returns it',
    async (locale) => {
      const contact = localizedPath(locale, '/contact');
      const question = newWordings[locale];
      const cited = (corpus: CorpusDocuments) =>
        retrieve(passagesOf(corpus, locale), locale, question).citations.map(({ url }) => url);
      expect(cited(documents)).not.toContain(contact);
      const published = await readAfterPublishing(locale, question);
      expect(cited(published)).toContain(contact);
      // Another language's wordings are not this language's visitors' words.
      const other = locales.find((candidate) => candidate !== locale)!;
      const elsewhere = await readAfterPublishing(other, question);
      expect(cited(elsewhere)).not.toContain(contact);
    },
  );

  it('reads the questions each page answers, in every language', () => {
    const owners = [
      ...(documents.service ?? []),
      ...(documents.useCase ?? []),
      ...(documents.faqItem ?? []),
      ...(documents.assessmentInfoPage ?? []),
      ...(documents.contactPage ?? []),
      ...(documents.privacyPolicyPage ?? []),
    ] as { _id: string; visitorQuestions?: Partial<Record<Locale, string[]>> }[];
    expect(owners).toHaveLength(26);
    for (const owner of owners) {
      for (const locale of locales) {
        expect(owner.visitorQuestions?.[locale]?.length, `${owner._id} ${locale}`).toBeGreaterThan(
          4,
        );
      }
    }
  });

  it('is tagged with every type it reads, so that the webhook reaches it', () => {
    const types = Object.keys(documents);
    expect([...contentReads.getAssistantCorpus.tags].sort()).toEqual(types.sort());
  });
});
