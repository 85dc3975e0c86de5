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
  // Writes the site assistant's answers (the provider of ASSISTANT_PROVIDER_URL).
  'assistant',
] as const;

export type ProcessorKey = (typeof PROCESSOR_KEYS)[number];

/**
 * The processors the policy lists, as this server runs: the assistant's provider only when one
 * is set, under the name its setting gives, so that the policy never names a provider the site
 * does not use, nor misses the one it does.
 */
export function processorsInUse<Item extends { key?: string | null; name?: string | null }>(
  items: readonly Item[],
  assistantProvider: string | undefined,
): Item[] {
  return items.flatMap((item) => {
    if (item.key !== 'assistant') return [item];
    return assistantProvider ? [{ ...item, name: assistantProvider }] : [];
  });
}
