'use client';

import { useTranslations } from 'next-intl';
import { useRef, useSyncExternalStore } from 'react';
import { inputClass } from '@/components/forms/form-field';
import { buttonClass } from '@/components/ui/button-styles';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import type { ResultsCopy } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { paths } from '@/lib/routes';

type ResultsLinkProps = {
  locale: Locale;
  /** The token of the result's link (lib/assessment/results/link). */
  token: string;
  /** False until the address's owner confirms it and the results e-mail goes out. */
  confirmed?: boolean | undefined;
  copy: ResultsCopy['link'];
};

const noSubscription = () => () => {};

/** The result's private link, to keep or pass on, with a button that copies it. */
export function ResultsLink({ locale, token, confirmed, copy }: ResultsLinkProps) {
  const t = useTranslations('results.link');
  const input = useRef<HTMLInputElement>(null);
  // The address the visitor reached the site by; the server renders the path alone.
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
  const url = `${origin}${localizedPath(locale, `${paths.results}/${token}`)}`;

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('copied'), { description: t('copiedDescription') });
    } catch {
      // A browser that refuses the clipboard: the link is selected, ready to copy by hand.
      input.current?.focus();
      input.current?.select();
      toast.error(t('copyFailed'));
    }
  }

  return (
    <section
      aria-labelledby="results-link-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="results-link-title" className="text-xl font-bold text-ink-900">
        {copy.heading}
      </h2>
      <p className="mt-2 max-w-3xl text-ink-700">{copy.description}</p>
      {confirmed === false && copy.pending ? (
        <p className="mt-2 max-w-3xl text-ink-700">{copy.pending}</p>
      ) : null}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <label htmlFor="results-link" className="sr-only">
          {t('label')}
        </label>
        <input
          ref={input}
          id="results-link"
          type="url"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className={cn(inputClass, 'min-w-0 flex-1 font-mono text-sm')}
        />
        <button type="button" onClick={copyLink} className={buttonClass('secondary')}>
          {t('copy')}
        </button>
      </div>
    </section>
  );
}
