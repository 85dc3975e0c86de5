'use client';

import { buttonClass } from '@/components/ui/button-styles';
import { Link } from '@/components/ui/link';
import { ScheduleCallLink } from '@/components/booking/schedule-call-link';
import type { HandoffKind } from '@/lib/assistant/protocol';
import { askInContactForm } from '@/lib/session/contact-question';
import type { HandoffTexts } from './texts';

type HandoffProps = {
  /** The best fit first, drawn as the main button. */
  offers: readonly HandoffKind[];
  /** The visitor's question, which the contact form's message takes up. */
  question: string;
  texts: HandoffTexts;
};

/**
 * Where an answer hands the visitor on: a call, in the booking dialog; the contact form, with the
 * question already in its message; the assessment. Without JavaScript these are plain links: the
 * booking page in a new tab, the contact form empty.
 */
export function Handoff({ offers, question, texts }: HandoffProps) {
  if (offers.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {offers.map((offer, index) => {
        const variant = index === 0 ? 'primary' : 'secondary';
        return (
          <li key={offer}>
            {offer === 'book' ? (
              <ScheduleCallLink
                href={texts.schedulingUrl}
                label={texts.bookLabel}
                newTabLabel={texts.opensInNewTab}
                variant={variant}
              />
            ) : (
              <Link
                href={offer === 'write' ? texts.contactHref : texts.assessmentHref}
                onClick={
                  offer === 'write'
                    ? (event) => {
                        if (askInContactForm(question, texts.contactHref) === 'reloaded') {
                          event.preventDefault();
                        }
                      }
                    : undefined
                }
                className={buttonClass(variant, 'sm')}
              >
                {offer === 'write' ? texts.writeLabel : texts.assessmentLabel}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
