'use client';

import type { ResultsCopy } from '@/lib/content/types';
import { ScheduleConsultation } from './schedule-consultation';

type ConsultationBannerProps = {
  schedulingUrl: string;
  copy: ResultsCopy['consultation'];
};

export function ConsultationBanner({ schedulingUrl, copy }: ConsultationBannerProps) {
  return (
    <section aria-labelledby="consultation-title" className="bg-ink-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="max-w-2xl">
          <h2 id="consultation-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {copy.title}
          </h2>
          <p className="mt-3 text-slate-200">{copy.description}</p>
        </div>
        <ScheduleConsultation
          href={schedulingUrl}
          copy={copy}
          tone="dark"
          className="md:max-w-xs"
        />
      </div>
    </section>
  );
}
