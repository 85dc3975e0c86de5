import 'server-only';
import { createHash } from 'node:crypto';
import type { AssessmentResultLead } from '@/lib/leads/types';

/**
 * The id a result is stored under: the wizard's submission id bound to everything the row holds.
 *
 * Visitors may insert but never read, so when an insert meets an existing id the server cannot
 * tell what that row holds. Deriving the id from the row's content makes that question moot: a
 * retry of the same submission lands on the same row and stores nothing twice, while the same
 * submission id sent with other answers, another e-mail or language is a different row, so the
 * result a visitor is shown is always the one that was stored.
 */
export function assessmentResultId(
  submissionId: string,
  row: Omit<AssessmentResultLead, 'id'>,
): string {
  const content = JSON.stringify([
    submissionId.toLowerCase(),
    row.locale,
    row.email,
    row.totalScore,
    row.maxPossibleScore,
    row.overallReadinessLevel,
    row.percentage,
    row.categoryScores.map(({ category, score, maxScore, readinessLevel, percentage }) => [
      category,
      score,
      maxScore,
      readinessLevel,
      percentage,
    ]),
  ]);
  const bytes = createHash('sha256').update(content).digest().subarray(0, 16);
  // Shaped as an RFC 9562 version 8 (custom) UUID, the type of the table's key.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x80;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20),
  ].join('-');
}
