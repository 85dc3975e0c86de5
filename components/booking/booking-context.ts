'use client';

import { createContext, useContext, type ReactNode } from 'react';

export type BookingTexts = {
  /** The dialog's title: "Schedule a call". */
  title: string;
  close: string;
  /** What the booking page in the frame is, for screen readers. */
  frameTitle: string;
  /** The way out for a visitor whose booking page does not load in the frame. */
  openInNewTab: string;
  /** What a booking link adds for screen readers when it opens the dialog. */
  opensInDialog: string;
  /** Whose page the dialog shows, under whose policies: `{provider}` is the booking host. */
  provider: string;
  /** The question asked before the visitor's details go to `{provider}`, and its two answers. */
  prefill: string;
  usePrefill: string;
  skipPrefill: string;
};

export type Booking = {
  texts: BookingTexts;
  /** What a booking link shows beside its label when it opens the dialog. */
  dialogIcon: ReactNode;
  /** Whether `href` opens in the site's booking dialog rather than in a new tab. */
  framed(href: string): boolean;
  /** Opens `href` in the dialog; false when it must open in a new tab instead. */
  open(href: string, trigger: HTMLElement): boolean;
};

export const BookingContext = createContext<Booking | null>(null);

/** The booking dialog of the page, or null outside the site shell (then links open a new tab). */
export function useBooking(): Booking | null {
  return useContext(BookingContext);
}
