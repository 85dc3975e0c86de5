'use client';

import { usePathname } from 'next/navigation';
import { Suspense, use } from 'react';
import { ErrorScreen } from '@/components/layout/error-screen';
import type { ErrorText } from '@/components/layout/error-text';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { localeOfPath } from '@/lib/i18n/routing';
import './globals.css';

type GlobalErrorProps = { error: Error & { digest?: string }; reset: () => void };

const loading = new Map<Locale, Promise<ErrorText>>();

/** The dictionary is fetched only when this screen shows, so no page carries it in advance. */
function errorText(locale: Locale): Promise<ErrorText> {
  let text = loading.get(locale);
  if (!text) {
    text = import(`../lib/i18n/messages/${locale}.json`).then(
      (dictionary: { default: { error: ErrorText } }) => dictionary.default.error,
    );
    loading.set(locale, text);
  }
  return text;
}

function LocalizedErrorScreen({ locale, error, reset }: GlobalErrorProps & { locale: Locale }) {
  return <ErrorScreen error={error} text={use(errorText(locale))} onRetry={reset} />;
}

/** Replaces the root layout when it fails, so it brings its own document and texts. */
export default function GlobalError({ error, reset }: GlobalErrorProps) {
  const locale = localeOfPath(usePathname()) ?? defaultLocale;
  return (
    <html lang={locale}>
      <body>
        <Suspense fallback={null}>
          <LocalizedErrorScreen locale={locale} error={error} reset={reset} />
        </Suspense>
      </body>
    </html>
  );
}
