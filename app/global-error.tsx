'use client';

import { usePathname } from 'next/navigation';
import { Suspense, use } from 'react';
import { ErrorScreen } from '@/components/layout/error-screen';
import type { ErrorText } from '@/components/layout/error-text';
import type { Locale } from '@/lib/i18n/locales';
import { localeOfPath } from '@/lib/i18n/routing';
import './globals.css';

type GlobalErrorProps = { error: Error & { digest?: string }; reset: () => void };

const dictionaries: Record<Locale, () => Promise<{ default: { error: ErrorText } }>> = {
  en: () => import('@/lib/i18n/messages/en.json'),
  fr: () => import('@/lib/i18n/messages/fr.json'),
};
const loading = new Map<Locale, Promise<ErrorText>>();

/** The dictionary is fetched only when this screen shows, so no page carries it in advance. */
function errorText(lang: Locale): Promise<ErrorText> {
  let text = loading.get(lang);
  if (!text) {
    text = dictionaries[lang]().then((dictionary) => dictionary.default.error);
    loading.set(lang, text);
  }
  return text;
}

function LocalizedErrorScreen({ lang, error, reset }: GlobalErrorProps & { lang: Locale }) {
  return <ErrorScreen error={error} text={use(errorText(lang))} onRetry={reset} />;
}

/** Replaces the root layout when it fails, so it brings its own document and texts. */
export default function GlobalError({ error, reset }: GlobalErrorProps) {
  const lang = localeOfPath(usePathname()) ?? 'en';
  return (
    <html lang={lang}>
      <body>
        <Suspense fallback={null}>
          <LocalizedErrorScreen lang={lang} error={error} reset={reset} />
        </Suspense>
      </body>
    </html>
  );
}
