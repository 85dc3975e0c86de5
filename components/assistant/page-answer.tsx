import type { PassageAnswer } from '@/lib/assistant/passages';
import { fill } from '@/lib/i18n/fill';
import type { Locale } from '@/lib/i18n/locales';
import { AnswerText } from './answer-text';
import { CitedPages } from './cited-pages';
import { Handoff } from './handoff';
import { RelatedPages } from './related-pages';
import type { AssistantWords, HandoffTexts } from './texts';
import { VoteForm } from './vote-form';
import type { AssistantTexts } from '@/lib/content/types';

type PageAnswerProps = {
  locale: Locale;
  question: string;
  answer: PassageAnswer;
  studio: AssistantTexts;
  words: AssistantWords;
  handoff: HandoffTexts;
};

/**
 * The answer on the assistant's page without JavaScript: the cited pages' excerpts with [n] links,
 * the pages, a vote on them, and where to go next; or, when no page answers with confidence, the
 * pages that may help, and when none comes near, the words that say so.
 */
export function PageAnswer({ locale, question, answer, studio, words, handoff }: PageAnswerProps) {
  const pages = answer.citations.map(({ url, title }) => ({ url, title }));
  return (
    <section aria-labelledby="assistant-answer" className="mt-10 rounded-2xl bg-slate-100 p-6">
      <h2
        id="assistant-answer"
        className="text-sm font-semibold tracking-wide text-brand-800 uppercase"
      >
        {answer.mode === 'passages' ? studio.passagesLabel : studio.title}
      </h2>
      <div className="mt-3 space-y-3 text-ink-900">
        {answer.mode === 'declined' ? (
          <p>{studio.declined}</p>
        ) : answer.mode === 'related' ? (
          <RelatedPages intro={studio.related} pages={answer.related} />
        ) : (
          <AnswerText
            text={answer.text}
            pages={pages}
            citationName={(number, title) =>
              fill(words.citation, { number: String(number), title })
            }
          />
        )}
      </div>
      <CitedPages heading={studio.sourcesHeading} pages={pages} />
      {pages.length > 0 ? (
        <VoteForm locale={locale} pages={pages.map(({ url }) => url)} words={words.feedback} />
      ) : null}
      <Handoff offers={answer.offers} question={question} texts={handoff} />
    </section>
  );
}
