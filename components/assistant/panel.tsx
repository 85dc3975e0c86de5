'use client';

// First of all: `ai` validates with zod, which must not probe `new Function` under the site's CSP.
import '@/lib/zod';
import { Chat, useChat } from '@ai-sdk/react';
import { DefaultChatTransport } from 'ai';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { Link } from '@/components/ui/link';
import { spokenAnswer } from '@/lib/assistant/answer-text';
import { MAX_MESSAGES, MAX_QUESTION_LENGTH, type AssistantMessage } from '@/lib/assistant/protocol';
import { cn } from '@/lib/cn';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { paths } from '@/lib/routes';
import { Answer, answerOf } from './answer';
import { failureOf, type Failure } from './failure';
import type { PanelTexts } from './texts';

const chats = new Map<Locale, Chat<AssistantMessage>>();

/**
 * The privacy policy's section on what is collected and why, which holds the assistant's
 * paragraph: its anchor is the section's key in the Studio.
 */
const ASSISTANT_POLICY_SECTION = 'purposes';

/**
 * The conversation in one language. It lives as long as the page's script: closing the panel or
 * following a link to another page of the site keeps it, a reload forgets it, nothing stores it.
 */
function chatIn(locale: Locale): Chat<AssistantMessage> {
  const kept = chats.get(locale);
  if (kept) return kept;
  const chat = new Chat<AssistantMessage>({
    transport: new DefaultChatTransport<AssistantMessage>({
      api: '/api/assistant',
      prepareSendMessagesRequest: ({ messages }) => ({
        body: { locale, messages: messages.slice(-MAX_MESSAGES) },
      }),
    }),
  });
  chats.set(locale, chat);
  return chat;
}

function textOf(message: AssistantMessage | undefined): string {
  return (message?.parts ?? []).map((part) => (part.type === 'text' ? part.text : '')).join('');
}

export type AssistantPanelProps = {
  locale: Locale;
  open: boolean;
  /** The dialog closed: Escape, the close button, or a link followed from it. */
  onClose: () => void;
  /** The launcher, which takes the focus back when the dialog closes. */
  opener: RefObject<HTMLElement | null>;
  texts: PanelTexts;
};

/**
 * The site assistant: a modal dialog with the AI notice always above the question field, the
 * conversation, and for each answer the pages it cites and where to go next. Screen readers hear
 * that an answer is coming and then the whole answer once, not every piece of it as it streams.
 */
export default function AssistantPanel({
  locale,
  open,
  onClose,
  opener,
  texts,
}: AssistantPanelProps) {
  const { studio, words } = texts;
  const chat = chatIn(locale);
  const { messages, status, sendMessage, stop, clearError, setMessages } = useChat({
    chat,
    throttle: 50,
  });
  const [question, setQuestion] = useState('');
  const [failure, setFailure] = useState<Failure | 'empty' | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const stopped = useRef(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const conversation = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const disclosureId = useId();
  const fieldId = useId();
  const errorId = useId();
  const busy = status === 'submitted' || status === 'streaming';

  // A new question or answer comes into view; the visitor may scroll back while it streams.
  useEffect(() => {
    const element = conversation.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length]);

  const ask = async (text: string) => {
    const asked = text.trim();
    if (busy) return;
    if (!asked) {
      setFailure('empty');
      field.current?.focus();
      return;
    }
    setFailure(null);
    clearError();
    setQuestion('');
    stopped.current = false;
    setAnnouncement(words.answering);
    const before = chat.messages.length;
    await sendMessage({ text: asked });
    if (chat.status === 'error') {
      setFailure(failureOf(chat.error));
      setAnnouncement('');
      // The question goes back into the field, and out of the conversation, so that a retry sends
      // it once; unless the visitor has started another meanwhile, which is not overwritten.
      if (!field.current?.value.trim()) {
        setMessages(chat.messages.slice(0, before));
        setQuestion(asked);
      }
      return;
    }
    if (stopped.current) return;
    const answer = chat.messages.at(-1);
    if (answer?.role !== 'assistant') return;
    const { mode, related, text: answerText } = answerOf(answer);
    setAnnouncement(
      mode === 'declined'
        ? studio.declined
        : mode === 'related'
          ? `${studio.related} ${related.map(({ title }) => title).join('; ')}.`
          : `${mode === 'model' ? studio.modelLabel : studio.passagesLabel}. ${spokenAnswer(answerText)}`,
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void ask(question);
  };

  // Enter sends, Shift+Enter starts a new line; not while an input method is composing a word.
  const sendOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  };

  const halt = () => {
    stopped.current = true;
    setAnnouncement(words.stopped);
    void stop();
  };

  // A link to a page of the site closes the panel, which would otherwise cover the page it opens.
  const closeOnNavigation = (event: MouseEvent<HTMLDialogElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (link && link.target !== '_blank' && !modified) event.currentTarget.close();
  };

  const failureText =
    failure === 'empty' ? words.emptyQuestion : failure ? words.errors[failure] : null;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      opener={opener}
      initialFocus={field}
      placement="right"
      aria-labelledby={titleId}
      onClick={closeOnNavigation}
      className="w-full text-ink-900 sm:w-[28rem]"
    >
      <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-4 py-2">
        <h2 id={titleId} className="text-lg font-semibold">
          {studio.title}
        </h2>
        <DialogClose label={words.close} />
      </div>

      <div ref={conversation} className="flex-1 overflow-y-auto px-4 py-4">
        <p className="text-ink-700">{studio.greeting}</p>
        {messages.length === 0 ? (
          <ul aria-label={words.suggestions} className="mt-4 flex flex-col items-start gap-2">
            {studio.suggestions.map((suggestion) => (
              <li key={suggestion._key}>
                <button
                  type="button"
                  onClick={() => {
                    field.current?.focus();
                    void ask(suggestion.text);
                  }}
                  className="rounded-2xl border border-brand-700 px-3 py-2 text-left text-sm font-medium text-brand-800 hover:bg-brand-50"
                >
                  {suggestion.text}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <ol aria-label={words.conversation} className="mt-4 flex flex-col gap-4">
            {messages.map((message, index) =>
              message.role === 'user' ? (
                <li
                  key={message.id}
                  className="ml-8 self-end rounded-2xl bg-brand-700 px-4 py-2 whitespace-pre-line text-white"
                >
                  <span className="sr-only">{words.you} </span>
                  {textOf(message)}
                </li>
              ) : (
                <li key={message.id} className="mr-4">
                  <Answer
                    locale={locale}
                    message={message}
                    question={textOf(messages[index - 1])}
                    streaming={busy && index === messages.length - 1}
                    texts={texts}
                  />
                </li>
              ),
            )}
          </ol>
        )}
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </div>

      <div className="border-t border-slate-200 px-4 pt-3 pb-4">
        <p className="text-xs leading-relaxed text-ink-700">
          {/* The field's description is the notice alone; the link follows it. */}
          <span id={disclosureId}>{studio.disclosure}</span>{' '}
          <Link
            href={`${localizedPath(locale, paths.privacy)}#${ASSISTANT_POLICY_SECTION}`}
            className="font-medium underline underline-offset-4"
          >
            {words.policy}
          </Link>
        </p>
        {failureText ? (
          <div className="mt-2 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2">
            <p id={errorId} role="alert" className="flex-1 text-sm font-medium text-red-800">
              {failureText}
            </p>
            {failure !== 'empty' ? (
              <button
                type="button"
                onClick={() => void ask(question)}
                className="shrink-0 rounded-md px-2 py-1 text-sm font-semibold text-red-800 underline underline-offset-4"
              >
                {words.retry}
              </button>
            ) : null}
          </div>
        ) : null}
        <form onSubmit={submit} className="mt-3">
          <label htmlFor={fieldId} className="text-sm font-medium">
            {studio.question}
          </label>
          <div className="mt-1 flex items-end gap-2">
            <textarea
              ref={field}
              id={fieldId}
              name="q"
              rows={2}
              maxLength={MAX_QUESTION_LENGTH}
              value={question}
              onChange={(event) => {
                setQuestion(event.target.value);
                if (failure === 'empty') setFailure(null);
              }}
              onKeyDown={sendOnEnter}
              placeholder={studio.placeholder}
              aria-describedby={failureText ? `${disclosureId} ${errorId}` : disclosureId}
              aria-invalid={failure === 'empty' || undefined}
              className="min-h-11 flex-1 resize-none rounded-lg border border-slate-400 px-3 py-2 text-base placeholder:text-slate-600"
            />
            <button
              // One button, so that the focus stays on it when Send turns into Stop and back.
              type={busy ? 'button' : 'submit'}
              onClick={busy ? halt : undefined}
              className={cn(buttonClass('primary', 'sm'), 'min-h-11')}
            >
              {busy ? words.stop : words.send}
            </button>
          </div>
        </form>
      </div>
    </Dialog>
  );
}
