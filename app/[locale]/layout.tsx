import '../globals.css';
import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorTextProvider } from '@/components/layout/error-text';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import { Toaster } from '@/components/ui/toaster';
import { Consent } from '@/components/consent/consent';
import { gaMeasurementId } from '@/lib/analytics';
import { getSiteSettings } from '@/lib/content';
import { requireDocument } from '@/lib/content/require-document';
import { siteUrl } from '@/lib/env';
import { geistSans } from '@/lib/fonts/geist-sans';
import { localeOr, locales } from '@/lib/i18n/locales';
import { resolveLocale } from '@/lib/i18n/server';

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  const settings = await getSiteSettings(localeOr(locale));
  const companyName = settings?.companyName ?? '';
  return {
    metadataBase: new URL(siteUrl),
    title: {
      template: companyName ? `%s | ${companyName}` : '%s',
      default: settings?.seoTitle || companyName,
    },
    applicationName: companyName || undefined,
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  themeColor: '#0b1f3a',
};

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await resolveLocale(params);
  const [t, tError, tConsent, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'error' }),
    getTranslations({ locale, namespace: 'consent' }),
    getSiteSettings(locale).then((document) => requireDocument(document, 'site settings')),
  ]);

  return (
    <html lang={locale} className={geistSans.variable}>
      <body className="flex min-h-dvh flex-col">
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
      </body>
    </html>
  );
}
