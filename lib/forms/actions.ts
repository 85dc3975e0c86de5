'use server';

import type { LeadFormState } from './result';
import { submitLead } from './submit-lead';

export async function submitContactForm(
  _previous: LeadFormState,
  formData: FormData,
): Promise<LeadFormState> {
  return submitLead('contact', formData);
}

export async function submitAssessmentLeadForm(
  _previous: LeadFormState,
  formData: FormData,
): Promise<LeadFormState> {
  return submitLead('assessmentLead', formData);
}
