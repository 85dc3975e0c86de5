'use client';

import { useEffect, useRef, type ComponentPropsWithoutRef, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { cn } from '@/lib/cn';
import { Glyph } from './glyph';

const placements = {
  /** A sheet along the right edge, the screen's full height. */
  right: 'fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none backdrop:bg-ink-900/40',
  center: 'm-auto rounded-2xl backdrop:bg-ink-900/50',
} as const;

type DialogProps = Omit<ComponentPropsWithoutRef<'dialog'>, 'open' | 'onClose'> & {
  open: boolean;
  /** It closed: Escape, a close button, or `open` turned false. */
  onClose: () => void;
  placement: keyof typeof placements;
  /** Takes the focus as it opens; without it, the browser gives the focus to the first control. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The control that opened it, which takes the focus back when it closes. */
  opener?: RefObject<HTMLElement | null>;
};

/**
 * A modal on the native <dialog>: the browser makes the rest of the page inert, closes it on
 * Escape and puts it above everything, so no dialog library ships with the page. A click on the
 * backdrop leaves it open, and the page behind it stays still (globals.css). It opens after its
 * content is in the page, so that the focus finds a control to land on.
 *
 * The browser sends its close event a task after the dialog has closed and given the focus back,
 * so a key pressed at once on the opener would open a dialog React still thinks is open, and the
 * late event would then close it. The state follows the element's `open` attribute instead, before
 * any further key or click is handled.
 */
export function Dialog({
  open,
  onClose,
  placement,
  initialFocus,
  opener,
  className,
  ...props
}: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closed = useRef(() => {});
  useEffect(() => {
    closed.current = () => {
      onClose();
      opener?.current?.focus();
    };
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const watcher = new MutationObserver(() => {
      if (!element.open) flushSync(() => closed.current());
    });
    watcher.observe(element, { attributes: true, attributeFilter: ['open'] });
    return () => watcher.disconnect();
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      initialFocus?.current?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open, initialFocus]);

  return (
    <dialog
      {...props}
      ref={dialog}
      className={cn(
        'max-w-none flex-col bg-white p-0 shadow-xl open:flex',
        placements[placement],
        className,
      )}
    />
  );
}

/** The button that closes the dialog it is in; `label` names it for assistive technology. */
export function DialogClose({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={(event) => event.currentTarget.closest('dialog')?.close()}
      className="inline-flex size-11 items-center justify-center rounded-md text-ink-900 hover:bg-slate-100"
    >
      <Glyph name="close" className="size-6" />
      <span className="sr-only">{label}</span>
    </button>
  );
}
