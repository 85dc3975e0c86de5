import { resultLinks } from '@/lib/database/link-token';
import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import { beforeAll, describe, expect, it } from 'vitest';
import { ResultsReport } from '@/components/assessment/results/results-report';
import { levelKey, type LevelKey } from '@/lib/assessment/results/content';
import { formatDate, formatPercentage } from '@/lib/assessment/results/format';
import {
  CATEGORY_KEYS,
  readinessLevelForScore,
  type CategoryScore,
} from '@/lib/assessment/scoring';
import type { ResultStandings, Standing } from '@/lib/assessment/results/standing';
import {
  progressIntro,
  progressRow,
  standingColumn,
  sectorNamesOf,
  standingSentence,
  type GroupPhrases,
} from '@/lib/assessment/results/standing-text';
import type { BenchmarkCopy, ProgressCopy } from '@/lib/content/types';
import { loadLocalDataset } from '@/lib/content/local-dataset';
import { blockTexts, lintEnglish, lintFrench, type Finding } from '@/lib/i18n/french-lint';
import { formatMessage, messageArguments } from '@/lib/i18n/icu';
import { locales, type Locale } from '@/lib/i18n/locales';
import { pickMessages } from '@/lib/i18n/messages';
import { COMPANY_SIZES } from '@/lib/model';
import {
  assessmentContactRow,
  assessmentResultRow,
  contactSubmissionRow,
} from '@/lib/database/rows';
import { storedResultOf, visitorMessage, type MailContext } from '@/lib/mail/compose';
import type { MailMessage } from '@/lib/mail/transport';
import { mailContext } from '@/lib/mail/context';
import type { OutboxPayloadOf } from '@/lib/database/rows';
import { pdfText } from '../assessment/pdf-text';
import {
  aContactLead,
  anAssessmentContactLead,
  anAssessmentResultLead,
} from '../support/lead-fixtures';
import { dictionaries, publishedSectors, resultsCopy } from '../support/messages';

// The copy as visitors receive it: the strings french-lint.test.ts checks one by one, here as the
// code joins them into subjects, e-mails, the PDF and the results page, and every sentence with a
// number or a date filled in with the values that break grammar: 0, 1, 1.3, 2, 10, 1 000 and the
// first of a month, in both languages.

// The first of a month: the page's and the PDF's date, and six months on the e-mail's retake date.
const RECEIVED_AT = '2026-12-01T10:30:00.000Z';
const EARLIER = '2026-05-01T09:00:00.000Z';

/** Where a result stands as the database answers it: a share in steps of 5, a count in tens. */
const STANDINGS: ResultStandings = {
  overall: [
    { group: '201-500', members: 130, percentAhead: 35 },
    { group: 'sector:logistics', members: 20, percentAhead: 100 },
    { group: 'all', members: 1340, percentAhead: 40 },
  ],
  categories: Object.fromEntries(
    CATEGORY_KEYS.map((category, index) => [
      category,
      [
        { group: '201-500', members: 130, percentAhead: [0, 5, 50, 95, 100][index] ?? 50 },
        { group: 'sector:logistics', members: 20, percentAhead: 5 },
        { group: 'all', members: 1340, percentAhead: 55 },
      ],
    ]),
  ),
};

/** A stored result of these category scores (of 16 each), with the levels the scoring gives. */
function resultPayload(
  scores: readonly number[],
  locale: Locale = 'fr',
): OutboxPayloadOf<'assessment_results'> {
  const categoryScores: CategoryScore[] = CATEGORY_KEYS.map((category, index) => {
    const score = scores[index] ?? 4;
    return {
      category,
      score,
      maxScore: 16,
      readinessLevel: readinessLevelForScore(score, 16),
      percentage: (score / 16) * 100,
    };
  });
  const totalScore = categoryScores.reduce((sum, entry) => sum + entry.score, 0);
  const contact = anAssessmentContactLead({ firstName: 'Émilie', locale });
  const lead = anAssessmentResultLead({
    locale,
    email: contact.email,
    totalScore,
    maxPossibleScore: 80,
    overallReadinessLevel: readinessLevelForScore(totalScore, 80),
    percentage: (totalScore / 80) * 100,
    categoryScores,
  });
  return {
    table: 'assessment_results',
    lead: { ...assessmentResultRow(lead), created_at: RECEIVED_AT },
    contact: { ...assessmentContactRow(contact), created_at: RECEIVED_AT },
  };
}

// One result per overall level; together their categories take every level too.
const RESULTS = {
  high: resultPayload([16, 16, 13, 12, 8]),
  moderate: resultPayload([14, 11, 10, 9, 9]),
  low: resultPayload([12, 8, 6, 4, 5]),
  veryLow: resultPayload([4, 4, 5, 4, 6]),
} satisfies Record<LevelKey, OutboxPayloadOf<'assessment_results'>>;

const LEVELS = Object.keys(RESULTS) as LevelKey[];

function contactPayload(firstName: string): OutboxPayloadOf<'contact_submissions'> {
  const lead = aContactLead({ locale: 'fr', firstName });
  return {
    table: 'contact_submissions',
    lead: { ...contactSubmissionRow(lead), created_at: RECEIVED_AT },
    contact: null,
  };
}

const decodeEntities = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');

/** The text of rendered HTML, one line per element, spaces as written. */
const textOf = (html: string) =>
  decodeEntities(html.replace(/<[^>]*>/g, '\n'))
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');

/**
 * The text a PDF reader copies, lines joined. The PDF draws both no-break spaces as the font's
 * U+00A0 (lib/assessment/report/drawable-text.ts), so the narrow one is put back where French
 * wants it before the lint; an ordinary space there is still reported.
 */
function readPdf(mail: MailMessage): string {
  const bytes = mail.attachments?.[0]?.content;
  expect(bytes).toBeInstanceOf(Uint8Array);
  return pdfText(bytes as Uint8Array)
    .split('\n')
    .join(' ')
    .replace(/\u00a0(?=[;!?»])/g, '\u202f')
    .replace(/«\u00a0/g, '«\u202f');
}

type ProviderProps = ComponentProps<typeof NextIntlClientProvider>;

/** The results page as the browser renders it: the report, with the page's messages. */
async function resultsPage(
  payload: OutboxPayloadOf<'assessment_results'>,
  context: MailContext,
  locale: Locale = 'fr',
): Promise<string> {
  const provider: Omit<ProviderProps, 'children'> = {
    locale,
    // No message formats a date; a time zone only keeps next-intl from warning.
    timeZone: 'UTC',
    messages: pickMessages(dictionaries[locale], ['results']),
  };
  return renderToStaticMarkup(
    createElement(
      NextIntlClientProvider,
      // The children follow as createElement's argument, which its typing does not count.
      provider as ProviderProps,
      createElement(ResultsReport, {
        locale,
        // With its link, the comparison and an earlier result: every sentence the page can show.
        result: {
          ...storedResultOf(payload),
          extras: {
            link: 'A'.repeat(32),
            standings: STANDINGS,
            previous: {
              completedAt: EARLIER,
              percentage: 47.5,
              categoryScores: CATEGORY_KEYS.map((category) => ({ category, percentage: 50 })),
            },
            confirmed: true,
          },
        },
        content: context.content(locale),
        sectors: context.sectors(locale),
        copy: await resultsCopy(locale),
        stories: [],
        siteName: context.siteName,
        schedulingUrl: context.schedulingUrl,
      }),
    ),
  );
}

/** What a tile shows for each category: its title and its level badge, as read on screen. */
function tiles(html: string): { title: string; badge: string }[] {
  return [...html.matchAll(/<li data-category="[^"]+"[^>]*>([\s\S]*?)<\/li>/g)].map(([, tile]) => ({
    title: textOf(/<h3[^>]*>([\s\S]*?)<\/h3>/.exec(tile ?? '')?.[1] ?? ''),
    badge: textOf(/<span class="inline-flex[^"]*">([\s\S]*?)<\/span>/.exec(tile ?? '')?.[1] ?? ''),
  }));
}

const described = (findings: Finding[]) =>
  findings.map((finding) => `[${finding.rule}] ${finding.excerpt} (${finding.message})`);

const findingsIn = (text: string) => described(lintFrench(text));

/** What each language's lint finds: French typography, plurals, dates; English plurals, terms. */
const lintOf = (locale: Locale) => (locale === 'fr' ? lintFrench : lintEnglish);

const forbiddenTermsIn = (text: string) =>
  lintFrench(text)
    .filter((finding) => finding.rule === 'forbidden-term')
    .map((finding) => finding.excerpt);

// « niveau Élevé », « , Élevé » or « · Faible »: a level capitalised inside a sentence.
const CAPITALISED_LEVEL =
  /niveau\s+\p{Lu}|[,·:(]\s*(?:Élevé|Intermédiaire|Faible|Très faible)(?![\p{L}])/u;

type Sample = {
  level: LevelKey;
  subject: string;
  mail: string;
  pdf: string;
  page: string;
  pageHtml: string;
};

let context: MailContext;
let levelWords: Record<LevelKey, string>;
const samples: Sample[] = [];

beforeAll(async () => {
  context = await mailContext({
    from: 'Lumen AI Consulting <hello@lumen.example>',
    salesTo: [],
    siteUrl: 'https://lumen.example',
    resultLinks: (id, nonce) => resultLinks(id, nonce, 'a secret of the tests, 32 characters long'),
  });
  levelWords = context.copy('fr').levels;
  for (const level of LEVELS) {
    const payload = RESULTS[level];
    const mail = await visitorMessage(payload, context);
    const pageHtml = await resultsPage(payload, context);
    samples.push({
      level,
      subject: mail.subject,
      mail: mail.text,
      pdf: readPdf(mail),
      page: textOf(pageHtml),
      pageHtml,
    });
  }
}, 120_000);

describe('the French results, as assembled for each level', () => {
  it('cover every level, overall and by category', () => {
    const overall = LEVELS.map((level) => RESULTS[level].lead.overall_readiness_level);
    expect(overall).toEqual(['High', 'Moderate', 'Low', 'Very Low']);
    const byCategory = new Set(
      LEVELS.flatMap((level) => storedResultOf(RESULTS[level]).categoryScores).map((score) =>
        levelKey(score.readinessLevel),
      ),
    );
    expect([...byCategory].sort()).toEqual([...LEVELS].sort());
  });

  it('name the AI readiness and its level in the subject, in lower case after « Niveau »', () => {
    expect(samples.map((sample) => sample.subject)).toEqual([
      'Votre maturité IA – Niveau élevé',
      'Votre maturité IA – Niveau intermédiaire',
      'Votre maturité IA – Niveau faible',
      'Votre maturité IA – Niveau très faible',
    ]);
  });

  it.each(['subject', 'mail', 'pdf', 'page'] as const)('pass the lint in the %s', (part) => {
    for (const sample of samples) {
      expect(findingsIn(sample[part]), `${sample.level}: ${sample[part]}`).toEqual([]);
      expect(forbiddenTermsIn(sample[part]), sample.level).toEqual([]);
    }
  });

  it.each(['subject', 'mail', 'pdf', 'page'] as const)(
    'never capitalise a level inside a sentence in the %s',
    (part) => {
      for (const sample of samples) {
        expect(sample[part], sample.level).not.toMatch(CAPITALISED_LEVEL);
      }
    },
  );

  it('give the e-mail and its PDF the same level words, line for line', () => {
    const t = context.t('fr');
    for (const sample of samples) {
      const result = storedResultOf(RESULTS[sample.level]);
      const categoryLines = result.categoryScores.map((score) =>
        t('report.categoryScore', {
          score: score.score,
          max: score.maxScore,
          percentage: formatPercentage(score.percentage, 'fr'),
          level: levelWords[levelKey(score.readinessLevel)],
        }),
      );
      for (const line of categoryLines) {
        expect(sample.mail.split('\n'), `${sample.level}, e-mail`).toContain(line);
        expect(sample.pdf, `${sample.level}, PDF`).toContain(line);
      }
      // The e-mail names the overall level in a line; the PDF in its title, « Maturité … ».
      const overallLine = t('report.overallLevel', { level: levelWords[sample.level] });
      expect(sample.mail.split('\n'), sample.level).toContain(overallLine);
      const wordsIn = (text: string) =>
        Object.values(levelWords).filter((word) => text.includes(word));
      const categoryWords = wordsIn(categoryLines.join('\n'));
      expect(wordsIn(sample.pdf), sample.level).toEqual(categoryWords);
      expect(wordsIn(sample.mail), sample.level).toEqual(
        wordsIn([...categoryLines, overallLine].join('\n')),
      );
      expect(wordsIn(sample.subject)).toEqual([levelWords[sample.level]]);
    }
  });

  it('write the first of a month « 1er » in the e-mail, its PDF and the page', () => {
    for (const sample of samples) {
      expect(sample.mail, sample.level).toContain('à partir du 1er juin 2027');
      expect(sample.pdf, sample.level).toContain('Date\u00a0: 1er décembre 2026');
      expect(sample.page, sample.level).toContain('Évaluation réalisée le 1er décembre 2026');
      expect(sample.page, sample.level).toContain(
        'Par rapport à votre évaluation du 1er mai 2026.',
      );
    }
  });

  it('show under every category title a level that agrees with it', () => {
    expect(Object.values(levelWords)).toEqual([
      'Niveau élevé',
      'Niveau intermédiaire',
      'Niveau faible',
      'Niveau très faible',
    ]);
    for (const sample of samples) {
      const shown = tiles(sample.pageHtml);
      const result = storedResultOf(RESULTS[sample.level]);
      expect(shown.map((tile) => tile.badge)).toEqual(
        result.categoryScores.map((score) => levelWords[levelKey(score.readinessLevel)]),
      );
      expect(shown.map((tile) => tile.title)).toContain('Maturité financière et ROI');
    }
  });
});

describe('the French contact confirmation, as assembled', () => {
  // Nobody proved the address a message gives: whatever the name, the greeting carries none.
  it.each([
    ['Émilie', 'Bonjour,'],
    ['', 'Bonjour,'],
  ])('greets %j as %j, names the consultant and passes the lint', async (firstName, greeting) => {
    const mail = await visitorMessage(contactPayload(firstName), context);
    expect(mail.subject).toBe('Nous avons bien reçu votre message');
    const lines = mail.text.split('\n').map((line) => line.trim());
    expect(lines).toContain(greeting);
    expect(mail.text).toContain('L’un de nos consultants vous répondra sous un jour ouvré.');
    // The sign-off's two lines stay two in the plain-text part.
    expect(lines).toContain('Bien cordialement,');
    expect(lines).toContain('L’équipe Lumen AI Consulting');
    for (const text of [mail.subject, mail.text]) {
      expect(findingsIn(text), text).toEqual([]);
      expect(forbiddenTermsIn(text)).toEqual([]);
    }
  });
});

// Every sentence with a number or a date, filled in with the values that break grammar.

const EDGE_NUMBERS = [0, 1, 1.3, 2, 10, 1000];
const FIRST_OF_MONTH = '2027-06-01T12:00:00.000Z';

type Kind = 'count' | 'position' | 'percentage' | 'date' | 'year' | 'words';

/**
 * What each placeholder of the dictionaries and the Studio holds. A placeholder missing here fails
 * the test below: say what it holds, and it is filled with the edge values of its kind.
 */
const PLACEHOLDERS: Record<string, Kind> = {
  score: 'count',
  max: 'count',
  // A team's size, and the points its answers spread over.
  respondents: 'count',
  remaining: 'count',
  min: 'count',
  lowest: 'count',
  highest: 'count',
  questions: 'count',
  total: 'count',
  months: 'count',
  days: 'count',
  years: 'count',
  cookieMonths: 'count',
  dataMonths: 'count',
  count: 'count',
  points: 'count',
  missing: 'count',
  // A place in a sequence, whole and small: question 2, page 3, the second cited page.
  current: 'position',
  index: 'position',
  number: 'position',
  percentage: 'percentage',
  percent: 'percentage',
  before: 'percentage',
  now: 'percentage',
  date: 'date',
  time: 'date',
  year: 'year',
  amount: 'words',
  answer: 'words',
  consultant: 'words',
  letter: 'words',
  owner: 'words',
  tier: 'words',
  categories: 'words',
  category: 'words',
  change: 'words',
  company: 'words',
  domain: 'words',
  firstName: 'words',
  group: 'words',
  high: 'words',
  low: 'words',
  label: 'words',
  language: 'words',
  level: 'words',
  name: 'words',
  provider: 'words',
  countries: 'words',
  where: 'words',
  sector: 'words',
  size: 'words',
  title: 'words',
  version: 'words',
  who: 'words',
  words: 'words',
};

type DateFormat = (isoDate: string, locale: Locale) => string;
type Values = Record<string, string | number>;
/** A sentence as assembled, and where its words come from. */
type Sentence = { where: string; text: string };

const POSITIONS = [1, 2, 10];

/**
 * The values a sentence is filled with: once with plain values, then each count and percentage at
 * each edge value in turn, and each position at each of its own, the others left plain. Dates fall
 * on the first of a month.
 */
function fillings(names: readonly string[], locale: Locale, date: DateFormat): Values[] {
  const plain = (name: string): string | number => {
    switch (PLACEHOLDERS[name]) {
      case 'count':
      case 'position':
        return 10;
      case 'percentage':
        return formatPercentage(10, locale);
      case 'date':
        return date(FIRST_OF_MONTH, locale);
      case 'year':
        return 2026;
      default:
        return 'Lumen';
    }
  };
  const base = Object.fromEntries(names.map((name) => [name, plain(name)]));
  const edges = names.flatMap((name) => {
    const kind = PLACEHOLDERS[name];
    if (kind === 'count') return EDGE_NUMBERS.map((value) => ({ ...base, [name]: value }));
    if (kind === 'position') return POSITIONS.map((value) => ({ ...base, [name]: value }));
    if (kind === 'percentage') {
      return EDGE_NUMBERS.map((value) => ({ ...base, [name]: formatPercentage(value, locale) }));
    }
    return [];
  });
  return [base, ...edges];
}

function leaves(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

const unclassified = (names: readonly string[]) => names.filter((name) => !PLACEHOLDERS[name]);

/** Every dictionary message with placeholders, formatted as next-intl formats it, each filling. */
function dictionarySentences(locale: Locale, messages: object, date: DateFormat): Sentence[] {
  return leaves(messages).flatMap(([key, message]) => {
    const names = messageArguments(message);
    if (names.length === 0) return [];
    expect(unclassified(names), `${key}: add its placeholders to PLACEHOLDERS`).toEqual([]);
    const t = createTranslator({ locale, messages: { message } });
    return fillings(names, locale, date).map((values) => ({
      where: `${locale}.json ${key} ${JSON.stringify(values)}`,
      text: t('message', values),
    }));
  });
}

/** Every localized text of the seed with placeholders, filled as the site fills Studio sentences. */
async function studioSentences(locale: Locale): Promise<Sentence[]> {
  const { documents } = await loadLocalDataset();
  const texts: Array<[string, string]> = [];
  const walk = (value: unknown, at: string) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, `${at}[${index}]`));
    } else if (typeof value === 'object' && value !== null) {
      const record = value as Record<string, unknown>;
      if (record._type === 'localeString' || record._type === 'localeText') {
        if (typeof record[locale] === 'string') texts.push([at, record[locale]]);
        return;
      }
      if (record._type === 'localeBlockContent') {
        for (const text of blockTexts(record[locale])) texts.push([at, text]);
        return;
      }
      for (const [key, child] of Object.entries(record)) walk(child, `${at}.${key}`);
    }
  };
  for (const document of documents) walk(document, String(document._id));
  return texts.flatMap(([where, text]) => {
    const names = messageArguments(text);
    if (names.length === 0) return [];
    expect(unclassified(names), `${where}: add its placeholders to PLACEHOLDERS`).toEqual([]);
    return fillings(names, locale, formatDate).map((values) => ({
      where: `${where}.${locale} ${JSON.stringify(values)}`,
      text: formatMessage(text, values, locale),
    }));
  });
}

const SHARES = [0, 5, 35, 95, 100];

/** The comparison's sentences for every group, share and count, and its columns. */
async function comparisonSentences(copy: BenchmarkCopy, locale: Locale): Promise<Sentence[]> {
  const t = createTranslator({ locale, messages: dictionaries[locale], namespace: 'results' });
  const sectors = await publishedSectors(locale);
  const phrases: GroupPhrases = {
    size: (size) => t(`sizes.${size}`),
    sector: sectorNamesOf(sectors),
  };
  const groups: Standing['group'][] = [
    'all',
    ...COMPANY_SIZES,
    ...sectors.map(({ key }) => `sector:${key}` as const),
  ];
  return groups.flatMap((group) => [
    { where: `column ${group}`, text: standingColumn(copy, group, phrases) },
    ...SHARES.flatMap((percentAhead) =>
      [...EDGE_NUMBERS, 1340].map((members) => ({
        where: `${group}, ${percentAhead} %, ${members}`,
        text: standingSentence(copy, { group, members, percentAhead }, locale, phrases),
      })),
    ),
  ]);
}

/** The progress's changes up and down by each edge value, and its intro on the first of a month. */
function progressSentences(copy: ProgressCopy, locale: Locale, date: DateFormat): Sentence[] {
  const changes = [0, 1, 1.25, 1.3, 2, 10].flatMap((points) =>
    [
      [40, 40 + points],
      [40 + points, 40],
    ].map(([before = 0, now = 0]) => ({
      where: `from ${before} to ${now}`,
      text: progressRow(copy, before, now, locale).change,
    })),
  );
  const intro = {
    where: 'intro',
    text: progressIntro(
      { ...copy, intro: copy.intro.replace('{date}', date(FIRST_OF_MONTH, locale)) },
      { completedAt: FIRST_OF_MONTH, percentage: 50, categoryScores: [] },
      locale,
    ),
  };
  return [...changes, intro];
}

/** What the language's lint finds in the sentences, each with where it was assembled. */
function offences(sentences: readonly Sentence[], locale: Locale): string[] {
  return sentences.flatMap(({ where, text }) =>
    described(lintOf(locale)(text)).map((finding) => `${where}: ${finding}`),
  );
}

/**
 * Numbers filled in as the language writes them: 1,3 and « 1 000 » in French, 1.3 and 1,000 in
 * English, never a bare "1000" or another language's decimal sign.
 */
function rawNumbers(sentences: readonly Sentence[], locale: Locale): string[] {
  const foreignDecimal = locale === 'fr' ? /(?<![\d.,])1\.3(?!\d)/ : /(?<![\d.,])1,3(?!\d)/;
  return sentences
    .filter(({ text }) => foreignDecimal.test(text) || /(?<![\d.,])1000(?!\d)/.test(text))
    .map(({ where, text }) => `${where}: ${text}`);
}

/** French's, or English's, rules found broken in these sentences: which rules, on what. */
const brokenRules = (sentences: readonly Sentence[], locale: Locale) =>
  sentences.flatMap(({ text }) =>
    lintOf(locale)(text).map((finding) => ({ rule: finding.rule, excerpt: finding.excerpt })),
  );

describe.each(locales)('every sentence with a number or a date, in %s', (locale) => {
  it('passes the lint from every dictionary message, filled with 0, 1, 1.3, 2, 10, 1 000 and the first of a month', () => {
    const sentences = dictionarySentences(locale, dictionaries[locale], formatDate);
    expect(sentences.length).toBeGreaterThan(100);
    expect(offences(sentences, locale)).toEqual([]);
    expect(rawNumbers(sentences, locale)).toEqual([]);
    for (const { where, text } of sentences) expect(text, where).not.toMatch(/[{}]/);
  });

  it('passes the lint from every Studio sentence with placeholders, filled the same way', async () => {
    const sentences = await studioSentences(locale);
    expect(sentences.map(({ where }) => where.split('.')[0])).toEqual(
      expect.arrayContaining(['resultsPage', 'emailSettings']),
    );
    expect(offences(sentences, locale)).toEqual([]);
    expect(rawNumbers(sentences, locale)).toEqual([]);
  });

  it('passes the lint in the comparison, for every group, share and count', async () => {
    const { benchmark } = await resultsCopy(locale);
    const sentences = await comparisonSentences(benchmark, locale);
    expect(offences(sentences, locale)).toEqual([]);
    expect(rawNumbers(sentences, locale)).toEqual([]);
    // A share of none or of all reads as a place, not as « environ 0 % » or "about 100%".
    for (const { where, text } of sentences) {
      expect(text, where).not.toMatch(/(?<![\d,.])(?:0|100)\s?%/u);
    }
  });

  it('passes the lint in the progress, up and down by every change', async () => {
    const { progress } = await resultsCopy(locale);
    const sentences = progressSentences(progress, locale, formatDate);
    expect(offences(sentences, locale)).toEqual([]);
    expect(rawNumbers(sentences, locale)).toEqual([]);
  });
});

describe('numbers and dates, as each language writes them', () => {
  it('keeps the French singular below 2 and writes « 1er »', async () => {
    const { progress, benchmark } = await resultsCopy('fr');
    const change = (before: number, now: number) => progressRow(progress, before, now, 'fr').change;
    expect(change(40, 41)).toBe('En hausse de 1\u00a0point');
    expect(change(41.25, 40)).toBe('En baisse de 1,3\u00a0point');
    expect(change(40, 42)).toBe('En hausse de 2\u00a0points');
    expect(formatDate(FIRST_OF_MONTH, 'fr')).toBe('1er juin 2027');
    expect(formatDate('2027-06-11T12:00:00.000Z', 'fr')).toBe('11 juin 2027');
    expect(
      standingSentence(benchmark, { group: '1000+', members: 1000, percentAhead: 35 }, 'fr', {
        size: () => 'plus de 1\u202f000 salariés',
        sector: () => undefined,
      }),
    ).toBe(
      'Vous devancez environ 35\u00a0% des entreprises de plus de 1\u202f000 salariés ayant réalisé l’évaluation (au moins 1\u202f000).',
    );
  });

  it('keeps the English singular for exactly 1', async () => {
    const { progress } = await resultsCopy('en');
    const change = (before: number, now: number) => progressRow(progress, before, now, 'en').change;
    expect(change(40, 41)).toBe('Up 1 point');
    expect(change(41.25, 40)).toBe('Down 1.3 points');
    expect(formatDate(FIRST_OF_MONTH, 'en')).toBe('June 1, 2027');
  });
});

describe('the checks above', () => {
  // Each check must be able to fail: the copy and the date format as they were before the third
  // French review, put through the same assembly, are caught.
  const naiveDate: DateFormat = (isoDate, locale) =>
    new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-US', { dateStyle: 'long' }).format(
      new Date(isoDate),
    );

  it('catch « 1 juin » in a dictionary message', () => {
    expect(brokenRules(dictionarySentences('fr', dictionaries.fr, naiveDate), 'fr')).toContainEqual(
      expect.objectContaining({ rule: 'first-of-month' }),
    );
  });

  it('catch « 1,3 points » and "1 points" in a change of score', async () => {
    for (const [locale, up] of [
      ['fr', 'En hausse de {points}\u00a0points'],
      ['en', 'Up {points} points'],
    ] as const) {
      const { progress } = await resultsCopy(locale);
      const found = brokenRules(progressSentences({ ...progress, up }, locale, formatDate), locale);
      expect(found).toContainEqual({
        rule: 'plural-agreement',
        excerpt: locale === 'fr' ? 'En hausse de 1,3\u00a0points' : 'Up 1 points',
      });
    }
  });

  it('catch "1 points" in a dictionary message that lost its plural', () => {
    const messages = structuredClone(dictionaries.en);
    messages.results.overall.score = '{score} of {max} points';
    expect(brokenRules(dictionarySentences('en', messages, formatDate), 'en')).toContainEqual({
      rule: 'plural-agreement',
      excerpt: '10 of 1 points',
    });
  });
});

describe('the English results, as assembled', () => {
  it('pass the English lint in the e-mail, its PDF and the page, dates and plurals included', async () => {
    const payload = resultPayload([14, 11, 10, 9, 9], 'en');
    const mail = await visitorMessage(payload, context);
    const page = textOf(await resultsPage(payload, context, 'en'));
    const pdf = readPdf(mail);
    for (const [part, text] of [
      ['subject', mail.subject],
      ['mail', mail.text],
      ['pdf', pdf],
      ['page', page],
    ] as const) {
      expect(described(lintEnglish(text)), part).toEqual([]);
    }
    expect(mail.text).toContain('from June 1, 2027');
    expect(page).toContain('Compared with your assessment of May 1, 2026.');
  });
});
