import type { Messages } from 'next-intl';

/**
 * Every text of the wizard, resolved on the server so the browser needs no translation runtime.
 * `progress` holds "Question n of total" for each question, already filled in.
 */
export type WizardText = Omit<Messages['assessment'], 'progress'> & {
  progress: string[];
  required: string;
  /** The privacy notice of the assessment, under the address for the results. */
  notice: { text: string; link: string; href: string };
};
