'use client';

import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { parseContactInfo } from '@/lib/assessment/session/contact-info';
import { fill } from '@/lib/i18n/fill';
import { SESSION_KEYS } from '@/lib/session/keys';
import { readSession } from '@/lib/session/storage';
import type { BookingTexts } from './booking-context';

type BookingDialogProps = {
  /** The booking page as the site links it, also the new-tab way out. */
  href: string;
  texts: BookingTexts;
  onClose: () => void;
  /** The booking link that opened it, which takes the focus back when it closes. */
  opener: RefObject<HTMLElement | null>;
};

/**
 * The booking page with the details the visitor left on the assessment form in this tab, so that
 * they do not type them again; null when there are none. Read here, in the dialog's own chunk,
 * not by every page's booking links.
 */
function prefilled(href: string): string | null {
  const contact = parseContactInfo(readSession(SESSION_KEYS.contactInfo));
  if (!contact) return null;
  const url = new URL(href);
  url.searchParams.set('name', `${contact.firstName} ${contact.lastName}`);
  url.searchParams.set('email', contact.email);
  return url.toString();
}

/**
 * A modal dialog holding the booking page; Escape or the close button closes it. When the tab
 * holds the visitor's details, the dialog first says the booking service would receive them and
 * asks; the page loads only once they have answered, with their details or without.
 */
export default function BookingDialog({ href, texts, onClose, opener }: BookingDialogProps) {
  const [withDetails] = useState(() => prefilled(href));
  const [src, setSrc] = useState<string | null>(withDetails ? null : href);
  const answered = useRef(false);
  const question = useRef<HTMLParagraphElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const titleId = useId();
  const providerId = useId();
  const questionId = useId();
  const provider = new URL(href).hostname;

  // The answer's buttons give way to the booking page, which takes the focus they had.
  useEffect(() => {
    if (src && answered.current) frame.current?.focus();
  }, [src]);

  const answer = (page: string) => {
    answered.current = true;
    setSrc(page);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      opener={opener}
      // The question is read first; neither answer has the focus before the visitor chooses.
      initialFocus={question}
      placement="center"
      aria-labelledby={titleId}
      aria-describedby={src ? providerId : `${questionId} ${providerId}`}
      className="h-[min(48rem,calc(100dvh-2rem))] w-[min(64rem,calc(100vw-2rem))] overflow-hidden"
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
          <DialogClose label={texts.close} />
        </div>
      </div>
      <p
        id={providerId}
        className="border-b border-slate-200 px-4 py-2 text-sm text-ink-700 sm:px-6"
      >
        {fill(texts.provider, { provider })}
      </p>
      {src ? (
        <iframe
          ref={frame}
          src={src}
          title={texts.frameTitle}
          className="min-h-0 w-full flex-1 border-0"
        />
      ) : (
        <div className="flex flex-1 flex-col items-center justify-center gap-6 px-6 py-8 text-center">
          <p
            id={questionId}
            ref={question}
            tabIndex={-1}
            className="max-w-xl text-lg text-ink-900 focus:outline-none"
          >
            {fill(texts.prefill, { provider })}
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <button
              type="button"
              onClick={() => answer(withDetails ?? href)}
              className={buttonClass('secondary')}
            >
              {texts.usePrefill}
            </button>
            <button type="button" onClick={() => answer(href)} className={buttonClass('secondary')}>
              {texts.skipPrefill}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
