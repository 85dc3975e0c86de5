/**
 * The funnel's vocabulary: the forms whose steps are counted, their steps in the order a visitor
 * meets them, and the check of a count as a browser sends it. No library, as the browser imports
 * it. The database checks the same steps (supabase/migrations, the funnel).
 */
import type { LeadFormKind } from '@/lib/model/lead-fields';
import { isLocale, type Locale } from '@/lib/i18n/locales';

export const FUNNEL_FORMS = [
  'assessment',
  'contact',
  'assessmentLead',
] as const satisfies readonly ('assessment' | LeadFormKind)[];

export type FunnelForm = (typeof FUNNEL_FORMS)[number];

/** The most questions a count may name, as in the database: room for a longer questionnaire. */
export const MAX_QUESTION_STEPS = 40;

type AssessmentStep = 'started' | `question-${number}` | 'email' | 'submitted';
type LeadFormStep = 'viewed' | 'submitted';
export type StepOf<F extends FunnelForm> = F extends 'assessment' ? AssessmentStep : LeadFormStep;

/** One visitor reaching one step of a form, in a language: all a count says. */
export type FunnelStep = {
  [F in FunnelForm]: { form: F; locale: Locale; step: StepOf<F> };
}[FunnelForm];

/** The longest count is under 60 bytes; a body past this is not one. */
export const MAX_STEP_BODY_BYTES = 200;

/** A form's steps in order; the assessment's with `questions` questions. */
export function stepsOf(form: FunnelForm, questions: number): string[] {
  if (form !== 'assessment') return ['viewed', 'submitted'];
  const numbered = Array.from({ length: questions }, (_, index) => `question-${index + 1}`);
  return ['started', ...numbered, 'email', 'submitted'];
}

/** The number of a question step (`question-7` is 7), or undefined for any other step. */
export function questionNumber(step: string): number | undefined {
  const digits = /^question-([1-9]\d*)$/.exec(step)?.[1];
  return digits === undefined ? undefined : Number(digits);
}

function isFunnelForm(value: unknown): value is FunnelForm {
  return FUNNEL_FORMS.some((form) => form === value);
}

function isStepOf(form: FunnelForm, step: string): boolean {
  if (form !== 'assessment') return step === 'viewed' || step === 'submitted';
  const question = questionNumber(step);
  if (question !== undefined) return question <= MAX_QUESTION_STEPS;
  return step === 'started' || step === 'email' || step === 'submitted';
}

/**
 * A count as a browser sends it (`{"form":"assessment","locale":"en","step":"question-7"}`), or
 * undefined for anything else: another key, a form, language or step the site does not have.
 */
export function parseFunnelStep(body: string): FunnelStep | undefined {
  if (body.length > MAX_STEP_BODY_BYTES) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  if (Object.keys(value).sort().join() !== 'form,locale,step') return undefined;
  const { form, locale, step } = value as Record<string, unknown>;
  if (!isFunnelForm(form) || typeof locale !== 'string' || !isLocale(locale)) return undefined;
  if (typeof step !== 'string' || !isStepOf(form, step)) return undefined;
  return { form, locale, step } as FunnelStep;
}
