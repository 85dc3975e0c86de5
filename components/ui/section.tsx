import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Reveal } from './reveal';
import { SectionHeading } from './section-heading';

const tones = {
  white: 'bg-white',
  tinted: 'bg-ink-50',
  dark: 'relative isolate overflow-hidden bg-ink-900',
} as const;

const spacings = {
  roomy: 'py-20 sm:py-24',
  regular: 'py-16 sm:py-20',
  compact: 'py-16',
  /** For a section that follows one of the same tone and so needs no space above. */
  trailing: 'pb-16 sm:pb-20',
} as const;

type SectionProps = {
  /** The id of the section's heading, which names the section for assistive technology. */
  id: string;
  /**
   * The section's h2 and lead paragraph, as the content names them; without it the content holds
   * its own heading with `id`.
   */
  copy?: { heading: string; intro?: string };
  tone?: keyof typeof tones;
  spacing?: keyof typeof spacings;
  align?: 'start' | 'center';
  /**
   * 'stacked': the heading above the content, which fades in after it. 'together': both fade in
   * as one. 'split': the heading beside the content from large screens, with `aside` under it.
   */
  layout?: 'stacked' | 'together' | 'split';
  aside?: ReactNode;
  headingClassName?: string;
  /** Drawn behind the content, e.g. a glow on a dark section. */
  backdrop?: ReactNode;
  /** A div rather than a landmark, for a section whose content is itself the named region. */
  as?: 'section' | 'div';
  className?: string;
  children: ReactNode;
};

/**
 * A band of a page: its background, the page's width and margins, the heading and the fade-in.
 * Below the first screen the browser skips drawing it until the visitor nears it
 * (`render-when-near`), so sections never belong to the first screen's hero.
 */
export function Section({
  id,
  copy,
  tone = 'white',
  spacing = 'roomy',
  align = 'start',
  layout = 'stacked',
  aside,
  headingClassName,
  backdrop,
  as: Element = 'section',
  className,
  children,
}: SectionProps) {
  const heading = copy ? (
    <SectionHeading
      id={id}
      title={copy.heading}
      intro={copy.intro}
      tone={tone === 'dark' ? 'inverse' : 'default'}
      align={align}
      className={headingClassName}
    />
  ) : null;
  const container = cn('mx-auto max-w-7xl px-4 sm:px-6 lg:px-8', spacings[spacing]);

  return (
    <Element
      aria-labelledby={Element === 'section' ? id : undefined}
      className={cn('render-when-near', tones[tone], className)}
    >
      {backdrop}
      {layout === 'together' ? (
        <div className={container}>
          <Reveal>
            {heading}
            {children}
          </Reveal>
        </div>
      ) : layout === 'split' ? (
        <div className={cn(container, 'grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]')}>
          <Reveal>
            {heading}
            {aside}
          </Reveal>
          <Reveal>{children}</Reveal>
        </div>
      ) : (
        <div className={container}>
          {heading ? <Reveal>{heading}</Reveal> : null}
          <Reveal threshold={0.15}>{children}</Reveal>
        </div>
      )}
    </Element>
  );
}

/** The soft teal light that dark sections and heroes carry behind their content. */
export function Glow({ className }: { className: string }) {
  return <div aria-hidden="true" className={cn('absolute inset-0 -z-10', className)} />;
}
