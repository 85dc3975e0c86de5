'use client';

import type { ReactNode, FormEvent, Ref } from 'react';
import { FormField, inputClass } from '@/components/forms/form-field';
import { FormNotice } from '@/components/forms/form-notice';
import { primaryButton } from './wizard-buttons';
import type { WizardText } from './wizard-text';

type EmailStepProps = {
  text: WizardText;
  email: string;
  invalid: boolean;
  /** The last question is answered: the results can be asked for. */
  answered: boolean;
  pending: boolean;
  inputRef: Ref<HTMLInputElement>;
  previousButton: ReactNode;
  onEmailChange: (email: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

/** Under the last question: the address for the results, and the button that sends everything. */
export function EmailStep({
  text,
  email,
  invalid,
  answered,
  pending,
  inputRef,
  previousButton,
  onEmailChange,
  onSubmit,
}: EmailStepProps) {
  return (
    <form onSubmit={onSubmit} noValidate className="mt-8 border-t border-slate-200 pt-8">
      <FormField
        id="assessment-email"
        label={text.email.label}
        requiredLabel={text.required}
        error={invalid ? text.email.invalid : undefined}
      >
        {(describedBy) => (
          <input
            ref={inputRef}
            id="assessment-email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            placeholder={text.email.placeholder}
            value={email}
            onChange={(event) => onEmailChange(event.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            className={inputClass}
          />
        )}
      </FormField>
      <FormNotice {...text.notice} className="mt-4" />
      <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
        {previousButton}
        <button
          type="submit"
          disabled={!answered || email.trim() === ''}
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
  );
}
