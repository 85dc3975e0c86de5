'use client';

import { ButtonLink } from '@/components/ui/button-link';
import { cn } from '@/lib/cn';
import type { WizardText } from './wizard-text';

type WizardPlaceholderProps = {
  loadingLabel: string;
  noScript: WizardText['noScript'];
  contactHref: string;
};

/**
 * Holds the wizard's place while the tab's stored details are read. In a browser without
 * JavaScript that moment never ends, so the placeholder says why and offers the contact form.
 */
export function WizardPlaceholder({ loadingLabel, noScript, contactHref }: WizardPlaceholderProps) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
      <div role="status" className="animate-pulse noscript:hidden">
        <span className="sr-only">{loadingLabel}</span>
        <QuestionSkeleton />
      </div>
      <div className="hidden noscript:block">
        <p className="text-ink-700">{noScript.body}</p>
        <ButtonLink href={contactHref} className="mt-6">
          {noScript.action}
        </ButtonLink>
      </div>
    </div>
  );
}

/** The shape of a question: its progress bar, its title and its options. */
export function QuestionSkeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('space-y-6', className)}>
      <div className="h-2 rounded-full bg-slate-200" />
      <div className="h-7 w-3/4 rounded bg-slate-200" />
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="h-20 rounded-xl bg-slate-100" />
      ))}
    </div>
  );
}
