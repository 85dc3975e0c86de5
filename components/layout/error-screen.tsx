'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { defaultLocale } from '@/lib/i18n/locales';
import { localeOfPath, localizedPath } from '@/lib/i18n/routing';
import type { ErrorText } from './error-text';

type ErrorScreenProps = {
  error: Error & { digest?: string };
  text: ErrorText;
  onRetry: () => void;
};

export function ErrorScreen({ error, text, onRetry }: ErrorScreenProps) {
  const locale = localeOfPath(usePathname()) ?? defaultLocale;

  useEffect(() => {
    console.error('Unexpected application error:', error.digest ?? error.message);
  }, [error]);

  // A server error reaches the browser with a digest and a generic English sentence in place of
  // its message, which would mean nothing to a French visitor: show a localized one instead.
  const message = error.digest ? `${text.serverMessage} ${error.digest}` : error.message;

  return (
    <section
      role="alert"
      className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center"
    >
      <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{text.title}</h1>
      <p className="mt-4 text-lg text-ink-700">{text.description}</p>
      <pre className="mt-6 max-w-full overflow-x-auto whitespace-pre-wrap rounded-lg bg-ink-50 px-4 py-3 text-left text-sm text-ink-800">
        {message}
      </pre>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={onRetry}
          className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {text.retry}
        </button>
        <a
          href={localizedPath(locale, '/')}
          className="rounded-lg border border-slate-300 px-5 py-3 font-semibold text-ink-900 hover:bg-slate-50"
        >
          {text.returnHome}
        </a>
      </div>
    </section>
  );
}
