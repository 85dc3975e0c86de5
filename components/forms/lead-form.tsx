import { getMessages } from 'next-intl/server';
import type { LeadFormKind } from '@/lib/model/lead-fields';
import type { SectorOption } from '@/lib/model/sector';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { paths } from '@/lib/routes';
import { LeadFormClient } from './lead-form-client';
import type { LeadFormLinks, PrivacyNotice } from './lead-form-text';

type LeadFormProps = {
  kind: LeadFormKind;
  locale: Locale;
  notice: PrivacyNotice;
  /** The published sectors in the page's language, which the page reads. */
  sectors: readonly SectorOption[];
  /** On the contact page a sent message leads back home after five seconds. */
  redirectHomeAfterSuccess?: boolean;
};

export async function LeadForm({
  kind,
  locale,
  notice,
  sectors,
  redirectHomeAfterSuccess,
}: LeadFormProps) {
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
      sectors={sectors}
      notice={notice}
      links={links}
      redirectHomeAfterSuccess={redirectHomeAfterSuccess}
    />
  );
}
