import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '@sanity/ui';
import { buildTheme } from '@sanity/ui/theme';
import { translatedLocales } from '@/lib/i18n/locales';
import { translationReport } from '@/lib/i18n/translation-report';
import {
  asEdited,
  readablePath,
  TranslationList,
  type FieldLinkProps,
} from '@/studio/translation/translations-tool';

// The Studio's "Translations" tool lists what the Studio's editor would open: a document's draft
// where it has one. Its links are drawn here as plain anchors carrying what the editor's link gets.

type Stored = { _id: string; _type: string; [field: string]: unknown };

const seed = (): Stored[] =>
  readFileSync(path.resolve('studio/seed/production.ndjson'), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Stored);

function FieldLink({
  id,
  type,
  path: fieldPath,
  children,
}: FieldLinkProps & { children: ReactNode }) {
  return <a href={`/edit/${type}/${id}?path=${encodeURIComponent(fieldPath)}`}>{children}</a>;
}

function rendered(documents: Stored[]): string {
  return renderToStaticMarkup(
    <ThemeProvider theme={buildTheme()}>
      <TranslationList
        report={translationReport(asEdited(documents), translatedLocales)}
        FieldLink={FieldLink}
      />
    </ThemeProvider>,
  );
}

/** The seed with a draft of the FAQ item on pricing whose English answer was rewritten. */
function withDraftedFaq(): Stored[] {
  const documents = seed();
  const faq = structuredClone(documents.find(({ _id }) => _id === 'faqItem-pricing')!);
  const question = faq.question as Record<string, unknown>;
  question.en = 'How much does a project cost, all included?';
  return [...documents, { ...faq, _id: 'drafts.faqItem-pricing' }];
}

describe('the Translations tool', () => {
  it('says every translation is current on the seed', () => {
    expect(rendered(seed())).toContain('Every translation is current.');
  });

  it('lists a stale field of a draft under its document, linked to the field in the editor', () => {
    const html = rendered(withDraftedFaq());
    expect(html).toContain('1 field to translate in 1 document.');
    expect(html).toContain('English changed');
    expect(html).toContain('How much does a project cost, all included?');
    expect(html).toContain(`href="/edit/faqItem/faqItem-pricing?path=question"`);
    expect(html).toContain('question (Français)');
  });

  it('reads the draft in place of its published document, and a new draft under its own id', () => {
    const edited = asEdited([
      { _id: 'a', _type: 'faqItem', note: 'published' },
      { _id: 'drafts.a', _type: 'faqItem', note: 'draft' },
      { _id: 'drafts.b', _type: 'faqItem', note: 'new' },
    ]);
    expect(edited).toEqual([
      { _id: 'a', _type: 'faqItem', note: 'draft' },
      { _id: 'b', _type: 'faqItem', note: 'new' },
    ]);
  });

  it('names a field by its path as a person reads it', () => {
    expect(readablePath('sections[_key=="purposes"].body')).toBe('sections › purposes › body');
    expect(readablePath('solutions[2]')).toBe('solutions › 3');
  });
});
