'use client';

import { useEffect } from 'react';
import { countStep } from '@/lib/funnel/count-step';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The wizard's steps of the funnel: the questions shown, the question at `position` (from 1),
 * and the e-mail once the last question is answered. The e-mail field shows under the last
 * question from the start, so the answer is what tells that the visitor reached it.
 */
export function useCountSteps(locale: Locale, position: number, emailReached: boolean) {
  useEffect(() => countStep('assessment', locale, 'started'), [locale]);
  useEffect(() => countStep('assessment', locale, `question-${position}`), [locale, position]);
  useEffect(() => {
    if (emailReached) countStep('assessment', locale, 'email');
  }, [locale, emailReached]);
}
