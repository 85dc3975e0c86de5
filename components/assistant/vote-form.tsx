import type { Locale } from '@/lib/i18n/locales';
import type { AssistantWords } from './texts';

type VoteFormProps = {
  locale: Locale;
  /** The addresses of the pages the answer cited: the vote counts for each. */
  pages: readonly string[];
  words: AssistantWords['feedback'];
};

/**
 * The thumbs up or down of the page without JavaScript: a form that posts the vote, which the
 * server counts and answers with this page again, saying so (?voted=).
 */
export function VoteForm({ locale, pages, words }: VoteFormProps) {
  return (
    <form
      method="post"
      action="/api/assistant/feedback"
      className="mt-4 flex flex-wrap items-center gap-2 text-sm"
    >
      <input type="hidden" name="locale" value={locale} />
      {pages.map((page) => (
        <input key={page} type="hidden" name="page" value={page} />
      ))}
      <fieldset className="contents">
        <legend className="float-left mr-2 text-ink-700">{words.question}</legend>
        {(['up', 'down'] as const).map((choice) => (
          <button
            key={choice}
            type="submit"
            name="vote"
            value={choice}
            data-vote={choice}
            className="inline-flex min-h-6 min-w-6 items-center gap-1 rounded-lg border border-slate-300 bg-white px-2 py-1 text-ink-900 hover:bg-slate-50"
          >
            <span aria-hidden="true">{choice === 'up' ? '👍' : '👎'}</span>
            {choice === 'up' ? words.up : words.down}
          </button>
        ))}
      </fieldset>
    </form>
  );
}
