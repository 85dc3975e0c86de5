import { Link } from '@/components/ui/link';
import { answerParagraphs, isSitePath } from '@/lib/assistant/answer-text';

/** A page an answer cites, in the order of its number. */
export type CitedPage = { url: string; title: string };

type AnswerTextProps = {
  text: string;
  pages: readonly CitedPage[];
  /** What a marker [n] says to a screen reader: "page 1: AI strategy". */
  citationName: (number: number, title: string) => string;
};

const markerClass =
  'rounded-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** An answer's plain text in paragraphs, each [n] a link to the n-th cited page. */
export function AnswerText({ text, pages, citationName }: AnswerTextProps) {
  return answerParagraphs(text, pages.length).map((segments, paragraph) => (
    <p key={paragraph} className="whitespace-pre-line">
      {segments.map((segment, index) => {
        if (segment.kind === 'text') return segment.text;
        const page = pages[segment.number - 1];
        if (!page || !isSitePath(page.url)) return `[${segment.number}]`;
        return (
          <Link key={index} href={page.url} className={markerClass}>
            <span aria-hidden="true">[{segment.number}]</span>
            <span className="sr-only">{citationName(segment.number, page.title)}</span>
          </Link>
        );
      })}
    </p>
  ));
}
