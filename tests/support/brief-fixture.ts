import { passagesOf, type CorpusDocuments } from '@/lib/assistant/corpus';
import { queryLocalDataset } from '@/lib/content/local-dataset';
import { ASSESSMENT_CATEGORIES_QUERY, ASSISTANT_CORPUS_QUERY } from '@/lib/content/queries';
import type { BriefInput } from '@/lib/desk/brief';
import type { BriefSource, DeskEntry, ThreadEntry } from '@/lib/desk/types';
import type { Locale } from '@/lib/i18n/locales';
import type { CategoryScore, ReadinessLevel } from '@/lib/model';
import type { ASSESSMENT_CATEGORIES_QUERY_RESULT } from '@/sanity.types';
import { dictionaries } from './messages';

export const SITE_URL = 'https://lumen.example';

/** The seed's published documents, as the assistant reads them. */
export const corpus = await queryLocalDataset<CorpusDocuments>(ASSISTANT_CORPUS_QUERY);

export const passagesIn = (locale: Locale) => passagesOf(corpus, locale);

export async function categoryNamesIn(locale: Locale) {
  const categories = await queryLocalDataset<ASSESSMENT_CATEGORIES_QUERY_RESULT>(
    ASSESSMENT_CATEGORIES_QUERY,
    { locale },
  );
  return Object.fromEntries(categories.map(({ key, title }) => [key, title]));
}

function levelOf(percentage: number): ReadinessLevel {
  if (percentage >= 75) return 'High';
  if (percentage >= 50) return 'Moderate';
  if (percentage >= 25) return 'Low';
  return 'Very Low';
}

/** A category's score at a percentage of its 16 points. */
export function scoreOf(category: string, percentage: number): CategoryScore {
  return {
    category,
    score: Math.round((16 * percentage) / 100),
    maxScore: 16,
    readinessLevel: levelOf(percentage),
    percentage,
  };
}

const RESULT_ID = '5b0c3f0e-1d2a-4c1b-9f00-0000000000aa';
const CONTACT_ID = '5b0c3f0e-1d2a-4c1b-9f00-0000000000bb';

export function anEntry(overrides: Partial<DeskEntry> = {}): DeskEntry {
  return {
    table: 'assessment_results',
    id: RESULT_ID,
    createdAt: '2026-12-07T09:15:00.000Z',
    notifiedAt: '2026-12-07T09:16:00.000Z',
    tier: 'A',
    owner: 'marie@lumen.example',
    takenBy: null,
    takenAt: null,
    escalatedAt: null,
    bookedAt: null,
    callAt: null,
    closedAt: null,
    ...overrides,
  };
}

export function aThreadEntry(overrides: Partial<ThreadEntry> = {}): ThreadEntry {
  return {
    table: 'contact_submissions',
    id: '5b0c3f0e-1d2a-4c1b-9f00-0000000000c1',
    createdAt: '2026-10-01T08:00:00.000Z',
    locale: 'en',
    email: 'jane@acme.example',
    name: 'Jane Doe',
    companyName: 'Acme Freight',
    companySize: '11-50',
    message: null,
    percentage: null,
    level: null,
    callAt: null,
    sameMailbox: true,
    ...overrides,
  };
}

type Person = { firstName: string; lastName: string; company: string };

const JANE: Person = { firstName: 'Jane', lastName: 'Doe', company: 'Acme Freight' };

/**
 * A completed assessment weakest in data (20 %), then risk (35 %), with the standings of its size
 * band and of everyone, and an earlier confirmed result.
 */
export function aResultSource(
  person: Person = JANE,
  overrides: Partial<BriefSource> = {},
): BriefSource {
  const contact = {
    id: CONTACT_ID,
    locale: 'en',
    privacy_notice: 'notice',
    policy_version: '2026-11',
    first_name: person.firstName,
    last_name: person.lastName,
    company_name: person.company,
    company_size: '11-50' as const,
    email: 'jane@acme.example',
    created_at: '2026-12-07T09:00:00.000Z',
  };
  const categoryScores = [
    scoreOf('leadership', 70),
    scoreOf('organization', 55),
    scoreOf('data', 20),
    scoreOf('financial', 60),
    scoreOf('risk', 35),
  ];
  return {
    entry: anEntry(),
    payload: {
      table: 'assessment_results',
      lead: {
        id: RESULT_ID,
        locale: 'en',
        privacy_notice: 'notice',
        policy_version: '2026-11',
        email: 'jane@acme.example',
        answers: 'abcd'.repeat(5),
        total_score: 38,
        max_possible_score: 80,
        overall_readiness_level: 'Moderate',
        percentage: 48,
        category_scores: categoryScores,
        contact_id: CONTACT_ID,
        link_nonce: 'AAAAAAAAAAAAAAAAAAAAAA',
        created_at: '2026-12-07T09:15:00.000Z',
        confirmed_at: '2026-12-07T09:20:00.000Z',
      },
      contact,
      objected: false,
    },
    answers: 'abcdabcdabcdabcdabcd',
    standings: [
      {
        group: '11-50',
        members: 130,
        total: 65,
        categories: { leadership: 80, organization: 50, data: 10, financial: 70, risk: 30 },
      },
      {
        group: 'all',
        members: 900,
        total: 55,
        categories: { leadership: 75, organization: 45, data: 5, financial: 60, risk: 25 },
      },
    ],
    previous: {
      id: '5b0c3f0e-1d2a-4c1b-9f00-0000000000a0',
      locale: 'en',
      total_score: 32,
      max_possible_score: 80,
      overall_readiness_level: 'Low',
      percentage: 40.5,
      category_scores: [
        scoreOf('leadership', 70),
        scoreOf('organization', 50),
        scoreOf('data', 25),
        scoreOf('financial', 40),
        scoreOf('risk', 35),
      ],
      created_at: '2026-05-03T10:00:00.000Z',
    },
    thread: [],
    ...overrides,
  };
}

/** A contact message, with no scores. */
export function aContactSource(message: string, person: Person = JANE): BriefSource {
  const id = '5b0c3f0e-1d2a-4c1b-9f00-0000000000dd';
  return {
    entry: anEntry({ table: 'contact_submissions', id }),
    payload: {
      table: 'contact_submissions',
      lead: {
        id,
        locale: 'fr',
        privacy_notice: 'notice',
        policy_version: '2026-11',
        first_name: person.firstName,
        last_name: person.lastName,
        company_name: person.company,
        company_size: '201-500',
        email: 'jane@acme.example',
        message,
        created_at: '2026-12-07T09:15:00.000Z',
      },
      contact: null,
      objected: true,
    },
    answers: null,
    standings: null,
    previous: null,
    thread: [],
  };
}

/** What the builder takes besides the lead, in a consultant's language. */
export async function briefInputs(
  locale: Locale,
): Promise<Omit<BriefInput, 'source' | 'offers' | 'questions'>> {
  return {
    tier: 'A',
    reasons: ['201-500 employees', 'asked for a call'],
    owner: 'marie@lumen.example',
    locale,
    messages: dictionaries[locale],
    categoryNames: await categoryNamesIn(locale),
    timeZone: 'Europe/Paris',
  };
}
