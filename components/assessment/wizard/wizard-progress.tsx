'use client';

import type { WizardText } from './wizard-text';

type WizardProgressProps = {
  current: number;
  total: number;
  text: WizardText;
};

export function WizardProgress({ current, total, text }: WizardProgressProps) {
  const label = text.progress[current - 1] ?? '';
  return (
    <div>
      {/* Focus moves to the new question's heading; this announces where the visitor now is. */}
      <p aria-live="polite" aria-atomic="true" className="text-sm font-medium text-ink-700">
        {label}
      </p>
      <div
        role="progressbar"
        aria-label={text.progressLabel}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={current}
        aria-valuetext={label}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-300 ease-out"
          style={{ width: `${(current / total) * 100}%` }}
        />
      </div>
    </div>
  );
}
