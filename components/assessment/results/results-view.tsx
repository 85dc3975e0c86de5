'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { prepareToasts, toast } from '@/components/ui/toast';
import { useSessionValue } from '@/components/assessment/use-session-value';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { paths } from '@/lib/routes';
import type { ResultsContent } from '@/lib/assessment/results/content';
import type { ResultsCopy } from '@/lib/content/types';
import type { SectorOption } from '@/lib/model/sector';
import { SESSION_KEYS } from '@/lib/session/keys';
import { parseStoredResult, type StoredResult } from '@/lib/assessment/session/stored-result';
import { ResultsReport } from './results-report';
import type { ResultsStory } from './stories-section';

type ResultsViewProps = {
  locale: Locale;
  content: ResultsContent;
  /** The published sectors in the page's language. */
  sectors: readonly SectorOption[];
  copy: ResultsCopy;
  /** The customer stories' cards, in the marketers' order: the report puts the sector's first. */
  stories: readonly ResultsStory[];
  siteName: string;
  schedulingUrl: string;
  /** A result the server read through its private link: shown as it is, whatever the tab holds. */
  stored?: StoredResult | undefined;
};

/** The result from its link, or from the visitor's tab: without a readable one, nothing to show. */
export function ResultsView({ stored, ...props }: ResultsViewProps) {
  if (stored) return <ResultsReport {...props} result={stored} />;
  return <TabResults {...props} />;
}

function TabResults(props: Omit<ResultsViewProps, 'stored'>) {
  const { locale } = props;
  const t = useTranslations('results');
  const router = useRouter();
  const stored = useSessionValue(SESSION_KEYS.result);
  const read = useMemo(
    () => (stored === undefined ? undefined : parseStoredResult(stored)),
    [stored],
  );

  // This page may toast at any moment: its container loads with it.
  useEffect(prepareToasts, []);

  useEffect(() => {
    if (!read || read.status === 'ok') return;
    const problem = read.status === 'missing' ? 'missing' : 'unreadable';
    // The id keeps a double-run effect (development's Strict Mode) to one toast.
    toast.error(t(`${problem}.title`), {
      id: `results-${problem}`,
      description: t(`${problem}.description`),
    });
    router.replace(localizedPath(locale, paths.home));
  }, [read, locale, router, t]);

  if (read?.status !== 'ok') {
    // Without JavaScript the result, kept in the tab, can never be read: say so, and offer a way on.
    return (
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        <div className="rounded-2xl border border-slate-200 bg-white p-8 text-ink-700 shadow-sm">
          <div role="status" className="flex items-center gap-3 noscript:hidden">
            <span
              aria-hidden="true"
              className="size-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600"
            />
            {t('loading')}
          </div>
          <div className="hidden noscript:block">
            <p>{t('noScript.body')}</p>
            <ButtonLink href={localizedPath(locale, paths.contact)} className="mt-6">
              {t('noScript.action')}
            </ButtonLink>
          </div>
        </div>
      </div>
    );
  }
  return <ResultsReport {...props} result={read.result} />;
}
