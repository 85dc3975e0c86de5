import { localeEntry, type Locale } from '@/lib/i18n/locales';
import type { ProcessorSetting, TransferBasis } from '@/lib/settings/processor-setting';
import type { ProcessorKey } from '@/lib/settings/processors';

/** The interface words an entry is written with (the dictionaries' `legal`). */
type ProcessorTranslator = (
  key:
    | 'processors.location'
    | 'processors.assistantKeeps'
    | 'processors.assistantKeepsNothing'
    | `transfer.${TransferBasis}`,
  values?: Record<string, string | number>,
) => string;

/** One processor as the privacy policy shows it. */
export type ProcessorEntry = {
  key: ProcessorKey;
  name: string;
  /** The Studio's words for what it does; none while a marketer has not written them. */
  purpose: string | null;
  /** Where it processes the data and on which basis any transfer rests: one or two sentences. */
  location: string;
};

type ProcessorEntriesInput = {
  /** The processors in use, from the server's settings (processorsInUse). */
  inUse: readonly { key: ProcessorKey; processor: ProcessorSetting }[];
  /** The Studio's entries. */
  purposes: readonly { key: string | null; purpose: string | null }[];
  locale: Locale;
  t: ProcessorTranslator;
  /** How long the assistant's provider keeps questions (ASSISTANT_PROVIDER_RETENTION_DAYS). */
  assistantRetentionDays: number | undefined;
};

/**
 * The policy's processors: each one in use, named, located and its transfers grounded as the
 * settings say, beside what the Studio says it does. Countries are named in the page's language
 * (« États-Unis »), from their ISO codes.
 */
export function processorEntries({
  inUse,
  purposes,
  locale,
  t,
  assistantRetentionDays,
}: ProcessorEntriesInput): ProcessorEntry[] {
  const tag = localeEntry(locale).languageTag;
  const regions = new Intl.DisplayNames([tag], { type: 'region' });
  const list = new Intl.ListFormat(tag, { type: 'conjunction' });
  return inUse.map(({ key, processor }) => {
    const studio = purposes.find((item) => item.key === key)?.purpose ?? null;
    const retention =
      key !== 'assistant' || assistantRetentionDays === undefined
        ? undefined
        : assistantRetentionDays === 0
          ? t('processors.assistantKeepsNothing')
          : t('processors.assistantKeeps', { days: assistantRetentionDays });
    const countries = list.format(processor.countries.map((code) => regions.of(code) ?? code));
    return {
      key,
      name: processor.name,
      purpose: [studio, retention].filter(Boolean).join(' ') || null,
      location: `${t('processors.location', { countries })} ${t(`transfer.${processor.basis}`)}`,
    };
  });
}
