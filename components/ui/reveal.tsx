'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { prefersReducedMotion } from './reduced-motion';

type RevealProps = {
  children: ReactNode;
  /** Share of the element that must be on screen before it fades in: a tenth, or more for lists. */
  threshold?: 0.1 | 0.15;
  className?: string;
};

/**
 * Fades and slides its content in when it scrolls into view. The server renders it visible, so
 * without JavaScript, under reduced motion or on screen at load nothing is ever hidden; only an
 * element off screen when the observer first reports is hidden, at once (no fade out) and only by
 * opacity and transform (no layout shift). Waiting for that report, rather than measuring during
 * hydration, spares the browser a forced layout per section while the page is still busy starting.
 */
export function Reveal({ children, threshold = 0.1, className }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (prefersReducedMotion()) return;

    let firstReport = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (firstReport) {
          firstReport = false;
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
          } else {
            element.dataset.reveal = 'hidden';
          }
          return;
        }
        // Some browsers report isIntersecting from the first pixel, whatever the threshold. An
        // element taller than the screen may never reach its ratio, so filling that share of the
        // screen counts as well.
        const seen = entries.some(
          (entry) =>
            entry.intersectionRatio >= threshold ||
            entry.intersectionRect.height >= window.innerHeight * threshold,
        );
        if (!seen) return;
        element.dataset.reveal = 'shown';
        observer.disconnect();
      },
      // The small steps give a very tall element a chance to be seen filling the screen.
      { threshold: [0.01, 0.02, 0.05, threshold] },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      delete element.dataset.reveal;
    };
  }, [threshold]);

  return (
    <div
      ref={ref}
      className={cn(
        'transition duration-700 ease-out data-[reveal=hidden]:translate-y-6 data-[reveal=hidden]:opacity-0 data-[reveal=hidden]:transition-none motion-reduce:transition-none',
        className,
      )}
    >
      {children}
    </div>
  );
}
