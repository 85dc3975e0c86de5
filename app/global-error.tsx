'use client';

import { usePathname } from 'next/navigation';
import { Suspense, use } from 'react';
import type { ErrorScreen } from '@/components/layout/error-screen';
import type { ErrorText } from '@/components/layout/error-text';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { localeOfPath } from '@/lib/i18n/routing';
import './globals.css';

type GlobalErrorProps = { error: Error & { digest?: string }; reset: () => void };
type DictionaryModule = { default: { error: ErrorText } };
type LoadedScreen = { ErrorScreen: typeof ErrorScreen; text: ErrorText };

const loading = new Map<Locale, Promise<LoadedScreen>>();

/**
 * The screen and its dictionary are fetched together, and only when the screen shows: every page
 * downloads this boundary, for a root layout that almost never fails.
 */
function loadScreen(locale: Locale): Promise<LoadedScreen> {
  let screen = loading.get(locale);
  if (!screen) {
    screen = Promise.all([
      import('@/components/layout/error-screen'),
      import(`../lib/i18n/messages/${locale}.json`),
    ]).then(([module, dictionary]: [{ ErrorScreen: typeof ErrorScreen }, DictionaryModule]) => ({
      ErrorScreen: module.ErrorScreen,
      text: dictionary.default.error,
    }));
    loading.set(locale, screen);
  }
  return screen;
}

function LocalizedErrorScreen({ locale, error, reset }: GlobalErrorProps & { locale: Locale }) {
  const { ErrorScreen, text } = use(loadScreen(locale));
  return <ErrorScreen error={error} text={text} onRetry={reset} />;
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
