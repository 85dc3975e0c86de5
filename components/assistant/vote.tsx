'use client';

import { useId, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { cn } from '@/lib/cn';
import type { AssistantWords } from './texts';

type Vote = 'up' | 'down';

type VoteState = { vote: Vote; counted: boolean | null } | null;

type AnswerVoteProps = {
  locale: Locale;
  /** The addresses of the pages the answer cited: the vote counts for each. */
  pages: readonly string[];
  words: AssistantWords['feedback'];
};

const thumb = { up: '👍', down: '👎' } as const;

/**
 * A thumbs up or down under an answer that cited pages: one vote per answer, counted for its
 * pages without anything of the visitor (POST /api/assistant/feedback). The chosen button stays
 * pressed; screen readers hear the thanks, or that the vote could not be counted.
 */
export function AnswerVote({ locale, pages, words }: AnswerVoteProps) {
  const [state, setState] = useState<VoteState>(null);
  const questionId = useId();
  const vote = async (chosen: Vote) => {
    if (state && state.counted !== false) return;
    setState({ vote: chosen, counted: null });
    let counted = false;
    try {
      const response = await fetch('/api/assistant/feedback', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ locale, vote: chosen, pages }),
      });
      counted = response.ok && ((await response.json()) as { counted?: unknown }).counted === true;
    } catch {
      counted = false;
    }
    setState({ vote: chosen, counted });
  };
  const settled = state !== null && state.counted !== false;
  return (
    <div
      role="group"
      aria-labelledby={questionId}
      className="mt-3 flex flex-wrap items-center gap-2 text-sm"
    >
      <span id={questionId} className="text-ink-700">
        {words.question}
      </span>
      {(['up', 'down'] as const).map((choice) => (
        <button
          key={choice}
          type="button"
          aria-pressed={state?.vote === choice && state.counted !== false}
          aria-disabled={settled || undefined}
          data-vote={choice}
          onClick={() => void vote(choice)}
          className={cn(
            'inline-flex min-h-6 min-w-6 items-center gap-1 rounded-lg border border-slate-300 bg-white px-2 py-1 text-ink-900 hover:bg-slate-50',
            'aria-pressed:border-brand-700 aria-pressed:bg-brand-50',
            settled && 'cursor-default hover:bg-white',
          )}
        >
          <span aria-hidden="true">{thumb[choice]}</span>
          {choice === 'up' ? words.up : words.down}
        </button>
      ))}
      <p aria-live="polite" className="basis-full text-ink-700">
        {state?.counted === true ? words.thanks : state?.counted === false ? words.failed : ''}
      </p>
    </div>
  );
}
