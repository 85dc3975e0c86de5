'use client';

import { useRef, type KeyboardEvent, type Ref } from 'react';
import type { OptionLetter } from '@/lib/assessment/scoring';
import { cn } from '@/lib/cn';
import type { WizardQuestion } from './types';
import type { WizardText } from './wizard-text';

type QuestionStepProps = {
  question: WizardQuestion;
  text: WizardText;
  selected: OptionLetter | undefined;
  /** True just after a choice moved here: the options ignore clicks meant for the last question. */
  settling: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  /** Records the answer and stays on the question. */
  onSelect: (letter: OptionLetter) => void;
  /** Records the answer and moves on, except on the last question. */
  onChoose: (letter: OptionLetter) => void;
};

const ARROW_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/** One question as a native radio group: the browser gives it its keyboard behaviour. */
export function QuestionStep({
  question,
  text,
  selected,
  settling,
  headingRef,
  onSelect,
  onChoose,
}: QuestionStepProps) {
  // Arrow keys move the selection through the group, and browsers report each move as a click.
  // Those moves only select: advancing on them would skip a question whenever a keyboard user
  // looks at the next option. A pointer click, Space or Enter on an option chooses it and moves on;
  // the Next button moves on too.
  const browsingWithArrows = useRef(false);
  const id = `question-${question.number}`;

  function handleGroupKeyDown(event: KeyboardEvent<HTMLFieldSetElement>) {
    if (ARROW_KEYS.has(event.key)) browsingWithArrows.current = true;
  }

  function handleOptionKeyDown(event: KeyboardEvent<HTMLInputElement>, letter: OptionLetter) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onChoose(letter);
  }

  return (
    <fieldset
      aria-describedby={`${id}-instruction ${id}-hint`}
      aria-disabled={settling || undefined}
      onKeyDown={handleGroupKeyDown}
      onKeyUp={() => {
        browsingWithArrows.current = false;
      }}
      className="min-w-0"
    >
      <legend className="w-full">
        <span className="block text-sm font-semibold uppercase tracking-wide text-brand-700">
          {question.categoryTitle}
        </span>
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="mt-2 text-xl font-bold leading-snug text-ink-900 focus:outline-none sm:text-2xl"
        >
          {question.question}
        </h2>
      </legend>
      <p id={`${id}-instruction`} className="mt-3 text-ink-700">
        {text.instruction}
      </p>
      <p id={`${id}-hint`} className="sr-only">
        {text.keyboardHint}
      </p>

      <div className="mt-6 grid gap-3">
        {question.options.map((option) => {
          const optionId = `${id}-${option.letter}`;
          return (
            <label
              key={option.letter}
              htmlFor={optionId}
              className={cn(
                'group flex cursor-pointer gap-4 rounded-xl border border-slate-200 bg-white p-4 transition-colors sm:p-5',
                'hover:border-slate-300 hover:bg-ink-50',
                'has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600',
                'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
              )}
            >
              <input
                id={optionId}
                type="radio"
                name={id}
                value={option.letter}
                checked={selected === option.letter}
                aria-labelledby={`${optionId}-letter ${optionId}-label`}
                aria-describedby={`${optionId}-description`}
                onChange={() => onSelect(option.letter)}
                onClick={() => {
                  if (!browsingWithArrows.current) onChoose(option.letter);
                }}
                onKeyDown={(event) => handleOptionKeyDown(event, option.letter)}
                className="sr-only"
              />
              <span
                id={`${optionId}-letter`}
                className="flex size-9 shrink-0 items-center justify-center rounded-full border-2 border-slate-300 text-sm font-bold text-ink-700 transition-colors group-has-checked:border-brand-700 group-has-checked:bg-brand-700 group-has-checked:text-white"
              >
                {option.letter}
              </span>
              <span className="min-w-0 pt-1">
                <span id={`${optionId}-label`} className="block font-semibold text-ink-900">
                  {option.label}
                </span>
                <span
                  id={`${optionId}-description`}
                  className="mt-1 block text-sm leading-relaxed text-ink-700"
                >
                  {option.description}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
