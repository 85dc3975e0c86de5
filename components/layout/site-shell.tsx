import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Consent } from '@/components/consent/consent';
import { Toaster } from '@/components/ui/toaster';
import { gaMeasurementId } from '@/lib/analytics';
import type { SiteSettings } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import { ErrorTextProvider } from './error-text';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

type SiteShellProps = { locale: Locale; settings: SiteSettings; children: ReactNode };

/** What every page has around its content: header, footer, toasts and, when set, consent. */
export async function SiteShell({ locale, settings, children }: SiteShellProps) {
  const [t, tError, tConsent] = await Promise.all([
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'error' }),
    getTranslations({ locale, namespace: 'consent' }),
  ]);

  return (
    <ErrorTextProvider
      text={{
        title: tError('title'),
        description: tError('description'),
        serverMessage: tError('serverMessage'),
        retry: tError('retry'),
        returnHome: tError('returnHome'),
      }}
    >
      <SkipLink label={t('skipToContent')} />
      <SiteHeader
        locale={locale}
        companyName={settings.companyName}
        schedulingUrl={settings.schedulingUrl}
      />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter
        locale={locale}
        companyName={settings.companyName}
        contactEmail={settings.contactEmail}
      />
      <Toaster label={t('notifications')} />
      {gaMeasurementId ? (
        <Consent
          measurementId={gaMeasurementId}
          text={{
            title: tConsent('title'),
            description: tConsent('description'),
            accept: tConsent('accept'),
            reject: tConsent('reject'),
          }}
        />
      ) : null}
    </ErrorTextProvider>
  );
}
