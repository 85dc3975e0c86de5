'use client';

import { lazy, Suspense, useMemo, useRef, useState, type ReactNode } from 'react';
import { BookingContext, type Booking, type BookingTexts } from './booking-context';

const BookingDialog = lazy(() => import('./booking-dialog'));

type BookingProviderProps = {
  /** The one origin the site's Content-Security-Policy lets the page frame (BOOKING_ORIGIN). */
  frameOrigin: string | undefined;
  texts: BookingTexts;
  /** Drawn by the server: it is a content icon, and the content icons stay off the browser. */
  dialogIcon: ReactNode;
  children: ReactNode;
};

/**
 * The booking page, in a dialog over the page the visitor is on. It loads nothing until a booking
 * link is clicked, and then only the booking page; a page on any other origin than the one the
 * security policy allows opens in a new tab, as it does without JavaScript.
 */
export function BookingProvider({
  frameOrigin,
  texts,
  dialogIcon,
  children,
}: BookingProviderProps) {
  const [opened, setOpened] = useState<string | null>(null);
  const trigger = useRef<HTMLElement | null>(null);

  const booking = useMemo<Booking>(() => {
    const framed = (href: string) => URL.canParse(href) && new URL(href).origin === frameOrigin;
    return {
      texts,
      dialogIcon,
      framed,
      open(href, element) {
        if (!framed(href)) return false;
        trigger.current = element;
        setOpened(href);
        return true;
      },
    };
  }, [frameOrigin, texts, dialogIcon]);

  return (
    <BookingContext value={booking}>
      {children}
      {opened ? (
        <Suspense fallback={null}>
          <BookingDialog
            href={opened}
            texts={texts}
            onClose={() => setOpened(null)}
            opener={trigger}
          />
        </Suspense>
      ) : null}
    </BookingContext>
  );
}
