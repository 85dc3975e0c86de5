import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type TagProps = {
  /** Read before the value by screen readers, punctuated for the language: "Industry:", "Secteur :". */
  label: string;
  children: ReactNode;
  tone?: 'brand' | 'neutral';
};

export function Tag({ label, children, tone = 'brand' }: TagProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-3 py-1 text-xs font-medium',
        tone === 'brand' ? 'bg-brand-50 text-brand-800' : 'bg-slate-100 text-ink-700',
      )}
    >
      <span className="sr-only">{label} </span>
      {children}
    </span>
  );
}
