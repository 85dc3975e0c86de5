/** Keys of what the site keeps in the visitor's own browser tab (sessionStorage). */
export const SESSION_KEYS = {
  contactInfo: 'contact-info',
  answers: 'assessment-answers',
  result: 'assessment-result',
  /** The team link the visitor came through (lib/assessment/session/team.ts), until they send. */
  team: 'assessment-team',
  /** What the visitor has typed into a lead form and not yet sent, by form. */
  contactDraft: 'contact-form-draft',
  assessmentLeadDraft: 'assessment-lead-form-draft',
} as const;
