'use client';

import { NextIntlClientProvider } from 'next-intl';
import { ErrorScreen } from '@/components/layout/error-screen';
import en from '@/lib/i18n/messages/en.json';
import fr from '@/lib/i18n/messages/fr.json';
import { localeOfPath } from '@/lib/i18n/routing';
import './globals.css';

/** Replaces the root layout when it fails, so it brings its own document and dictionary. */
export default function GlobalError({ error, reset }: { error: Error; reset: () => void }) {
  const lang =
    (typeof window === 'undefined' ? undefined : localeOfPath(window.location.pathname)) ?? 'en';
  const messages = { error: (lang === 'fr' ? fr : en).error };

  return (
    <html lang={lang}>
      <body>
        <NextIntlClientProvider locale={lang} messages={messages}>
          <ErrorScreen message={error.message} onRetry={reset} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
