/**
 * Whom the site may hand a visitor's personal data to. The privacy policy (a Studio document, one
 * entry per key) says what each does with it; the server's settings, one per key, name the
 * provider, where it processes the data and the basis of any transfer (lib/settings/processor-setting),
 * and the policy shows an entry only while its feature is on.
 */
export const PROCESSOR_KEYS = [
  // Serves every page and runs the forms (Vercel, a container host).
  'hosting',
  // Stores the leads in Supabase (the embedded database lives on the host's own disk).
  'leadStore',
  // Sends the e-mails (the SMTP provider of SMTP_URL).
  'email',
  // Takes bookings of a call, once a visitor opens it (the booking link of the site settings).
  'booking',
  // Measures visits after consent (Google Analytics, NEXT_PUBLIC_GA_MEASUREMENT_ID).
  'analytics',
  // Receives every lead (the CRM of LEADS_WEBHOOK_URL).
  'crm',
  // Writes the site assistant's answers (the provider of ASSISTANT_PROVIDER_URL).
  'assistant',
] as const;

export type ProcessorKey = (typeof PROCESSOR_KEYS)[number];

/** The server setting that describes each processor. */
export const PROCESSOR_SETTINGS = {
  hosting: 'PROCESSOR_HOSTING',
  leadStore: 'PROCESSOR_LEAD_STORE',
  email: 'PROCESSOR_EMAIL',
  booking: 'PROCESSOR_BOOKING',
  analytics: 'PROCESSOR_ANALYTICS',
  crm: 'PROCESSOR_CRM',
  assistant: 'PROCESSOR_ASSISTANT',
} as const satisfies Record<ProcessorKey, string>;
