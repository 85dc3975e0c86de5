'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import type { OptionLetter } from '@/lib/assessment/scoring';
import { parseProgress, serializeProgress } from '@/lib/assessment/session/progress';
import { newSubmissionId } from '@/lib/model/ids';
import { SESSION_KEYS } from '@/lib/session/keys';
import { readSession, writeSession } from '@/lib/session/storage';
import type { WizardQuestion } from './types';

/**
 * How long choices are ignored after a choice moves to the next question. The new question renders
 * under the pointer at once, so without this the second click of a double click would answer it.
 */
const CHOICE_SETTLE_MS = 300;

export type Completion =
  | { complete: true; answers: Record<string, OptionLetter> }
  | { complete: false; firstUnanswered: number };

/**
 * Where the visitor is in the wizard, kept in the tab through reloads: the answers, the screen,
 * the e-mail typed for the results and, once sent, the submission's id. A move the visitor makes
 * starts the new question at the top, with focus on its heading.
 */
export function useAssessmentProgress(questions: WizardQuestion[], leadEmail: string) {
  const questionNumbers = useMemo(() => questions.map(({ number }) => number), [questions]);
  // Rendered only in the browser (see AssessmentWizard), so the tab's progress can seed the state.
  const [progress, setProgress] = useState(() =>
    parseProgress(readSession(SESSION_KEYS.answers), questionNumbers),
  );
  const heading = useRef<HTMLHeadingElement>(null);
  const movedByVisitor = useRef(false);
  // The ref answers clicks that arrive before React re-renders; the state marks the options busy.
  const choicesSettling = useRef(false);
  const [settling, setSettling] = useState(false);
  // A second click, before React re-renders, gets the same id.
  const submissionId = useRef(progress.submissionId);
  const { index, answers } = progress;

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

  return {
    index,
    answers,
    // The lead form's e-mail until the visitor types another, which the tab keeps with the answers.
    email: progress.email ?? leadEmail,
    settling,
    heading,
    goTo(target: number) {
      movedByVisitor.current = true;
      setProgress((current) => ({ ...current, index: target }));
    },
    answer(number: number, letter: OptionLetter, advance: boolean) {
      if (choicesSettling.current) return;
      if (advance) {
        movedByVisitor.current = true;
        choicesSettling.current = true;
        setSettling(true);
      }
      setProgress((current) => ({
        ...current,
        index: advance ? current.index + 1 : current.index,
        answers: { ...current.answers, [number]: letter },
      }));
    },
    setEmail(email: string) {
      setProgress((current) => ({ ...current, email }));
    },
    completion(): Completion {
      const complete: Record<string, OptionLetter> = {};
      for (const [position, { number }] of questions.entries()) {
        const letter = answers[number];
        if (!letter) return { complete: false, firstUnanswered: position };
        complete[number] = letter;
      }
      return { complete: true, answers: complete };
    },
    /**
     * One id for this run of the wizard, kept in the tab through reloads. The server binds it to
     * the answers and e-mail sent, so changed answers are a new result and a retry is the same one.
     */
    submissionId(): string {
      submissionId.current ??= newSubmissionId();
      const id = submissionId.current;
      if (progress.submissionId !== id)
        setProgress((current) => ({ ...current, submissionId: id }));
      return id;
    },
  };
}
