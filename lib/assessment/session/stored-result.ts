import * as z from 'zod/mini';
import '@/lib/zod';
import type { ReadinessLevel } from '@/lib/assessment/scoring';
import { COMPANY_SIZES } from '@/lib/model';
import { assessmentLeadSchema } from '@/lib/model/lead-schema';
import { SECTOR_KEY_PATTERN } from '@/lib/model/sector';
import { locales } from '@/lib/i18n/locales';

const readinessLevels = [
  'High',
  'Moderate',
  'Low',
  'Very Low',
] as const satisfies readonly ReadinessLevel[];

const percentage = z.number().check(z.minimum(0), z.maximum(100));

const categoryScoreSchema = z.object({
  category: z.string().check(z.minLength(1)),
  score: z.int().check(z.minimum(0)),
  maxScore: z.int().check(z.positive()),
  readinessLevel: z.enum(readinessLevels),
  percentage,
});

const standingSchema = z.object({
  group: z.union([
    z.enum(['all', ...COMPANY_SIZES]),
    z.templateLiteral(['sector:', z.string().check(z.regex(SECTOR_KEY_PATTERN))]),
  ]),
  members: z.int().check(z.positive()),
  percentAhead: percentage,
});

/** What the server adds to a result: its link's token, the comparison, the progress since. */
const extrasSchema = z.object({
  link: z.string().check(z.regex(/^[A-Za-z0-9_-]{32}$/)),
  standings: z.nullable(
    z.object({
      overall: z.array(standingSchema),
      categories: z.record(z.string(), z.array(standingSchema)),
    }),
  ),
  previous: z.nullable(
    z.object({
      completedAt: z.iso.datetime(),
      percentage,
      categoryScores: z.array(z.object({ category: z.string(), percentage })),
    }),
  ),
  // Absent from a result kept before mailboxes were confirmed.
  confirmed: z.optional(z.boolean()),
});

/** What the results page reads back from the tab: the server's score plus who it is for. */
const storedResultSchema = z.object({
  totalScore: z.int().check(z.minimum(0)),
  maxPossibleScore: z.int().check(z.positive()),
  overallReadinessLevel: z.enum(readinessLevels),
  percentage,
  categoryScores: z.array(categoryScoreSchema).check(z.minLength(1)),
  contactInfo: assessmentLeadSchema,
  completedAt: z.iso.datetime(),
  locale: z.enum(locales),
  // Absent from a result kept before there were links.
  extras: z.optional(extrasSchema),
});

export type StoredResult = z.infer<typeof storedResultSchema>;

export type StoredResultRead =
  { status: 'missing' } | { status: 'unreadable' } | { status: 'ok'; result: StoredResult };

export function parseStoredResult(raw: string | null): StoredResultRead {
  if (raw === null) return { status: 'missing' };
  try {
    const result = storedResultSchema.safeParse(JSON.parse(raw));
    return result.success ? { status: 'ok', result: result.data } : { status: 'unreadable' };
  } catch {
    return { status: 'unreadable' };
  }
}
