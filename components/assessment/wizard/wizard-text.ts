import type { Messages } from 'next-intl';
import type { PrivacyNotice } from '@/components/forms/lead-form-text';
import type { AssessmentPage } from '@/lib/content/types';

/**
 * Every text of the wizard, resolved on the server so the browser needs no translation runtime.
 * `progress` holds "Question n of total" for each question, already filled in.
 */
export type WizardText = Omit<Messages['assessment'], 'progress' | 'detailsNeeded'> & {
  progress: string[];
  required: string;
  /** For a visitor without details yet: the page's own words, and the dictionary's button. */
  detailsNeeded: AssessmentPage['detailsNeeded'] & Messages['assessment']['detailsNeeded'];
  /** The privacy notice of the assessment, under the address for the results. */
  notice: PrivacyNotice & { href: string };
  /** For a respondent who came through a team link: `joined` names the company as {company}. */
  team: Pick<Messages['team'], 'joined' | 'closed'>;
};
