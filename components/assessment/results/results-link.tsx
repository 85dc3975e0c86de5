'use client';

import { useTranslations } from 'next-intl';
import type { ResultsCopy } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { paths } from '@/lib/routes';
import { CopyLinkField } from '../copy-link-field';

type ResultsLinkProps = {
  locale: Locale;
  /** The token of the result's link (lib/assessment/results/link). */
  token: string;
  /** False until the address's owner confirms it and the results e-mail goes out. */
  confirmed?: boolean | undefined;
  copy: ResultsCopy['link'];
};

/** The result's private link, to keep or pass on, with a button that copies it. */
export function ResultsLink({ locale, token, confirmed, copy }: ResultsLinkProps) {
  const t = useTranslations('results.link');
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
      <CopyLinkField
        id="results-link"
        path={localizedPath(locale, `${paths.results}/${token}`)}
        text={{
          label: t('label'),
          copy: t('copy'),
          copied: t('copied'),
          copiedDescription: t('copiedDescription'),
          copyFailed: t('copyFailed'),
        }}
      />
    </section>
  );
}
