'use client';

import { useDeferredValue } from 'react';
import { useBooking } from '@/components/booking/booking-context';
import { buttonClass, type ButtonSize, type ButtonVariant } from '@/components/ui/button-styles';
import { Glyph } from '@/components/ui/glyph';
import { cn } from '@/lib/cn';

type ScheduleCallLinkProps = {
  href: string;
  label: string;
  newTabLabel: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Id of a notice that tells more about the link, read with it by screen readers. */
  describedBy?: string;
  className?: string;
};

/**
 * The booking page: in the site's booking dialog, or, without JavaScript, for a modified click or
 * a booking host the site may not frame, in a new tab, announced to screen readers.
 */
export function ScheduleCallLink({
  href,
  label,
  newTabLabel,
  variant = 'primary',
  size = 'sm',
  describedBy,
  className,
}: ScheduleCallLinkProps) {
  const booking = useBooking();
  // The server's HTML says what the link does without JavaScript; the render React defers after
  // hydration says what it does now.
  const hydrated = useDeferredValue(true, false);
  const inDialog = hydrated && booking !== null && booking.framed(href);
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-describedby={describedBy}
      aria-haspopup={inDialog ? 'dialog' : undefined}
      onClick={(event) => {
        const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
        if (modified || event.button !== 0 || !booking) return;
        if (booking.open(href, event.currentTarget)) event.preventDefault();
      }}
      className={cn(buttonClass(variant, size), className)}
    >
      {label}
      {inDialog ? booking.dialogIcon : <Glyph name="external-link" className="size-4" />}
      <span className="sr-only">{inDialog ? booking.texts.opensInDialog : newTabLabel}</span>
    </a>
  );
}
