import type { ReadinessLevel } from './scores';

/**
 * The levels the consultants' questions are filed under. A very low score reads as Low: the
 * questions worth asking are the same, and the Studio offers three boxes rather than four.
 */
export const BANK_LEVELS = ['Low', 'Moderate', 'High'] as const satisfies readonly ReadinessLevel[];

export type BankLevel = (typeof BANK_LEVELS)[number];

export function bankLevelOf(level: ReadinessLevel): BankLevel {
  return level === 'Very Low' ? 'Low' : level;
}
