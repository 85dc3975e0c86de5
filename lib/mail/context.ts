import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createTranslator, type Messages } from 'next-intl';
import { toResultsContent } from '@/lib/assessment/results/content';
import { readContentNow } from '@/lib/content/read-now';
import {
  ASSESSMENT_CATEGORIES_QUERY,
  ASSESSMENT_SETTINGS_QUERY,
  EMAIL_SETTINGS_QUERY,
  RESULTS_PAGE_QUERY,
  SECTORS_QUERY,
  SITE_SETTINGS_QUERY,
} from '@/lib/content/queries';
import { requireDocument } from '@/lib/content/require-document';
import { defaultLocale, locales, type Locale } from '@/lib/i18n/locales';
import { unsubscribeTokenFor } from '@/lib/database/unsubscribe';
import type { MailContext, SalesContext } from './compose';

/** A language's dictionary, as the site's pages read it. */
export async function dictionary(locale: Locale): Promise<Messages> {
  const loaded = (await import(`../i18n/messages/${locale}.json`)) as { default: Messages };
  return loaded.default;
}

let fonts: Promise<{ regular: Buffer; bold: Buffer }> | undefined;

/** The report's fonts, read once from the files the server ships: the e-mails' PDFs and the brief's. */
export function reportFonts() {
  const file = (name: string) =>
    readFile(path.join(process.cwd(), 'node_modules/geist/dist/fonts/geist-sans', name));
  fonts ??= Promise.all([file('Geist-Regular.ttf'), file('Geist-Bold.ttf')]).then(
    ([regular, bold]) => ({ regular, bold }),
  );
  return fonts;
}

/** One read per query of the texts, each given up on after this: inside the run's own timeout. */
const CONTENT_TIMEOUT_MS = 8000;

async function readLocale(locale: Locale, signal: AbortSignal) {
  const [categories, assessment, texts, resultsPage, sectors, messages] = await Promise.all([
    readContentNow(ASSESSMENT_CATEGORIES_QUERY, { locale }, signal),
    readContentNow(ASSESSMENT_SETTINGS_QUERY, { locale }, signal),
    readContentNow(EMAIL_SETTINGS_QUERY, { locale }, signal),
    readContentNow(RESULTS_PAGE_QUERY, { locale }, signal),
    readContentNow(SECTORS_QUERY, { locale }, signal),
    dictionary(locale),
  ]);
  const { report, levels, benchmark, progress } = requireDocument(resultsPage, 'results page');
  return {
    content: toResultsContent(categories, assessment),
    texts: requireDocument(texts, 'e-mails to visitors'),
    copy: { report, levels, benchmark, progress },
    sectors,
    t: createTranslator({ locale, messages, namespace: 'results' }),
    teamWords: createTranslator({ locale, messages, namespace: 'teamMail' }),
  };
}

/**
 * The texts, content and fonts visitors' e-mails need, in every language, read at once before a
 * delivery run claims any: an edit published in the Studio reaches the next run's messages, and a
 * Content Lake that does not answer leaves the e-mails waiting, unclaimed and untried.
 */
export async function mailContext(sales: SalesContext): Promise<MailContext> {
  const signal = AbortSignal.timeout(CONTENT_TIMEOUT_MS);
  const [settings, perLocale, reportFontFiles] = await Promise.all([
    readContentNow(SITE_SETTINGS_QUERY, { locale: defaultLocale }, signal),
    Promise.all(locales.map((locale) => readLocale(locale, signal))),
    reportFonts(),
  ]);
  const site = requireDocument(settings, 'site settings');
  const byLocale = new Map(locales.map((locale, index) => [locale, perLocale[index]!]));
  const of = (locale: Locale) => byLocale.get(locale) ?? byLocale.get(defaultLocale)!;
  return {
    ...sales,
    siteName: site.companyName,
    schedulingUrl: site.schedulingUrl,
    content: (locale) => of(locale).content,
    texts: (locale) => of(locale).texts,
    copy: (locale) => of(locale).copy,
    sectors: (locale) => of(locale).sectors,
    t: (locale) => of(locale).t,
    teamWords: (locale) => of(locale).teamWords,
    fonts: reportFontFiles,
    unsubscribeToken: unsubscribeTokenFor,
  };
}
