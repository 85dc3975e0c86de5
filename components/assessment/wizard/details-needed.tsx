import { ButtonLink } from '@/components/ui/button-link';
import { QuestionSkeleton } from './wizard-placeholder';
import type { WizardText } from './wizard-text';

type DetailsNeededProps = {
  href: string;
  text: WizardText['detailsNeeded'];
};

/**
 * What a visitor without the lead form's details sees in the wizard's place: a link to that form
 * rather than a redirect, so a bookmark or a search result lands on a page that says what comes
 * first, and the page keeps one address and one canonical URL. The panel keeps the size of the
 * question skeleton it replaces, so nothing below it moves.
 */
export function DetailsNeeded({ href, text }: DetailsNeededProps) {
  return (
    <div className="grid rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
      <QuestionSkeleton className="invisible [grid-area:1/1]" />
      <div className="[grid-area:1/1]">
        <h2 className="text-xl font-semibold text-ink-900">{text.title}</h2>
        <p className="mt-3 text-ink-700">{text.body}</p>
        <ButtonLink href={href} className="mt-6">
          {text.action}
        </ButtonLink>
      </div>
    </div>
  );
}
