import type { OptionLetter } from '@/lib/assessment/scoring';

/** A question as the wizard shows it: no points, which only the server needs. */
export type WizardQuestion = {
  number: number;
  categoryTitle: string;
  question: string;
  options: WizardOption[];
};

type WizardOption = {
  letter: OptionLetter;
  label: string;
  description: string;
};
