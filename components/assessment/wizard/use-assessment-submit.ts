'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition, type FormEvent, type RefObject } from 'react';
import { toast } from '@/components/ui/toast';
import type { StoredContactInfo } from '@/lib/assessment/session/contact-info';
import type { StoredResult } from '@/lib/assessment/session/stored-result';
import { submitAssessment } from '@/lib/forms/server/actions';
import { callAction } from '@/lib/forms/call-action';
import { isValidEmail } from '@/lib/model/lead-fields';
import { countStep } from '@/lib/funnel/count-step';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { paths } from '@/lib/routes';
import { SESSION_KEYS } from '@/lib/session/keys';
import { readSession, removeSession, writeSession } from '@/lib/session/storage';
import { parseJoinedTeam } from '@/lib/assessment/session/team';
import type { useAssessmentProgress } from './use-assessment-progress';
import type { WizardText } from './wizard-text';

type AssessmentSubmitOptions = {
  locale: Locale;
  contactInfo: StoredContactInfo;
  progress: ReturnType<typeof useAssessmentProgress>;
  text: WizardText;
  emailInput: RefObject<HTMLInputElement | null>;
};

/**
 * Sends the answers for scoring. On success the server's score is kept in the tab for the results
 * page; on failure the visitor keeps every answer and is told why.
 */
export function useAssessmentSubmit({
  locale,
  contactInfo,
  progress,
  text,
  emailInput,
}: AssessmentSubmitOptions) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [emailInvalid, setEmailInvalid] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (!isValidEmail(progress.email)) {
      setEmailInvalid(true);
      toast.error(text.email.invalid);
      emailInput.current?.focus();
      return;
    }
    const answered = progress.completion();
    if (!answered.complete) {
      toast.error(text.unanswered);
      progress.goTo(answered.firstUnanswered);
      return;
    }
    const { leadId, ...details } = contactInfo;
    const team = parseJoinedTeam(readSession(SESSION_KEYS.team));
    const submission = {
      submissionId: progress.submissionId(),
      locale,
      email: progress.email.trim(),
      contactInfo: details,
      ...(leadId ? { contactId: leadId } : {}),
      answers: answered.answers,
      ...(team ? { team: team.token } : {}),
    };
    startTransition(async () => {
      const response = await callAction(
        'assessment',
        () => submitAssessment(submission),
        () => ({ ok: false, error: 'unexpected' }),
      );
      if (!response.ok && response.teamClosed) {
        // The answers stay; sent again, they make the respondent's own result, outside the team.
        removeSession(SESSION_KEYS.team);
        toast.error(text.team.closed);
        return;
      }
      if (!response.ok) {
        toast.error(text.errors.submit, {
          description: response.error === 'rateLimited' ? text.errors.rateLimited : undefined,
        });
        return;
      }
      countStep('assessment', locale, 'submitted');
      const { result, link, standings, previous, confirmed } = response;
      writeSession(
        SESSION_KEYS.result,
        JSON.stringify({
          ...result,
          contactInfo: details,
          locale,
          completedAt: new Date().toISOString(),
          extras: { link, standings, previous, confirmed },
        } satisfies StoredResult),
      );
      removeSession(SESSION_KEYS.answers);
      removeSession(SESSION_KEYS.team);
      router.push(localizedPath(locale, paths.results));
    });
  }

  return {
    pending,
    emailInvalid,
    handleSubmit,
    changeEmail(email: string) {
      progress.setEmail(email);
      setEmailInvalid(false);
    },
  };
}
