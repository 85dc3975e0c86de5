'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { ScheduleCallLink } from '@/components/booking/schedule-call-link';
import { cn } from '@/lib/cn';
import type { ResultsCopy } from '@/lib/content/types';

type ScheduleConsultationProps = {
  href: string;
  /** The button's label and the notice under it, from the results page. */
  copy: Pick<ResultsCopy['consultation'], 'button' | 'notice'>;
  /** On a dark background the button is white and the notice light. */
  tone?: 'light' | 'dark';
  className?: string;
};

/**
 * The external booking page, in a new tab, with the notice that the visitor leaves the site. The
 * notice describes the link, so a screen reader hears it with the link and not only in passing.
 */
export function ScheduleConsultation({
  href,
  copy,
  tone = 'light',
  className,
}: ScheduleConsultationProps) {
  const t = useTranslations('results.consultation');
  const noticeId = useId();
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <ScheduleCallLink
        href={href}
        label={copy.button}
        newTabLabel={t('newTab')}
        variant={tone === 'light' ? 'primary' : 'light'}
        size="md"
        describedBy={noticeId}
      />
      <p
        id={noticeId}
        className={cn('text-sm', tone === 'light' ? 'text-ink-700' : 'text-slate-200')}
      >
        {copy.notice}
      </p>
    </div>
  );
}
