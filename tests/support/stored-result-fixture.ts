import type { Locale } from '@/lib/i18n/locales';
import type { StoredResult } from '@/lib/assessment/session/stored-result';

// 53 of 80 points: 66.25 %, Moderate overall, one category High, the others Moderate or Low.
export function aStoredResult(
  overrides: Partial<StoredResult> = {},
  locale: Locale = 'en',
): StoredResult {
  return {
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
    contactInfo: {
      firstName: 'Émilie',
      lastName: 'O’Connor',
      email: 'emilie@example.com',
      companyName: 'Atelier Nord & Fils',
      companySize: '51-200',
    },
    completedAt: '2025-11-20T10:30:00.000Z',
    locale,
    ...overrides,
  };
}
