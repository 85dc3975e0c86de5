import type { LeadTable } from './rows';
import type { SaveFailureReason } from './types';

// The primary key is the only unique constraint on a lead table, so a duplicate is the same
// submission arriving again: it is already stored.
export const UNIQUE_VIOLATION = '23505';

// SQLSTATE classes 22 (data exception) and 23 (integrity constraint violation) mean the database
// refused the values. Anything else, from a refused connection to a missing grant, is an outage
// or a configuration fault that the visitor can only wait out.
export function failureReason(code: string | undefined): SaveFailureReason {
  return code?.startsWith('22') || code?.startsWith('23') ? 'rejected' : 'unavailable';
}

// Error messages and details can quote the submitted values: only the code is logged.
export function logInsertFailure(table: LeadTable, code: string): void {
  console.error('[leads] insert failed', { table, code });
}
