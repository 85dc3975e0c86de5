'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useRef } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { ButtonLink } from '@/components/ui/button-link';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { paths } from '@/lib/routes';
import { unsubscribeForm } from '@/lib/forms/server/actions';

type UnsubscribeFormProps = { token: string; locale: Locale };

/**
 * The button that records the objection: a mail scanner that opens the link unsubscribes nobody.
 * Works without JavaScript, and says what happened in a live region that takes the focus.
 */
export function UnsubscribeForm({ token, locale }: UnsubscribeFormProps) {
  const t = useTranslations('unsubscribe');
  const [state, action, pending] = useActionState(unsubscribeForm, null);
  const outcome = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (state && state !== 'unavailable') outcome.current?.focus();
  }, [state]);

  if (state === 'objected' || state === 'already') {
    return (
      <div role="status" className="flex flex-col items-start gap-4">
        <h2 ref={outcome} tabIndex={-1} className="text-2xl font-bold text-ink-900 outline-none">
          {t(state === 'objected' ? 'doneTitle' : 'alreadyTitle')}
        </h2>
        <p className="max-w-2xl text-ink-700">{t('doneText')}</p>
      </div>
    );
  }

  if (state === 'unknown') {
    return (
      <div role="status" className="flex flex-col items-start gap-4">
        <h2 ref={outcome} tabIndex={-1} className="text-2xl font-bold text-ink-900 outline-none">
          {t('unknownTitle')}
        </h2>
        <p className="max-w-2xl text-ink-700">{t('unknownText')}</p>
        <ButtonLink href={localizedPath(locale, paths.contact)}>{t('writeToUs')}</ButtonLink>
      </div>
    );
  }

  return (
    <form action={action} className="flex flex-col items-start gap-4">
      <input type="hidden" name="token" value={token} />
      <button type="submit" disabled={pending} className={buttonClass('primary')}>
        {pending ? t('unsubscribing') : t('button')}
      </button>
      <p role="status" aria-live="polite" className="text-ink-700">
        {state === 'unavailable' ? t('unavailable') : ''}
      </p>
    </form>
  );
}
