import { getMessages } from 'next-intl/server';
import type { LeadFormKind } from '@/lib/model/lead-fields';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { paths } from '@/lib/routes';
import { LeadFormClient } from './lead-form-client';
import type { LeadFormLinks, PrivacyNotice } from './lead-form-text';

type LeadFormProps = {
  kind: LeadFormKind;
  locale: Locale;
  notice: PrivacyNotice;
  /** On the contact page a sent message leads back home after five seconds. */
  redirectHomeAfterSuccess?: boolean;
};

export async function LeadForm({ kind, locale, notice, redirectHomeAfterSuccess }: LeadFormProps) {
  const { forms } = await getMessages({ locale });
  const links: LeadFormLinks = {
    home: localizedPath(locale, paths.home),
    assessment: localizedPath(locale, paths.assessment),
    privacy: localizedPath(locale, paths.privacy),
  };
  return (
    <LeadFormClient
      kind={kind}
      locale={locale}
      text={forms}
      notice={notice}
      links={links}
      redirectHomeAfterSuccess={redirectHomeAfterSuccess}
    />
  );
}
