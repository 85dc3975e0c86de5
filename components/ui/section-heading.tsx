import { cn } from '@/lib/cn';

type SectionHeadingProps = {
  id: string;
  title: string;
  intro?: string;
  /** Light text for sections on the dark background. */
  tone?: 'default' | 'inverse';
  align?: 'start' | 'center';
  className?: string;
};

/** A section's h2 and lead paragraph; the id lets the section name itself with aria-labelledby. */
export function SectionHeading({
  id,
  title,
  intro,
  tone = 'default',
  align = 'start',
  className,
}: SectionHeadingProps) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      <h2
        id={id}
        className={cn(
          'text-3xl font-bold tracking-tight text-balance sm:text-4xl',
          tone === 'inverse' ? 'text-white' : 'text-ink-900',
        )}
      >
        {title}
      </h2>
      {intro ? (
        <p
          className={cn(
            'mt-4 text-lg leading-relaxed text-pretty',
            tone === 'inverse' ? 'text-slate-300' : 'text-ink-700',
          )}
        >
          {intro}
        </p>
      ) : null}
    </div>
  );
}
