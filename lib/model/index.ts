// The vocabulary every layer shares, below all of them: what a lead and a result are made of.
// The languages are lib/i18n/locale-registry.ts, on the same floor.
export * from './assessment-shape';
export * from './company';
export * from './email';
export * from './scores';
export * from './question-bank';
