import * as z from 'zod/mini';
import '@/lib/zod';
import { answersSchema, type AssessmentScore, type OptionLetter } from '@/lib/assessment/scoring';
import { locales, type Locale } from '@/lib/i18n/locales';
import { isValidEmail } from '@/lib/forms/fields';
import { assessmentLeadSchema, type AssessmentLeadInput } from '@/lib/forms/schema';

/**
 * What the wizard sends. Only answers travel: any score in the payload is stripped here, and the
 * server scores the answers against its own copy of the questions.
 */
export const assessmentSubmissionSchema = z.object({
  submissionId: z.uuid(),
  locale: z.enum(locales),
  // Spec section 5: the final e-mail follows the lead forms' rule.
  email: z.string().check(z.trim(), z.refine(isValidEmail)),
  contactInfo: assessmentLeadSchema,
  answers: answersSchema,
});

export type AssessmentSubmission = {
  submissionId: string;
  locale: Locale;
  email: string;
  contactInfo: AssessmentLeadInput;
  answers: Record<string, OptionLetter>;
};

/** 'invalid': the payload broke a rule; the wizard never sends one unless it was tampered with. */
export type AssessmentSubmitError = 'invalid' | 'rateLimited' | 'unexpected';

export type AssessmentSubmitResult =
  { ok: true; result: AssessmentScore } | { ok: false; error: AssessmentSubmitError };
