'use client';

import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';

export type FaqAccordionItem = {
  id: string;
  question: string;
  answer: ReactNode;
};

type FaqAccordionProps = {
  items: FaqAccordionItem[];
  headingLevel: 'h2' | 'h3';
};

/**
 * A single-open accordion (WAI-ARIA APG pattern): opening a question closes the one before, and
 * the open one closes again on a second press. Native buttons give Tab, Enter and Space.
 */
export function FaqAccordion({ items, headingLevel: Heading }: FaqAccordionProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const prefix = useId();

  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${prefix}-question-${item.id}`;
        const panelId = `${prefix}-answer-${item.id}`;
        return (
          <div key={item.id}>
            <Heading className="text-base font-semibold sm:text-lg">
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                className="group flex w-full items-center justify-between gap-6 px-5 py-5 text-left text-ink-900 hover:text-brand-700 sm:px-6"
              >
                <span>{item.question}</span>
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-ink-50 text-ink-700 transition-colors group-hover:bg-brand-50 group-hover:text-brand-700 group-aria-expanded:bg-brand-700 group-aria-expanded:text-white motion-reduce:transition-none">
                  <ChevronDownIcon className="size-4 transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none" />
                </span>
              </button>
            </Heading>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!open}
              className="px-5 pb-6 leading-relaxed text-ink-700 sm:px-6 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-brand-800 [&_p+p]:mt-3"
            >
              {item.answer}
            </section>
          </div>
        );
      })}
    </div>
  );
}
