import type en from '@/lib/i18n/messages/en.json';

/**
 * Every text of the wizard, resolved on the server so the browser needs no translation runtime.
 * `progress` holds "Question n of total" for each question, already filled in.
 */
export type WizardText = Omit<(typeof en)['assessment'], 'progress'> & {
  progress: string[];
  required: string;
};
