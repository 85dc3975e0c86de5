'use client';

import { useDeferredValue, useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Glyph } from '@/components/ui/glyph';
import { cn } from '@/lib/cn';

type FaqAccordionItem = {
  /** The question's stable key, also its anchor: /faq#pricing opens it. */
  id: string;
  question: string;
  answer: ReactNode;
};

type FaqAccordionProps = {
  items: FaqAccordionItem[];
  headingLevel: 'h2' | 'h3';
};

function subscribeToHash(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

// Keys are plain ASCII slugs, so the raw fragment compares as is.
const currentHash = () => window.location.hash.slice(1);
const noHashOnServer = () => '';

/**
 * A single-open accordion (WAI-ARIA APG pattern): opening a question closes the one before, and
 * the open one closes again on a second press. Native buttons give Tab, Enter and Space.
 *
 * Without JavaScript the buttons can do nothing, so every answer stays shown (the `noscript`
 * variant) and the buttons claim no expanded state until the script has taken over.
 */
export function FaqAccordion({ items, headingLevel: Heading }: FaqAccordionProps) {
  const hash = useSyncExternalStore(subscribeToHash, currentHash, noHashOnServer);
  // False in the server's HTML and while hydrating; true in a deferred render right after, which
  // React may interrupt, so the answer to "has the script taken over" never blocks the page.
  const interactive = useDeferredValue(true, false);
  // The visitor's last choice holds until the address points at another question.
  const [choice, setChoice] = useState<{ openId: string | null; hash: string } | null>(null);
  const linkedId = items.some((item) => item.id === hash) ? hash : null;
  const openId = choice?.hash === hash ? choice.openId : linkedId;
  const prefix = useId();

  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${prefix}-question-${item.id}`;
        const panelId = `${prefix}-answer-${item.id}`;
        return (
          <div key={item.id} id={item.id} className="scroll-mt-24">
            <Heading className="text-base font-semibold sm:text-lg">
              <button
                id={buttonId}
                type="button"
                aria-expanded={interactive ? open : undefined}
                aria-controls={panelId}
                onClick={() => setChoice({ openId: open ? null : item.id, hash })}
                className="group flex w-full items-center justify-between gap-6 px-5 py-5 text-left text-ink-900 hover:text-brand-700 sm:px-6"
              >
                <span>{item.question}</span>
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-ink-50 text-ink-700 transition-colors group-hover:bg-brand-50 group-hover:text-brand-700 group-aria-expanded:bg-brand-700 group-aria-expanded:text-white noscript:hidden motion-reduce:transition-none">
                  <Glyph
                    name="chevron-down"
                    className="size-4 transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none"
                  />
                </span>
              </button>
            </Heading>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              className={cn(
                'px-5 pb-6 leading-relaxed text-ink-700 sm:px-6 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-brand-800 [&_p+p]:mt-3',
                !open && 'hidden noscript:block',
              )}
            >
              {item.answer}
            </section>
          </div>
        );
      })}
    </div>
  );
}
