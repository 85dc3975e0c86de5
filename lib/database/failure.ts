import type { LeadTable } from './rows';
import type { SaveFailureReason } from './types';

const UNIQUE_VIOLATION = '23505';

/**
 * Whether an insert failed only because its row is already there: a duplicate of the primary key,
 * whose id is derived from the submission and its content (lib/model/ids.ts). A duplicate of any
 * other unique constraint means the row was refused, and the visitor must not be thanked for it.
 * `constraint` is the constraint's name where the driver reports it, otherwise the error message.
 */
export function isAlreadyStored(table: LeadTable, code: string | undefined, constraint: string) {
  return code === UNIQUE_VIOLATION && new RegExp(`\\b${table}_pkey\\b`).test(constraint);
}

// SQLSTATE classes 22 (data exception) and 23 (integrity constraint violation) mean the database
// refused the values. Anything else, from a refused connection to a missing grant, is an outage
// or a configuration fault that the visitor can only wait out.
// PT429 is the database's own: more submissions for the same keys than the minute allows.
export function failureReason(code: string | undefined): SaveFailureReason {
  if (code === 'PT429') return 'rateLimited';
  return code?.startsWith('22') || code?.startsWith('23') ? 'rejected' : 'unavailable';
}

// Error messages and details can quote the submitted values: only the code is logged.
export function logInsertFailure(table: LeadTable, code: string): void {
  console.error('[leads] insert failed', { table, code });
}

export function logFunnelFailure(code: string): void {
  console.error('[funnel] count failed', { code });
}

export function logAssistantFailure(code: string): void {
  console.error('[assistant] reservation failed', { code });
}
