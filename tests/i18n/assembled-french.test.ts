import { resultLinks } from '@/lib/assessment/link/token';
import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { beforeAll, describe, expect, it } from 'vitest';
import { ResultsReport } from '@/components/assessment/results/results-report';
import { levelKey, type LevelKey } from '@/lib/assessment/results/content';
import { formatPercentage } from '@/lib/assessment/results/format';
import {
  CATEGORY_KEYS,
  readinessLevelForScore,
  type CategoryScore,
} from '@/lib/assessment/scoring';
import { lintFrench } from '@/lib/i18n/french-lint';
import { pickMessages } from '@/lib/i18n/messages';
import {
  assessmentContactRow,
  assessmentResultRow,
  contactSubmissionRow,
  standingsOf,
  type StandingsRow,
} from '@/lib/leads/rows';
import { storedResultOf, visitorMessage, type MailContext } from '@/lib/mail/compose';
import type { MailMessage } from '@/lib/mail/transport';
import { mailContext } from '@/lib/mail/context';
import type { OutboxPayloadOf } from '@/lib/leads/rows';
import { pdfText } from '../assessment/pdf-text';
import {
  aContactLead,
  anAssessmentContactLead,
  anAssessmentResultLead,
} from '../support/lead-fixtures';
import { dictionaries, resultsCopy } from '../support/messages';

// The French as visitors receive it: the strings french-lint.test.ts checks one by one, here as the
// code joins them into subjects, e-mails, the PDF and the results page.

const RECEIVED_AT = '2025-11-20T10:30:00.000Z';

/** Where the database says a result stands: among 1 250 companies, and 130 of the fixture's size. */
const FRENCH_STANDINGS: StandingsRow = [
  {
    group: '201-500',
    members: 130,
    total: 50,
    categories: Object.fromEntries(CATEGORY_KEYS.map((key) => [key, 50])),
  },
  {
    group: 'all',
    members: 1250,
    total: 50,
    categories: Object.fromEntries(CATEGORY_KEYS.map((key) => [key, 50])),
  },
];

/** A stored result of these category scores (of 16 each), with the levels the scoring gives. */
function resultPayload(scores: readonly number[]): OutboxPayloadOf<'assessment_results'> {
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
  const contact = anAssessmentContactLead({ firstName: 'Émilie' });
  const lead = anAssessmentResultLead({
    locale: 'fr',
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
    objected: false,
    previous: null,
    standings: FRENCH_STANDINGS,
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
): Promise<string> {
  const provider: Omit<ProviderProps, 'children'> = {
    locale: 'fr',
    // No message formats a date; a time zone only keeps next-intl from warning.
    timeZone: 'UTC',
    messages: pickMessages(dictionaries.fr, ['results']),
  };
  return renderToStaticMarkup(
    createElement(
      NextIntlClientProvider,
      // The children follow as createElement's argument, which its typing does not count.
      provider as ProviderProps,
      createElement(ResultsReport, {
        locale: 'fr',
        // With its link, the comparison and an earlier result: every sentence the page can show.
        result: {
          ...storedResultOf(payload),
          extras: {
            link: 'A'.repeat(32),
            standings: standingsOf(FRENCH_STANDINGS),
            previous: {
              completedAt: '2025-05-02T09:00:00.000Z',
              percentage: 47.5,
              categoryScores: CATEGORY_KEYS.map((category) => ({ category, percentage: 50 })),
            },
            confirmed: true,
          },
        },
        content: context.content('fr'),
        copy: await resultsCopy('fr'),
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

const findingsIn = (text: string) =>
  lintFrench(text).map((finding) => `[${finding.rule}] ${finding.excerpt} (${finding.message})`);

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

  it('name the level first in the subject, in lower case after « Niveau »', () => {
    expect(samples.map((sample) => sample.subject)).toEqual([
      'Niveau élevé\u00a0: les résultats de votre évaluation',
      'Niveau intermédiaire\u00a0: les résultats de votre évaluation',
      'Niveau faible\u00a0: les résultats de votre évaluation',
      'Niveau très faible\u00a0: les résultats de votre évaluation',
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
      const lines = [
        t('report.overallLevel', { level: levelWords[sample.level] }),
        ...result.categoryScores.map((score) =>
          t('report.categoryScore', {
            score: score.score,
            max: score.maxScore,
            percentage: formatPercentage(score.percentage, 'fr'),
            level: levelWords[levelKey(score.readinessLevel)],
          }),
        ),
      ];
      for (const line of lines) {
        expect(sample.mail.split('\n'), `${sample.level}, e-mail`).toContain(line);
        expect(sample.pdf, `${sample.level}, PDF`).toContain(line);
      }
      const wordsIn = (text: string) =>
        Object.values(levelWords).filter((word) => text.includes(word));
      expect(wordsIn(sample.mail), sample.level).toEqual(wordsIn(sample.pdf));
      expect(wordsIn(sample.subject)).toEqual([levelWords[sample.level]]);
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
    for (const text of [mail.subject, mail.text]) {
      expect(findingsIn(text), text).toEqual([]);
      expect(forbiddenTermsIn(text)).toEqual([]);
    }
  });
});
