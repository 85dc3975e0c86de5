'use client';

import type {
  AnswerMode,
  AssistantMessage,
  HandoffKind,
  RelatedPageData,
} from '@/lib/assistant/protocol';
import { fill } from '@/lib/i18n/fill';
import type { Locale } from '@/lib/i18n/locales';
import { AnswerText, type CitedPage } from './answer-text';
import { CitedPages } from './cited-pages';
import { Handoff } from './handoff';
import { RelatedPages } from './related-pages';
import type { PanelTexts } from './texts';
import { AnswerVote } from './vote';

/** An answer's parts as the panel shows them. */
export function answerOf(message: AssistantMessage) {
  const pages: CitedPage[] = [];
  const texts: string[] = [];
  let offers: readonly HandoffKind[] = [];
  let related: readonly RelatedPageData[] = [];
  const numbered = new Map<number, CitedPage>();
  for (const part of message.parts) {
    if (part.type === 'source-url') {
      numbered.set(Number(part.sourceId), { url: part.url, title: part.title ?? part.url });
    } else if (part.type === 'text') {
      texts.push(part.text);
    } else if (part.type === 'data-handoff') {
      offers = part.data.offers;
    } else if (part.type === 'data-related') {
      related = part.data.pages;
    }
  }
  for (const [, page] of [...numbered].sort(([a], [b]) => a - b)) pages.push(page);
  const text = texts.join('\n\n');
  // Until the finish says how the answer was written, text that streams in is labelled as a
  // model's: a label that errs, errs towards telling the visitor it may be an AI's.
  const mode: AnswerMode | undefined = message.metadata?.mode ?? (text ? 'model' : undefined);
  return { pages, related, text, offers, mode };
}

type AnswerProps = {
  locale: Locale;
  message: AssistantMessage;
  /** The question it answers, for the contact form's message. */
  question: string;
  /** Still arriving: the hand-offs wait for its end, so that the text does not push them down. */
  streaming: boolean;
  texts: PanelTexts;
};

/**
 * One answer: its label, its text with [n] links, the pages it cites, once it has ended a vote on
 * them, and the hand-offs; or, when no page answers with confidence, the pages that may help and
 * the hand-offs.
 */
export function Answer({ locale, message, question, streaming, texts }: AnswerProps) {
  const { studio, words, handoff } = texts;
  const { pages, related, text, offers, mode } = answerOf(message);
  const citationName = (number: number, title: string) =>
    fill(words.citation, { number: String(number), title });
  return (
    <div
      data-ai-generated={mode === 'model' ? 'true' : undefined}
      className="rounded-2xl bg-slate-100 px-4 py-3 text-ink-900"
    >
      {mode === 'declined' ? (
        <p>{studio.declined}</p>
      ) : mode === 'related' ? (
        <RelatedPages intro={studio.related} pages={related} />
      ) : mode ? (
        <p className="mb-1 text-xs font-semibold tracking-wide text-brand-800 uppercase">
          {mode === 'model' ? studio.modelLabel : studio.passagesLabel}
        </p>
      ) : streaming ? (
        <p className="animate-pulse text-ink-700 motion-reduce:animate-none">{words.answering}</p>
      ) : (
        <p className="text-ink-700">{words.stopped}</p>
      )}
      <div className="space-y-3">
        <AnswerText text={text} pages={pages} citationName={citationName} />
      </div>
      <CitedPages heading={studio.sourcesHeading} pages={pages} />
      {streaming || pages.length === 0 ? null : (
        <AnswerVote locale={locale} pages={pages.map(({ url }) => url)} words={words.feedback} />
      )}
      {streaming ? null : <Handoff offers={offers} question={question} texts={handoff} />}
    </div>
  );
}
