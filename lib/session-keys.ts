/** Keys of what the assessment keeps in the visitor's own browser tab (sessionStorage). */
export const SESSION_KEYS = {
  contactInfo: 'contact-info',
  answers: 'assessment-answers',
  result: 'assessment-result',
} as const;
