'use client';

import { useTranslations } from 'next-intl';
import { ScheduleConsultation } from './schedule-consultation';

export function ConsultationBanner({ schedulingUrl }: { schedulingUrl: string }) {
  const t = useTranslations('results.consultation');
  return (
    <section aria-labelledby="consultation-title" className="bg-ink-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="max-w-2xl">
          <h2 id="consultation-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('title')}
          </h2>
          <p className="mt-3 text-slate-200">{t('description')}</p>
        </div>
        <ScheduleConsultation href={schedulingUrl} tone="dark" className="md:max-w-xs" />
      </div>
    </section>
  );
}
