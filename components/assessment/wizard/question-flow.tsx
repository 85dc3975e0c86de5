'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState, useTransition, type FormEvent } from 'react';
import { prepareToasts, toast } from '@/components/ui/toast';
import { FormField, inputClass } from '@/components/forms/form-field';
import { buttonClass } from '@/components/ui/button-styles';
import { Icon } from '@/components/ui/icons';
import type { OptionLetter } from '@/lib/assessment/scoring';
import { cn } from '@/lib/cn';
import { submitAssessment } from '@/lib/forms/assessment-action';
import type { AssessmentSubmitResult } from '@/lib/assessment/submit/schema';
import { isValidEmail } from '@/lib/forms/fields';
import { newSubmissionId } from '@/lib/forms/ids';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { paths } from '@/lib/routes';
import { SESSION_KEYS } from '@/lib/session/keys';
import { parseProgress, serializeProgress } from '@/lib/assessment/session/progress';
import type { ContactInfo } from '@/lib/assessment/session/contact-info';
import { readSession, removeSession, writeSession } from '@/lib/session/storage';
import type { StoredResult } from '@/lib/assessment/session/stored-result';
import { QuestionStep } from './question-step';
import type { WizardQuestion } from './types';
import { WizardProgress } from './wizard-progress';
import type { WizardText } from './wizard-text';

type QuestionFlowProps = {
  locale: Locale;
  questions: WizardQuestion[];
  contactInfo: ContactInfo;
  text: WizardText;
};

type Completion =
  | { complete: true; answers: Record<string, OptionLetter> }
  | { complete: false; firstUnanswered: number };

const primaryButton = cn(
  buttonClass('primary'),
  'disabled:cursor-not-allowed disabled:bg-slate-400 disabled:shadow-none',
  'aria-disabled:cursor-not-allowed aria-disabled:bg-slate-400 aria-disabled:shadow-none',
);
const secondaryButton = cn(
  buttonClass('secondary'),
  'disabled:cursor-not-allowed disabled:opacity-50',
);

/**
 * How long choices are ignored after a choice moves to the next question. The new question renders
 * under the pointer at once, so without this the second click of a double click would answer it.
 */
const CHOICE_SETTLE_MS = 300;

/** Only the error's kind is logged: a message could quote what the visitor typed. */
function logSubmissionFailure(error: unknown) {
  console.error('[assessment] the submission did not get an answer', {
    error: error instanceof Error ? error.name : 'unknown',
  });
}

/** The 20 questions one at a time, then the e-mail and the submission. */
export function QuestionFlow({ locale, questions, contactInfo, text }: QuestionFlowProps) {
  const router = useRouter();
  const questionNumbers = useMemo(() => questions.map(({ number }) => number), [questions]);
  // Rendered only in the browser (see AssessmentWizard), so the tab's progress can seed the state.
  const [progress, setProgress] = useState(() =>
    parseProgress(readSession(SESSION_KEYS.answers), questionNumbers),
  );
  const [emailInvalid, setEmailInvalid] = useState(false);
  const [pending, startTransition] = useTransition();
  const submissionId = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const movedByVisitor = useRef(false);
  // The ref answers clicks that arrive before React re-renders; the state marks the options busy.
  const choicesSettling = useRef(false);
  const [settling, setSettling] = useState(false);

  const { index, answers } = progress;
  // The lead form's e-mail until the visitor types another, which the tab keeps with the answers.
  const email = progress.email ?? contactInfo.email;
  const question = questions[index];
  const isLast = index === questions.length - 1;

  // This page may toast at any moment: its container loads with it.
  useEffect(prepareToasts, []);

  useEffect(() => {
    writeSession(SESSION_KEYS.answers, serializeProgress(progress));
  }, [progress]);

  useEffect(() => {
    // A reload resumes quietly; a move made by the visitor starts the new question at the top.
    if (!movedByVisitor.current) return;
    movedByVisitor.current = false;
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, [index]);

  useEffect(() => {
    if (!settling) return;
    const timer = window.setTimeout(() => {
      choicesSettling.current = false;
      setSettling(false);
    }, CHOICE_SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [settling]);

  if (!question) return null;

  function goTo(target: number) {
    movedByVisitor.current = true;
    setProgress((current) => ({ ...current, index: target }));
  }

  function answer(number: number, letter: OptionLetter, advance: boolean) {
    if (choicesSettling.current) return;
    if (advance) {
      movedByVisitor.current = true;
      choicesSettling.current = true;
      setSettling(true);
    }
    setProgress((current) => ({
      index: advance ? current.index + 1 : current.index,
      answers: { ...current.answers, [number]: letter },
    }));
  }

  function completion(): Completion {
    const complete: Record<string, OptionLetter> = {};
    for (const [position, { number }] of questions.entries()) {
      const letter = answers[number];
      if (!letter) return { complete: false, firstUnanswered: position };
      complete[number] = letter;
    }
    return { complete: true, answers: complete };
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (!isValidEmail(email)) {
      setEmailInvalid(true);
      toast.error(text.email.invalid);
      emailInput.current?.focus();
      return;
    }
    const answered = completion();
    if (!answered.complete) {
      toast.error(text.unanswered);
      goTo(answered.firstUnanswered);
      return;
    }
    // One id for this run of the wizard, kept in the tab through reloads. The server binds it to the
    // answers and e-mail sent, so changed answers are a new result and a retry is the same one.
    // The ref gives a second click, before React re-renders, the same id.
    submissionId.current ??= progress.submissionId ?? newSubmissionId();
    const id = submissionId.current;
    if (progress.submissionId !== id) setProgress((current) => ({ ...current, submissionId: id }));
    const submission = {
      submissionId: id,
      locale,
      email: email.trim(),
      contactInfo,
      answers: answered.answers,
    };
    startTransition(async () => {
      // A network failure rejects the call: the visitor gets the same message and keeps the answers.
      const response = await submitAssessment(submission).catch(
        (error: unknown): AssessmentSubmitResult => {
          logSubmissionFailure(error);
          return { ok: false, error: 'unexpected' };
        },
      );
      if (!response.ok) {
        toast.error(text.errors.submit, {
          description: response.error === 'rateLimited' ? text.errors.rateLimited : undefined,
        });
        return;
      }
      writeSession(
        SESSION_KEYS.result,
        JSON.stringify({
          ...response.result,
          contactInfo,
          locale,
          completedAt: new Date().toISOString(),
        } satisfies StoredResult),
      );
      removeSession(SESSION_KEYS.answers);
      router.push(localizedPath(locale, paths.results));
    });
  }

  const selected = answers[question.number];
  const previousButton = (
    <button
      type="button"
      onClick={() => goTo(index - 1)}
      disabled={index === 0}
      className={secondaryButton}
    >
      <Icon name="arrow-left" className="size-4" />
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
          settling={settling}
          headingRef={heading}
          onSelect={(letter) => answer(question.number, letter, false)}
          onChoose={(letter) => answer(question.number, letter, !isLast)}
        />
      </div>

      {isLast ? (
        <form onSubmit={handleSubmit} noValidate className="mt-8 border-t border-slate-200 pt-8">
          <FormField
            id="assessment-email"
            label={text.email.label}
            requiredLabel={text.required}
            error={emailInvalid ? text.email.invalid : undefined}
          >
            {(describedBy) => (
              <input
                ref={emailInput}
                id="assessment-email"
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                required
                placeholder={text.email.placeholder}
                value={email}
                onChange={(event) => {
                  const typed = event.target.value;
                  setProgress((current) => ({ ...current, email: typed }));
                  setEmailInvalid(false);
                }}
                aria-invalid={emailInvalid || undefined}
                aria-describedby={describedBy}
                className={inputClass}
              />
            )}
          </FormField>
          <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
            {previousButton}
            <button
              type="submit"
              disabled={!selected || email.trim() === ''}
              // While sending, focus stays on the button: a disabled one would drop it to the page.
              aria-disabled={pending || undefined}
              className={primaryButton}
            >
              {pending ? text.submitting : text.submit}
            </button>
          </div>
          <p role="status" className="sr-only">
            {pending ? text.submitting : ''}
          </p>
        </form>
      ) : (
        <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
          {previousButton}
          <button
            type="button"
            onClick={() => goTo(index + 1)}
            disabled={!selected}
            className={primaryButton}
          >
            {text.next}
            <Icon name="arrow-right" className="size-4" />
          </button>
        </div>
      )}
    </div>
  );
}
