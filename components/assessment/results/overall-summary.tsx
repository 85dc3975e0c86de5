'use client';

import { useTranslations } from 'next-intl';
import { levelKey } from '@/lib/assessment/results/content';
import { formatDate, formatPercentage } from '@/lib/assessment/results/format';
import type { ReportSource } from '@/lib/assessment/report/build-report';
import type { ResultsCopy } from '@/lib/content/types';
import { DownloadReportButton } from './download-report-button';
import { ReadinessRing } from './readiness-ring';
import { ScheduleConsultation } from './schedule-consultation';

export function OverallSummary(props: ReportSource<ResultsCopy>) {
  const { locale, result, content, copy, schedulingUrl } = props;
  const t = useTranslations('results');
  const level = levelKey(result.overallReadinessLevel);
  const levelCopy = content.overallLevels?.[level];
  const percentage = formatPercentage(result.percentage, locale);
  const { firstName, lastName, companyName } = result.contactInfo;

  return (
    <section
      aria-labelledby="overall-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
    >
      <p className="flex flex-col gap-x-2 text-sm text-ink-700 sm:flex-row sm:flex-wrap">
        {firstName ? (
          <>
            <span>
              {t('preparedFor', { name: `${firstName} ${lastName}`, company: companyName })}
            </span>
            <span aria-hidden="true" className="hidden sm:inline">
              {t('separator')}
            </span>
          </>
        ) : null}
        <span>{t('completedOn', { date: formatDate(result.completedAt, locale) })}</span>
      </p>
      <div className="mt-6 flex flex-col items-center gap-8 md:flex-row md:items-start">
        <ReadinessRing
          size="lg"
          percentage={result.percentage}
          display={percentage}
          label={t('overall.ringLabel', { percentage })}
        />
        <div className="min-w-0 flex-1">
          <h2
            id="overall-title"
            className="text-sm font-semibold uppercase tracking-wide text-brand-700"
          >
            {copy.headings.overall}
          </h2>
          <p className="mt-2 text-3xl font-bold tracking-tight text-ink-900">
            {levelCopy?.title ?? copy.levels[level]}
          </p>
          <p className="mt-1 font-medium text-ink-700">
            {t('overall.score', { score: result.totalScore, max: result.maxPossibleScore })}
          </p>
          {levelCopy ? (
            <p className="mt-4 max-w-3xl leading-relaxed text-ink-700">{levelCopy.explanation}</p>
          ) : null}
          <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-start">
            <ScheduleConsultation
              href={schedulingUrl}
              copy={copy.consultation}
              className="sm:max-w-xs"
            />
            <DownloadReportButton {...props} />
          </div>
        </div>
      </div>
    </section>
  );
}
