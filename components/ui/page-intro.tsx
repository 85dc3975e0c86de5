import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Glow } from './section';

type PageIntroProps = {
  title: string;
  /** A larger line between the title and the description. */
  subtitle?: string;
  /** The lead: a sentence, or a marketer's rich text (its own paragraphs). */
  description?: ReactNode;
  /** Above the title, such as a breadcrumb. */
  eyebrow?: ReactNode;
  /** 'large' for an overview page's hero. */
  size?: 'default' | 'large';
  glow?: boolean;
  children?: ReactNode;
};

/** The heading block that opens a page: one h1, a lead paragraph, optional actions. */
export function PageIntro({
  title,
  subtitle,
  description,
  eyebrow,
  size = 'default',
  glow = false,
  children,
}: PageIntroProps) {
  const large = size === 'large';
  const Lead = typeof description === 'string' ? 'p' : 'div';
  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-b from-ink-50 to-white">
      {glow ? (
        <Glow className="bg-[radial-gradient(ellipse_at_top_right,rgba(45,212,191,0.18),transparent_55%)]" />
      ) : null}
      <div
        className={cn(
          'mx-auto max-w-7xl px-4 sm:px-6 lg:px-8',
          large ? 'py-20 sm:py-24' : 'py-16 sm:py-20',
        )}
      >
        {eyebrow}
        <h1
          className={cn(
            'text-4xl font-bold tracking-tight text-balance text-ink-900 sm:text-5xl',
            eyebrow ? 'mt-6' : undefined,
            large ? 'max-w-4xl lg:text-6xl' : 'max-w-3xl',
          )}
        >
          {title}
        </h1>
        {subtitle ? (
          <p className="mt-6 max-w-3xl text-xl leading-relaxed text-pretty text-brand-800">
            {subtitle}
          </p>
        ) : null}
        {description ? (
          <Lead
            className={cn(
              'space-y-4 text-lg leading-relaxed text-pretty text-ink-700',
              subtitle ? 'mt-4' : 'mt-6',
              large ? 'max-w-3xl' : 'max-w-2xl',
            )}
          >
            {description}
          </Lead>
        ) : null}
        {children}
      </div>
    </section>
  );
}
