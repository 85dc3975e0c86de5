'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useRef } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { ButtonLink } from '@/components/ui/button-link';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { paths } from '@/lib/routes';
import { confirmAddressForm } from '@/lib/forms/server/actions';

type ConfirmAddressFormProps = { token: string; locale: Locale };

/**
 * The button that proves the address: a mail scanner that opens the link confirms nothing. Works
 * without JavaScript, and says what happened in a live region, with the way on from there.
 */
export function ConfirmAddressForm({ token, locale }: ConfirmAddressFormProps) {
  const t = useTranslations('confirm');
  const [state, action, pending] = useActionState(confirmAddressForm, null);
  const outcome = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (state && state.status !== 'unavailable') outcome.current?.focus();
  }, [state]);

  if (state?.status === 'confirmed' || state?.status === 'already') {
    return (
      <div role="status" className="flex flex-col items-start gap-4">
        <h2 ref={outcome} tabIndex={-1} className="text-2xl font-bold text-ink-900 outline-none">
          {t(state.status === 'confirmed' ? 'confirmedTitle' : 'alreadyTitle')}
        </h2>
        <p className="max-w-2xl text-ink-700">{t('confirmedText')}</p>
        <ButtonLink href={state.resultsPath}>{t('seeResults')}</ButtonLink>
      </div>
    );
  }

  if (state?.status === 'expired' || state?.status === 'unknown') {
    return (
      <div role="status" className="flex flex-col items-start gap-4">
        <h2 ref={outcome} tabIndex={-1} className="text-2xl font-bold text-ink-900 outline-none">
          {t(state.status === 'expired' ? 'expiredTitle' : 'unknownTitle')}
        </h2>
        <p className="max-w-2xl text-ink-700">{t('invalidText')}</p>
        <ButtonLink href={localizedPath(locale, paths.assessmentInfo)}>
          {t('takeAssessment')}
        </ButtonLink>
      </div>
    );
  }

  return (
    <form action={action} className="flex flex-col items-start gap-4">
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="locale" value={locale} />
      <button type="submit" disabled={pending} className={buttonClass('primary')}>
        {pending ? t('confirming') : t('button')}
      </button>
      <p role="status" aria-live="polite" className="text-ink-700">
        {state?.status === 'unavailable' ? t('unavailable') : ''}
      </p>
    </form>
  );
}
