import { Link } from '@/components/ui/link';
import { isSitePath } from '@/lib/assistant/answer-text';
import type { RelatedPageData } from '@/lib/assistant/protocol';

type RelatedPagesProps = {
  /** The marketers' words that say no page answers exactly, and introduce the list. */
  intro: string;
  pages: readonly RelatedPageData[];
};

/**
 * What an answer offers when no page answers the question with confidence: words that say so,
 * then the pages that may help, each with the excerpt that came nearest. Not numbered and not
 * headed as sources, so that a visitor does not take them for an answer's citations, nor does
 * `npm run assistant:eval`, which counts the links marked `data-citation` and not these.
 */
export function RelatedPages({ intro, pages }: RelatedPagesProps) {
  return (
    <>
      <p>{intro}</p>
      <ul className="mt-3 space-y-3 border-l-2 border-slate-300 pl-3 text-sm">
        {pages.map((page) => (
          <li key={page.url}>
            {isSitePath(page.url) ? (
              <Link
                href={page.url}
                data-related=""
                className="rounded-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {page.title}
              </Link>
            ) : (
              <span className="font-medium">{page.title}</span>
            )}
            <p className="mt-0.5 text-ink-700">{page.excerpt}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
