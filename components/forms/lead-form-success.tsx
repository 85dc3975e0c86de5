import type { Ref } from 'react';

type LeadFormSuccessProps = {
  title: string;
  body: string;
  notice?: string;
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
  notice,
  anotherLabel,
  anotherHref,
  onAnother,
  headingRef,
  focusOnLoad,
}: LeadFormSuccessProps) {
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
      {notice ? <p className="mt-2 text-sm text-ink-700">{notice}</p> : null}
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
