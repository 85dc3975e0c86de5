import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type CtaBannerProps = {
  /** The heading's id, which names the section the banner stands in. */
  id: string;
  title: string;
  description: string;
  /** The one button the banner leads to. */
  action: ReactNode;
  /** In a tinted box of its own, for a banner between sections of the same background. */
  boxed?: boolean;
};

/** An invitation between or after sections: a short pitch beside one call to action. */
export function CtaBanner({ id, title, description, action, boxed = false }: CtaBannerProps) {
  return (
    <div
      className={cn(
        'flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between',
        boxed && 'rounded-3xl border border-brand-100 bg-brand-50 p-8 sm:p-10',
      )}
    >
      <div className="max-w-2xl">
        <h2
          id={id}
          className={cn('text-2xl font-bold tracking-tight text-ink-900', !boxed && 'sm:text-3xl')}
        >
          {title}
        </h2>
        <p className="mt-3 leading-relaxed text-ink-700">{description}</p>
      </div>
      <div className="shrink-0 self-start lg:self-center">{action}</div>
    </div>
  );
}
