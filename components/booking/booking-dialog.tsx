'use client';

import { useEffect, useId, useRef } from 'react';
import { Icon } from '@/components/ui/icons';
import type { BookingTexts } from './booking-context';

type BookingDialogProps = {
  /** The booking page with the visitor's details filled in. */
  src: string;
  /** The booking page as the site links it, for the new-tab way out. */
  href: string;
  texts: BookingTexts;
  onClose: () => void;
};

/** A modal dialog holding the booking page; Escape or the close button closes it. */
export default function BookingDialog({ src, href, texts, onClose }: BookingDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto flex h-[min(48rem,calc(100dvh-2rem))] w-[min(64rem,calc(100vw-2rem))] max-w-none flex-col overflow-hidden rounded-2xl bg-white p-0 shadow-xl backdrop:bg-ink-900/50"
    >
      <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-4 py-3 sm:px-6">
        <h2 id={titleId} className="text-lg font-semibold text-ink-900">
          {texts.title}
        </h2>
        <div className="flex items-center gap-2">
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-md px-2 py-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            {texts.openInNewTab}
          </a>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="inline-flex size-11 items-center justify-center rounded-md text-ink-900 hover:bg-slate-100"
          >
            <Icon name="close" className="size-6" />
            <span className="sr-only">{texts.close}</span>
          </button>
        </div>
      </div>
      <iframe src={src} title={texts.frameTitle} className="min-h-0 w-full flex-1 border-0" />
    </dialog>
  );
}
