/**
 * Whom the site may hand a visitor's personal data to, each named in the privacy policy (a
 * Studio document, one entry per key): the Studio refuses a policy that leaves one out, and the
 * tests fail when a setting enables a processor the policy does not know.
 */
export const PROCESSOR_KEYS = [
  // Serves every page and runs the forms (Vercel, a container host).
  'hosting',
  // Stores the leads (Supabase, or the host's own disk with the embedded database).
  'leadStore',
  // Sends the e-mails (the SMTP provider of SMTP_URL).
  'email',
  // Takes bookings of a call, once a visitor opens it (the booking service of the site settings).
  'booking',
  // Measures visits after consent (Google Analytics, NEXT_PUBLIC_GA_MEASUREMENT_ID).
  'analytics',
  // Receives every lead (the CRM of LEADS_WEBHOOK_URL).
  'crm',
] as const;

export type ProcessorKey = (typeof PROCESSOR_KEYS)[number];
