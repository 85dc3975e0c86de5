import * as z from 'zod/mini';
import '@/lib/zod';
import { answersSchema, type AssessmentScore, type OptionLetter } from '@/lib/assessment/scoring';
import { isBareEmail, storedEmail } from '@/lib/model/email';
import type { SubmitResult } from '@/lib/forms/result';
import type { PreviousResult, ResultStandings } from '@/lib/assessment/results/standing';
import { assessmentLeadSchema, type AssessmentLeadInput } from '@/lib/model/lead-schema';
import { locales, type Locale } from '@/lib/i18n/locales';
import { TOKEN_PATTERN } from '@/lib/database/link-token';

/**
 * What the wizard sends. Only answers travel: any score in the payload is stripped here, and the
 * server scores the answers against its own copy of the questions.
 */
export const assessmentSubmissionSchema = z.object({
  submissionId: z.uuid(),
  locale: z.enum(locales),
  // The address for the results follows the lead forms' e-mail rule, and is stored as they store it.
  email: z.string().check(z.overwrite(storedEmail), z.refine(isBareEmail)),
  contactInfo: assessmentLeadSchema,
  // The stored id of the details left before the questions: the result belongs to that person.
  contactId: z.optional(z.uuid()),
  answers: answersSchema,
  // The team link the respondent came through (lib/teams): their result counts in that team.
  team: z.optional(z.string().check(z.regex(TOKEN_PATTERN))),
});

export type AssessmentSubmission = {
  submissionId: string;
  locale: Locale;
  email: string;
  contactInfo: AssessmentLeadInput;
  contactId?: string;
  answers: Record<string, OptionLetter>;
  team?: string;
};

/**
 * The server's score on success, with the token of the result's private link and where it stands
 * among others; never the mailbox's earlier result, which only its owner sees. 'invalid' follows a
 * payload that was tampered with, or answers sent through a team link that was stopped.
 */
export type AssessmentSubmitResult = SubmitResult<
  {
    result: AssessmentScore;
    link: string;
    standings: ResultStandings | null;
    previous: PreviousResult | null;
    confirmed: boolean;
  },
  // The team link the answers were sent through was stopped: nothing was stored, and the same
  // answers may be sent again on their own.
  { teamClosed?: true }
>;
