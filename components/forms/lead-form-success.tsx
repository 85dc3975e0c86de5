import { useRef, type Ref } from 'react';
import { ButtonLink } from '@/components/ui/button-link';

/** The trip home after a message sent from the contact page, and the way to stay instead. */
type SuccessRedirect = {
  notice: string;
  stayLabel: string;
  stayingNotice: string;
  stayed: boolean;
  onStay: () => void;
};

type LeadFormSuccessProps = {
  title: string;
  body: string;
  redirect?: SuccessRedirect;
  /** The page the visitor goes on to, for a browser that does not take them there itself. */
  next?: { label: string; href: string };
  anotherLabel: string;
  /** The blank form, for browsers without JavaScript. */
  anotherHref: string;
  onAnother: () => void;
  headingRef: Ref<HTMLHeadingElement>;
  /** A page the server rendered after a post without JavaScript: nothing else moves focus. */
  focusOnLoad: boolean;
};

export function LeadFormSuccess({
  title,
  body,
  redirect,
  next,
  anotherLabel,
  anotherHref,
  onAnother,
  headingRef,
  focusOnLoad,
}: LeadFormSuccessProps) {
  const redirectNotice = useRef<HTMLParagraphElement>(null);
  return (
    <div role="status" className="rounded-2xl border border-brand-100 bg-brand-50 p-8 text-center">
      <h2
        ref={headingRef}
        tabIndex={-1}
        autoFocus={focusOnLoad}
        className="text-2xl font-bold text-ink-900 focus:outline-none"
      >
        {title}
      </h2>
      <p className="mt-3 text-ink-700">{body}</p>
      {redirect ? (
        <>
          <p
            ref={redirectNotice}
            tabIndex={-1}
            className="mt-2 text-sm text-ink-700 focus:outline-none"
          >
            {redirect.stayed ? redirect.stayingNotice : redirect.notice}
          </p>
          {redirect.stayed ? null : (
            <button
              type="button"
              onClick={() => {
                redirect.onStay();
                // The button goes away; focus stays in the panel, on the line that now says so.
                redirectNotice.current?.focus();
              }}
              className="mx-auto mt-2 block text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
            >
              {redirect.stayLabel}
            </button>
          )}
        </>
      ) : null}
      {next ? (
        <div className="mt-6">
          <ButtonLink href={next.href}>{next.label}</ButtonLink>
        </div>
      ) : null}
      <a
        href={anotherHref}
        onClick={(event) => {
          // With JavaScript the form comes back in place, without reloading the page.
          event.preventDefault();
          onAnother();
        }}
        className="mt-6 inline-block rounded-lg border border-brand-700 px-5 py-2.5 font-semibold text-brand-700 hover:bg-white"
      >
        {anotherLabel}
      </a>
    </div>
  );
}
