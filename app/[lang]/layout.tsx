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
import { locales } from '@/lib/i18n/locales';
import { resolveLocale } from '@/lib/i18n/server';

export function generateStaticParams() {
  return locales.map((lang) => ({ lang }));
}

export async function generateMetadata({ params }: LayoutProps<'/[lang]'>): Promise<Metadata> {
  const { lang } = await params;
  const settings = await getSiteSettings(lang === 'fr' ? 'fr' : 'en');
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

export default async function LocaleLayout({ children, params }: LayoutProps<'/[lang]'>) {
  const lang = await resolveLocale(params);
  const [t, tError, tConsent, settings] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'nav' }),
    getTranslations({ locale: lang, namespace: 'error' }),
    getTranslations({ locale: lang, namespace: 'consent' }),
    getSiteSettings(lang).then((document) => requireDocument(document, 'site settings')),
  ]);

  return (
    <html lang={lang} className={geistSans.variable}>
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
            lang={lang}
            companyName={settings.companyName}
            schedulingUrl={settings.schedulingUrl}
          />
          <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <SiteFooter
            lang={lang}
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
