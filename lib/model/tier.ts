/** A lead's priority on the consultants' desk: A first, then B, then C. */
export type Tier = 'A' | 'B' | 'C';

export const TIERS: readonly Tier[] = ['A', 'B', 'C'];
