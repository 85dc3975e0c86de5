import { randomBytes, randomUUID } from 'node:crypto';
import { resultLinks, tokenHash, type ResultLinks } from '@/lib/database/link-token';
import type {
  AssessmentContactLead,
  AssessmentResultLead,
  CategoryScore,
  ContactLead,
} from '@/lib/database/types';
import { readinessLevelForScore, scorePercentage } from '@/lib/assessment/scoring';
import { CATEGORY_KEYS } from '@/lib/model';

/** The secret the tests make results' links with, as RESULTS_LINK_SECRET would. */
export const TEST_LINK_SECRET = 'kX3q9Vw2mP7rT5yB8nL4cF6hJ1dS0gZaQeRuYiOp';

/**
 * The rate-limit keys of a visitor of their own, as lib/visitor-keys.ts would send them: the
 * database refuses a visitor's lead that carries none, and counts 5 a minute per key.
 */
export function aVisitor(): string[] {
  return [randomBytes(32).toString('hex')];
}

/** A mailbox of its own: the database also counts 5 leads a minute per mailbox. */
function unique(local: string, domain: string): string {
  return `${local}.${randomBytes(4).toString('hex')}@${domain}`;
}

/** The notice a lead was collected under, as lib/forms/server/notice.ts records it. */
export function aNotice(name: 'contact' | 'assessment') {
  return { privacyNotice: `${name}:0123456789ab`, policyVersion: '1.0' };
}

export function aContactLead(overrides: Partial<ContactLead> = {}): ContactLead {
  return {
    id: randomUUID(),
    locale: 'en',
    ...aNotice('contact'),
    firstName: 'Ada',
    lastName: 'Lovelace',
    companyName: 'Analytical Engines Ltd',
    companySize: '11-50',
    email: unique('ada', 'example.com'),
    message: 'We would like to automate our invoice processing.',
    ...overrides,
  };
}

export function anAssessmentContactLead(
  overrides: Partial<AssessmentContactLead> = {},
): AssessmentContactLead {
  return {
    id: randomUUID(),
    locale: 'fr',
    ...aNotice('assessment'),
    firstName: 'Émilie',
    lastName: 'du Châtelet',
    companyName: 'Société Générale de Calcul',
    companySize: '201-500',
    email: unique('emilie', 'example.fr'),
    ...overrides,
  };
}

/** The links of a result made by anAssessmentResultLead, under TEST_LINK_SECRET. */
export function linksOf(lead: Pick<AssessmentResultLead, 'id' | 'linkNonce'>): ResultLinks {
  return resultLinks(lead.id, lead.linkNonce, TEST_LINK_SECRET);
}

/** Answers that score as anAssessmentResultLead does: 14, 11, 10, 9 and 9 of 16 points. */
export const RESULT_ANSWERS = 'aabbacbcbbccbccccbcc';

// 53 of 80 points: 66.25 %, Moderate overall. Its links are made under TEST_LINK_SECRET from its
// id and a nonce of its own, unless the overrides give them.
export function anAssessmentResultLead(
  overrides: Partial<AssessmentResultLead> = {},
): AssessmentResultLead {
  const id = overrides.id ?? randomUUID();
  const linkNonce = overrides.linkNonce ?? randomBytes(16).toString('base64url');
  const links = resultLinks(id, linkNonce, TEST_LINK_SECRET);
  return {
    id,
    locale: 'en',
    ...aNotice('assessment'),
    email: unique('grace', 'example.com'),
    contactId: null,
    linkNonce,
    accessHash: tokenHash(links.visitor),
    ownerHash: tokenHash(links.owner),
    confirmHash: tokenHash(links.confirm),
    answers: RESULT_ANSWERS,
    totalScore: 53,
    maxPossibleScore: 80,
    overallReadinessLevel: 'Moderate',
    percentage: 66.25,
    categoryScores: [
      { category: 'leadership', score: 14, maxScore: 16, readinessLevel: 'High', percentage: 87.5 },
      {
        category: 'organization',
        score: 11,
        maxScore: 16,
        readinessLevel: 'Moderate',
        percentage: 68.75,
      },
      { category: 'data', score: 10, maxScore: 16, readinessLevel: 'Moderate', percentage: 62.5 },
      {
        category: 'financial',
        score: 9,
        maxScore: 16,
        readinessLevel: 'Moderate',
        percentage: 56.25,
      },
      { category: 'risk', score: 9, maxScore: 16, readinessLevel: 'Moderate', percentage: 56.25 },
    ],
    ...overrides,
  };
}

type Scored = Pick<
  AssessmentResultLead,
  'totalScore' | 'percentage' | 'overallReadinessLevel' | 'categoryScores'
>;

/** A result whose categories score these points, in the categories' order, out of 16 each. */
function scoredBy(points: number[]): Scored {
  const categoryScores: CategoryScore[] = CATEGORY_KEYS.map((category, index) => {
    const score = points[index] ?? 0;
    return {
      category,
      score,
      maxScore: 16,
      readinessLevel: readinessLevelForScore(score, 16),
      percentage: scorePercentage(score, 16),
    };
  });
  const total = categoryScores.reduce((sum, { score }) => sum + score, 0);
  return {
    totalScore: total,
    percentage: scorePercentage(total, 80),
    overallReadinessLevel: readinessLevelForScore(total, 80),
    categoryScores,
  };
}

/** A result of `total` points, spread over the five categories as evenly as scores allow. */
export function scoredAt(total: number): Scored {
  return scoredBy(
    CATEGORY_KEYS.map((_, index) => Math.floor(total / 5) + (index < total % 5 ? 1 : 0)),
  );
}

/** Answers giving each category the points of its four letters (a 4, b 3, c 2, d 1). */
export function answered(letters: string): Scored & Pick<AssessmentResultLead, 'answers'> {
  const points = [...letters].map((letter) => 4 - 'abcd'.indexOf(letter));
  return {
    answers: letters,
    ...scoredBy(
      CATEGORY_KEYS.map((_, index) =>
        points.slice(index * 4, index * 4 + 4).reduce((sum, value) => sum + value, 0),
      ),
    ),
  };
}
