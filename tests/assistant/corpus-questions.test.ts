import { describe, expect, it } from 'vitest';
import { passagesOf, type CorpusDocuments } from '@/lib/assistant/corpus';
import { queryLocalDataset } from '@/lib/content/local-dataset';
import { ASSISTANT_CORPUS_QUERY } from '@/lib/content/queries';
import { lintFrench } from '@/lib/i18n/french-lint';
import { locales, type Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';

// The questions a page answers, as visitors word them, are passages of their own: the search can
// weigh them, and a page's own text stays what its sections say.

const documents = await queryLocalDataset<CorpusDocuments>(ASSISTANT_CORPUS_QUERY);

type Owner = {
  _id: string;
  _type: string;
  key?: string;
  slug?: { current?: string };
  title?: Partial<Record<Locale, string>>;
  question?: Partial<Record<Locale, string>>;
  visitorQuestions?: Partial<Record<Locale, string[]>>;
};

const owners = Object.values(documents)
  .flatMap((list) => (list ?? []) as Owner[])
  .filter((document) => document.visitorQuestions);

/** The page the seed's owner is shown on, before the language's prefix. */
function pageOf(owner: Owner): string {
  if (owner._type === 'faqItem') return `/faq#${owner.key}`;
  if (owner._type === 'service') return `/ai-solutions/${owner.slug?.current}`;
  if (owner._type === 'useCase') return `/use-cases/${owner.slug?.current}`;
  const pages: Record<string, string> = {
    assessmentInfoPage: '/assessment-info',
    contactPage: '/contact',
    privacyPolicyPage: '/privacy',
  };
  return pages[owner._type] ?? '';
}

describe('the questions each page answers, in the corpus', () => {
  it('are seeded on every service, story, FAQ answer and the assessment, contact and privacy pages', () => {
    expect(owners.map(({ _type }) => _type).sort()).toEqual(
      [
        ...Array<string>(6).fill('service'),
        ...Array<string>(5).fill('useCase'),
        ...Array<string>(12).fill('faqItem'),
        'assessmentInfoPage',
        'contactPage',
        'privacyPolicyPage',
      ].sort(),
    );
    for (const owner of owners) {
      for (const locale of locales) {
        const wordings = owner.visitorQuestions?.[locale] ?? [];
        expect(wordings.length, `${owner._id} in ${locale}`).toBeGreaterThanOrEqual(5);
        expect(wordings.length, `${owner._id} in ${locale}`).toBeLessThanOrEqual(8);
      }
    }
  });

  it.each(locales)('in %s, are one passage a wording, cited as their page', (locale) => {
    const byId = new Map(passagesOf(documents, locale).map((passage) => [passage.id, passage]));
    for (const owner of owners) {
      for (const [index, wording] of (owner.visitorQuestions?.[locale] ?? []).entries()) {
        expect(byId.get(`${owner._id}.visitorQuestions.${index}`), `${owner._id} ${index}`).toEqual(
          {
            id: `${owner._id}.visitorQuestions.${index}`,
            kind: 'question',
            url: localizedPath(locale, pageOf(owner)),
            title: (owner.title ?? owner.question)?.[locale],
            text: wording,
          },
        );
      }
    }
  });

  it.each(locales)('in %s, never appear inside a section of their page', (locale) => {
    const passages = passagesOf(documents, locale);
    const sections = passages.filter(({ kind }) => kind === 'section');
    const wordings = passages.filter(({ kind }) => kind === 'question').map(({ text }) => text);
    expect(wordings.length).toBeGreaterThan(100);
    expect(
      wordings.filter((wording) => sections.some(({ text }) => text.includes(wording))),
    ).toEqual([]);
    expect(passages.every(({ kind }) => kind === 'section' || kind === 'question')).toBe(true);
  });

  it('are a language’s own: a language without wordings has none, never the English ones', () => {
    const onlyEnglish = Object.fromEntries(
      Object.entries(documents).map(([type, list]) => [
        type,
        (list ?? []).map((document) => {
          const { visitorQuestions, ...rest } = document as Owner;
          return visitorQuestions
            ? { ...rest, visitorQuestions: { en: visitorQuestions.en } }
            : rest;
        }),
      ]),
    );
    const french = passagesOf(onlyEnglish, 'fr');
    expect(french.filter(({ kind }) => kind === 'question')).toEqual([]);
    expect(passagesOf(onlyEnglish, 'en').filter(({ kind }) => kind === 'question').length).toBe(
      passagesOf(documents, 'en').filter(({ kind }) => kind === 'question').length,
    );
  });

  it('keep the house’s French typography, and visitors’ own words', () => {
    const typography = /^(space-|straight-|three-dots)/;
    const offenders = owners.flatMap((owner) =>
      (owner.visitorQuestions?.fr ?? []).flatMap((wording) =>
        lintFrench(wording)
          .filter(({ rule }) => typography.test(rule))
          .map(({ message }) => `${owner._id}: “${wording}”: ${message}`),
      ),
    );
    expect(offenders).toEqual([]);
    // Visitors' words are not translations: no French wording repeats an English one.
    for (const owner of owners) {
      const english = new Set(owner.visitorQuestions?.en ?? []);
      expect((owner.visitorQuestions?.fr ?? []).filter((wording) => english.has(wording))).toEqual(
        [],
      );
    }
  });
});
