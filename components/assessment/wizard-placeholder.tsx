'use client';

/** Holds the wizard's place while the tab's stored details are read. */
export function WizardPlaceholder({ loadingLabel }: { loadingLabel: string }) {
  return (
    <div
      role="status"
      className="animate-pulse rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
    >
      <span className="sr-only">{loadingLabel}</span>
      <div aria-hidden="true" className="space-y-6">
        <div className="h-2 rounded-full bg-slate-200" />
        <div className="h-7 w-3/4 rounded bg-slate-200" />
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className="h-20 rounded-xl bg-slate-100" />
        ))}
      </div>
    </div>
  );
}
