import type { ReactNode } from 'react';

type FormFieldProps = {
  id: string;
  label: string;
  /** Read after the label of a required field; an optional field has none. */
  requiredLabel?: string;
  error?: string;
  children: (describedBy: string | undefined) => ReactNode;
};

/** A label, the control, and the field's message when it is the one that failed. */
export function FormField({ id, label, requiredLabel, error, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink-900">
        {label}
        {requiredLabel ? (
          <>
            <span aria-hidden="true" className="text-red-700">
              {' '}
              *
            </span>
            <span className="sr-only"> ({requiredLabel})</span>
          </>
        ) : null}
      </label>
      {children(error ? errorId : undefined)}
      {error ? (
        // An alert, so that the message is heard even when focus is already on the field.
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const inputClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-ink-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 aria-[invalid=true]:border-red-600';
