import { bookingOriginOf } from '@/lib/security-headers.mjs';
import { PROCESSOR_KEYS, PROCESSOR_SETTINGS, type ProcessorKey } from './processors';
import type { ProcessorSetting } from './processor-setting';
import type { LeadStoreChoice, MailChoice } from './choices';

/** The settings that say which processors this server hands data to, and where they are. */
type ProcessorSettings = Partial<
  Record<AddressSetting, string> &
    Record<(typeof PROCESSOR_SETTINGS)[ProcessorKey], ProcessorSetting>
>;

/** The settings whose address is a processor's; SMTP's comes with the mail choice. */
type AddressSetting =
  | 'SUPABASE_URL'
  | 'OUTBOX_DATABASE_URL'
  | 'BOOKING_ORIGIN'
  | 'NEXT_PUBLIC_GA_MEASUREMENT_ID'
  | 'LEADS_WEBHOOK_URL'
  | 'ASSISTANT_PROVIDER_URL';

/** An address another setting points at, whose host must be one of its processor's. */
type ProcessorAddress = { setting: string; url: string };

export type ProcessorFeature = {
  key: ProcessorKey;
  /** Whether this server hands the processor visitors' data. */
  on: boolean;
  /** What the operator described it as, if anything. */
  processor: ProcessorSetting | undefined;
  addresses: ProcessorAddress[];
};

/** Each processor's feature as this server is set: on or off, and where its settings point. */
export function processorFeatures(
  settings: ProcessorSettings,
  store: LeadStoreChoice | undefined,
  mail: MailChoice | undefined,
): ProcessorFeature[] {
  const address = (setting: string, url: string | undefined): ProcessorAddress[] =>
    url ? [{ setting, url }] : [];
  const supabase = store?.kind === 'supabase';
  const bookingOrigin = bookingOriginOf(settings.BOOKING_ORIGIN);
  const features: Record<ProcessorKey, { on: boolean; addresses: ProcessorAddress[] }> = {
    hosting: { on: true, addresses: [] },
    leadStore: {
      on: supabase,
      addresses: supabase
        ? [
            ...address('SUPABASE_URL', settings.SUPABASE_URL),
            ...address('OUTBOX_DATABASE_URL', settings.OUTBOX_DATABASE_URL),
          ]
        : [],
    },
    email: {
      on: mail?.kind === 'smtp',
      addresses: mail?.kind === 'smtp' ? address('SMTP_URL', mail.url) : [],
    },
    // Every site has a booking link (the Studio requires one), framed or opened in a new tab.
    booking: { on: true, addresses: address('BOOKING_ORIGIN', bookingOrigin) },
    analytics: { on: Boolean(settings.NEXT_PUBLIC_GA_MEASUREMENT_ID), addresses: [] },
    crm: {
      on: Boolean(settings.LEADS_WEBHOOK_URL),
      addresses: address('LEADS_WEBHOOK_URL', settings.LEADS_WEBHOOK_URL),
    },
    assistant: {
      on: Boolean(settings.ASSISTANT_PROVIDER_URL),
      addresses: address('ASSISTANT_PROVIDER_URL', settings.ASSISTANT_PROVIDER_URL),
    },
  };
  return PROCESSOR_KEYS.map((key) => ({
    key,
    ...features[key],
    processor: settings[PROCESSOR_SETTINGS[key]],
  }));
}

/**
 * The host a URL reaches: for a database URL, its last `host` parameter when it has one, as pg
 * connects there whatever the URL's host says.
 */
export function hostOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    const host = parsed.protocol.startsWith('postgres')
      ? parsed.searchParams.getAll('host').at(-1) || parsed.hostname
      : parsed.hostname;
    return host.replace(/^\[|\]$/g, '') || undefined;
  } catch {
    return undefined;
  }
}
