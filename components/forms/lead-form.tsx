import { getMessages, getTranslations } from 'next-intl/server';
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
  const [messages, t] = await Promise.all([
    getMessages({ locale }),
    getTranslations({ locale, namespace: 'forms' }),
  ]);
  // The notices are the privacy policy's own words (Studio texts), read through the translator
  // so that they show as typed.
  const text = {
    ...messages.forms,
    contact: { ...messages.forms.contact, privacy: t('contact.privacy') },
    assessmentLead: { ...messages.forms.assessmentLead, privacy: t('assessmentLead.privacy') },
    privacyLink: t('privacyLink'),
  };
  return (
    <LeadFormClient
      kind={kind}
      locale={locale}
      text={text}
      redirectHomeAfterSuccess={redirectHomeAfterSuccess}
    />
  );
}
