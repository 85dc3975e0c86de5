'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { Glyph } from '@/components/ui/glyph';
import { parseContactInfo } from '@/lib/assessment/session/contact-info';
import { SESSION_KEYS } from '@/lib/session/keys';
import { readSession } from '@/lib/session/storage';
import type { BookingTexts } from './booking-context';

type BookingDialogProps = {
  /** The booking page as the site links it, also the new-tab way out. */
  href: string;
  texts: BookingTexts;
  onClose: () => void;
};

/**
 * The booking page with the details the visitor left on the assessment form, so that they do not
 * type them again. Read here, in the dialog's own chunk, not by every page's booking links.
 */
function prefilled(href: string): string {
  const url = new URL(href);
  const contact = parseContactInfo(readSession(SESSION_KEYS.contactInfo));
  if (contact) {
    url.searchParams.set('name', `${contact.firstName} ${contact.lastName}`);
    url.searchParams.set('email', contact.email);
  }
  return url.toString();
}

/** A modal dialog holding the booking page; Escape or the close button closes it. */
export default function BookingDialog({ href, texts, onClose }: BookingDialogProps) {
  const [src] = useState(() => prefilled(href));
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
            <Glyph name="close" className="size-6" />
            <span className="sr-only">{texts.close}</span>
          </button>
        </div>
      </div>
      <iframe src={src} title={texts.frameTitle} className="min-h-0 w-full flex-1 border-0" />
    </dialog>
  );
}
