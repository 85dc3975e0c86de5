import { Link } from '@/components/ui/link';
import { isSitePath } from '@/lib/assistant/answer-text';
import type { CitedPage } from './answer-text';

type CitedPagesProps = { heading: string; pages: readonly CitedPage[] };

/** The pages an answer cites, numbered as its text's [1], [2]… refer to them. */
export function CitedPages({ heading, pages }: CitedPagesProps) {
  if (pages.length === 0) return null;
  return (
    <div className="mt-3">
      <h3 className="text-sm font-semibold text-ink-900">{heading}</h3>
      <ol className="mt-1 list-decimal space-y-1 pl-6 text-sm">
        {pages.map((page) => (
          <li key={page.url}>
            {isSitePath(page.url) ? (
              // Marked for npm run assistant:eval -- --url, which reads the citations of the page.
              <Link
                href={page.url}
                data-citation=""
                className="rounded-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {page.title}
              </Link>
            ) : (
              page.title
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
