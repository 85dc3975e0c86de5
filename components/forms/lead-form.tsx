import { getMessages, getTranslations } from 'next-intl/server';
import type { LeadFormKind } from '@/lib/forms/lead-fields';
import type { Locale } from '@/lib/i18n/locales';
import { COMPANY_SIZES } from '@/lib/leads/types';
import { LeadFormClient } from './lead-form-client';

type LeadFormProps = {
  kind: LeadFormKind;
  lang: Locale;
  /** On the contact page a sent message leads back home after five seconds. */
  redirectHomeAfterSuccess?: boolean;
};

export async function LeadForm({ kind, lang, redirectHomeAfterSuccess }: LeadFormProps) {
  const [messages, t] = await Promise.all([
    getMessages({ locale: lang }),
    getTranslations({ locale: lang, namespace: 'forms.fields' }),
  ]);
  const text = {
    ...messages.forms,
    companySizeOptions: Object.fromEntries(
      COMPANY_SIZES.map((size) => [size, t('companySizeOption', { size })]),
    ) as Record<(typeof COMPANY_SIZES)[number], string>,
  };
  return (
    <LeadFormClient
      kind={kind}
      lang={lang}
      text={text}
      redirectHomeAfterSuccess={redirectHomeAfterSuccess}
    />
  );
}
