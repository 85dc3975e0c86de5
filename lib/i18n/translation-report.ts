import { defaultLocale, type Locale } from './locales';
import { translationIssues, type TranslationIssue } from './translation-source';

type ReportedDocument = { _id: string; _type: string; [field: string]: unknown };

type DocumentTranslations = {
  id: string;
  type: string;
  title?: string;
  issues: TranslationIssue[];
};

export type TranslationReport = { documents: DocumentTranslations[]; count: number };

// The field that names a document to a person, by the document types' habits.
const TITLE_FIELDS = ['title', 'name', 'question', 'heading'];

function titleOf(document: ReportedDocument): string | undefined {
  for (const field of TITLE_FIELDS) {
    const value = document[field];
    const text =
      typeof value === 'object' && value !== null
        ? (value as Record<string, unknown>)[defaultLocale]
        : value;
    if (typeof text === 'string' && text.trim()) return text.trim();
  }
  return undefined;
}

/**
 * Every missing and stale translation of a dataset, grouped by document, in the dataset's order.
 * Drafts are left out: the report speaks of what visitors read.
 */
export function translationReport(
  documents: readonly ReportedDocument[],
  locales: readonly Locale[],
): TranslationReport {
  const reported = documents
    .filter((document) => !document._id.startsWith('drafts.'))
    .map((document) => ({
      id: document._id,
      type: document._type,
      title: titleOf(document),
      issues: translationIssues(document, locales),
    }))
    .filter((document) => document.issues.length > 0);
  const count = reported.reduce((sum, document) => sum + document.issues.length, 0);
  return { documents: reported, count };
}

// Control characters, escape sequences among them, from a title or a key a Studio user typed: a
// terminal or CI log would otherwise act on them.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

function printable(text: string): string {
  return text.replace(CONTROL, '\uFFFD');
}

/** The report as `npm run translations` prints it, for a translator and for CI's log alike. */
export function formatTranslationReport(
  { documents, count }: TranslationReport,
  locales: readonly Locale[],
): string {
  const languages = locales.join(', ');
  if (count === 0) return `Every translation (${languages}) is current.\n`;
  const fields = count === 1 ? 'field' : 'fields';
  const inDocuments = documents.length === 1 ? 'document' : 'documents';
  const lines = [
    `${count} ${fields} to translate (${languages}) in ${documents.length} ${inDocuments}:`,
  ];
  for (const document of documents) {
    const title = document.title ? ` “${document.title}”` : '';
    lines.push('', printable(`${document.type} ${document.id}${title}`));
    for (const issue of document.issues) {
      lines.push(printable(`  ${issue.state.padEnd(7)}  ${issue.locale}  ${issue.path}`));
    }
  }
  return `${lines.join('\n')}\n`;
}
