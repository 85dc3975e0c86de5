'use client';

import { useEffect, useRef } from 'react';
import { Glyph } from '@/components/ui/glyph';
import { prepareToasts } from '@/components/ui/toast';
import type { StoredContactInfo } from '@/lib/assessment/session/contact-info';
import type { Locale } from '@/lib/i18n/locales';
import { EmailStep } from './email-step';
import { QuestionStep } from './question-step';
import type { WizardQuestion } from './types';
import { useAssessmentProgress } from './use-assessment-progress';
import { useAssessmentSubmit } from './use-assessment-submit';
import { useCountSteps } from './use-count-steps';
import { primaryButton, secondaryButton } from './wizard-buttons';
import { WizardProgress } from './wizard-progress';
import type { WizardText } from './wizard-text';

type QuestionFlowProps = {
  locale: Locale;
  questions: WizardQuestion[];
  contactInfo: StoredContactInfo;
  text: WizardText;
};

/** The questions one at a time, then the e-mail and the submission. */
export function QuestionFlow({ locale, questions, contactInfo, text }: QuestionFlowProps) {
  const progress = useAssessmentProgress(questions, contactInfo.email);
  const emailInput = useRef<HTMLInputElement>(null);
  const submit = useAssessmentSubmit({ locale, contactInfo, progress, text, emailInput });
  const { index, answers } = progress;
  const question = questions[index];
  const isLast = index === questions.length - 1;
  const selected = question && answers[question.number];
  useCountSteps(locale, index + 1, isLast && Boolean(selected));

  // This page may toast at any moment: its container loads with it.
  useEffect(prepareToasts, []);

  if (!question) return null;
  const previousButton = (
    <button
      type="button"
      onClick={() => progress.goTo(index - 1)}
      disabled={index === 0}
      className={secondaryButton}
    >
      <Glyph name="arrow-left" className="size-4" />
      {text.previous}
    </button>
  );

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 lg:p-10">
      <WizardProgress current={index + 1} total={questions.length} text={text} />
      <div className="mt-8">
        <QuestionStep
          key={question.number}
          question={question}
          text={text}
          selected={selected}
          settling={progress.settling}
          headingRef={progress.heading}
          onSelect={(letter) => progress.answer(question.number, letter, false)}
          onChoose={(letter) => progress.answer(question.number, letter, !isLast)}
        />
      </div>

      {isLast ? (
        <EmailStep
          text={text}
          email={progress.email}
          invalid={submit.emailInvalid}
          answered={Boolean(selected)}
          pending={submit.pending}
          inputRef={emailInput}
          previousButton={previousButton}
          onEmailChange={submit.changeEmail}
          onSubmit={submit.handleSubmit}
        />
      ) : (
        <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
          {previousButton}
          <button
            type="button"
            onClick={() => progress.goTo(index + 1)}
            disabled={!selected}
            className={primaryButton}
          >
            {text.next}
            <Glyph name="arrow-right" className="size-4" />
          </button>
        </div>
      )}
    </div>
  );
}
