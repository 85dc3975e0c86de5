'use client';

import { useEffect, useRef, useState } from 'react';
import { Link } from '@/components/ui/link';
import { showUnlessAnsweredScript } from '@/lib/analytics';
import { OPEN_CONSENT_EVENT } from './open-consent-event';
import { saveConsent, useConsent } from './consent-store';

// Accept and Reject look and weigh the same, side by side on one line even at 360 px.
const buttonClass =
  'min-w-28 flex-1 whitespace-nowrap rounded-lg border-2 border-white px-5 py-2.5 text-sm font-semibold text-white hover:bg-white hover:text-ink-900 md:flex-none';

const BANNER_HEIGHT_PROPERTY = '--consent-banner-height';
const BANNER_ID = 'consent-banner';

export type ConsentText = {
  title: string;
  description: string;
  accept: string;
  reject: string;
  /** The privacy policy, which says what is measured and for how long. */
  policy: { label: string; href: string };
};

type ConsentBannerProps = {
  text: ConsentText;
  /** The banner's version (`consentVersion`), stored with the choice. */
  version: string;
};

/**
 * Asks before any analytics loads. Accepting and rejecting are equally easy, and reversible.
 *
 * The page is served with the banner in it, hidden, and a script in the page shows it before the
 * first paint unless the tab's storage, which only the browser reads, holds an answer: a first
 * visit sees it at once, not after the site's code has run (on a page with little text, the
 * banner is the largest thing on the screen), and a page read without scripts, which loads no
 * analytics, never shows it. The first render after hydration reads the same answer.
 */
export function ConsentBanner({ text, version }: ConsentBannerProps) {
  const consent = useConsent(version);
  const [reopened, setReopened] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const banner = useRef<HTMLElement>(null);

  useEffect(() => {
    const open = () => setReopened(true);
    window.addEventListener(OPEN_CONSENT_EVENT, open);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, open);
  }, []);

  useEffect(() => {
    if (reopened) heading.current?.focus();
  }, [reopened]);

  // Undefined while the server renders and the page hydrates: the banner is in the served page.
  const shown = consent === undefined || consent === null || reopened;

  // The page keeps this much room at its foot, so a focused control never sits behind the banner.
  useEffect(() => {
    const element = banner.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty(BANNER_HEIGHT_PROPERTY, `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(BANNER_HEIGHT_PROPERTY);
    };
  }, [shown]);

  if (!shown) return null;

  const choose = (choice: 'granted' | 'denied') => {
    saveConsent(choice, version);
    setReopened(false);
  };

  return (
    <>
      <section
        ref={banner}
        id={BANNER_ID}
        aria-labelledby="consent-title"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-white/10 bg-ink-900 text-white shadow-2xl"
        hidden={consent === undefined}
        // The served page's script may have shown it before hydration.
        suppressHydrationWarning
      >
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-5 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <div className="max-w-3xl">
            <h2
              id="consent-title"
              ref={heading}
              tabIndex={-1}
              className="font-semibold focus:outline-none"
            >
              {text.title}
            </h2>
            <p className="mt-1 text-sm text-slate-200">
              {text.description}{' '}
              <Link
                href={text.policy.href}
                className="font-medium text-white underline underline-offset-4"
              >
                {text.policy.label}
              </Link>
            </p>
          </div>
          <div className="flex shrink-0 gap-3">
            {/* Served before the site's code runs, an answer would be lost: they wait for it. */}
            <button
              type="button"
              className={buttonClass}
              disabled={consent === undefined}
              onClick={() => choose('denied')}
            >
              {text.reject}
            </button>
            <button
              type="button"
              className={buttonClass}
              disabled={consent === undefined}
              onClick={() => choose('granted')}
            >
              {text.accept}
            </button>
          </div>
        </div>
      </section>
      {consent === undefined ? (
        <script
          dangerouslySetInnerHTML={{ __html: showUnlessAnsweredScript(BANNER_ID, version) }}
        />
      ) : null}
    </>
  );
}
