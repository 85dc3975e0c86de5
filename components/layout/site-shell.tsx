import type { ReactNode } from 'react';
import { getMessages } from 'next-intl/server';
import { BookingProvider } from '@/components/booking/booking-provider';
import { SiteConsent } from '@/components/consent/site-consent';
import { Icon } from '@/components/ui/icons';
import { Toaster } from '@/components/ui/toaster';
import { gaMeasurementId } from '@/lib/analytics';
import { env } from '@/lib/env';
import { bookingOriginOf } from '@/lib/security-headers.mjs';
import type { SiteSettings } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import { ErrorTextProvider } from './error-text';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

type SiteShellProps = { locale: Locale; settings: SiteSettings; children: ReactNode };

/** What every page has around its content: header, footer, toasts and, when set, consent. */
export async function SiteShell({ locale, settings, children }: SiteShellProps) {
  const { nav, error, booking } = await getMessages({ locale });

  return (
    <ErrorTextProvider text={error}>
      <BookingProvider
        frameOrigin={bookingOriginOf(env.BOOKING_ORIGIN)}
        texts={booking}
        dialogIcon={<Icon name="calendar-check" className="size-4" />}
      >
        <SkipLink label={nav.skipToContent} />
        <SiteHeader locale={locale} settings={settings} />
        <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter locale={locale} settings={settings} />
        <Toaster label={nav.notifications} />
        {gaMeasurementId ? <SiteConsent locale={locale} measurementId={gaMeasurementId} /> : null}
      </BookingProvider>
    </ErrorTextProvider>
  );
}
