import { getMessages } from 'next-intl/server';
import type { LeadFormKind } from '@/lib/forms/fields';
import type { Locale } from '@/lib/i18n/locales';
import { LeadFormClient } from './lead-form-client';

type LeadFormProps = {
  kind: LeadFormKind;
  locale: Locale;
  /** On the contact page a sent message leads back home after five seconds. */
  redirectHomeAfterSuccess?: boolean;
};

export async function LeadForm({ kind, locale, redirectHomeAfterSuccess }: LeadFormProps) {
  const messages = await getMessages({ locale });
  const text = messages.forms;
  return (
    <LeadFormClient
      kind={kind}
      locale={locale}
      text={text}
      redirectHomeAfterSuccess={redirectHomeAfterSuccess}
    />
  );
}
