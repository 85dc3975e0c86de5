'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { ExternalLinkIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

type ScheduleConsultationProps = {
  href: string;
  /** On a dark background the button is white and the notice light. */
  tone?: 'light' | 'dark';
  className?: string;
};

/**
 * The external booking page, in a new tab, with the notice that the visitor leaves the site. The
 * notice describes the link, so a screen reader hears it with the link and not only in passing.
 * (The shared ScheduleCallLink cannot take a description, hence this link of its own.)
 */
export function ScheduleConsultation({
  href,
  tone = 'light',
  className,
}: ScheduleConsultationProps) {
  const t = useTranslations('results.consultation');
  const noticeId = useId();
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={noticeId}
        className={buttonClass(tone === 'light' ? 'primary' : 'light', 'md')}
      >
        {t('button')}
        <ExternalLinkIcon className="size-4" />
        <span className="sr-only">{t('newTab')}</span>
      </a>
      <p
        id={noticeId}
        className={cn('text-sm', tone === 'light' ? 'text-ink-700' : 'text-slate-200')}
      >
        {t('notice')}
      </p>
    </div>
  );
}
