import { inputClass } from '@/components/forms/form-field';
import { buttonClass } from '@/components/ui/button-styles';
import { MAX_QUESTION_LENGTH } from '@/lib/assistant/protocol';

type QuestionFormProps = {
  /** The assistant's page: the form asks it again, with the question in its address. */
  action: string;
  question: string;
  label: string;
  placeholder: string;
  disclosure: string;
  send: string;
};

/** The question, sent without JavaScript as `?q=`, under the notice that an AI answers. */
export function QuestionForm({
  action,
  question,
  label,
  placeholder,
  disclosure,
  send,
}: QuestionFormProps) {
  return (
    <form action={action} method="get" className="mt-8 flex flex-col gap-3">
      <p id="assistant-disclosure" className="text-sm leading-relaxed text-ink-700">
        {disclosure}
      </p>
      <label htmlFor="assistant-question" className="text-sm font-medium text-ink-900">
        {label}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id="assistant-question"
          type="search"
          name="q"
          defaultValue={question}
          maxLength={MAX_QUESTION_LENGTH}
          placeholder={placeholder}
          aria-describedby="assistant-disclosure"
          className={inputClass}
        />
        <button type="submit" className={buttonClass('primary', 'md')}>
          {send}
        </button>
      </div>
    </form>
  );
}

type SuggestionsProps = { label: string; action: string; questions: readonly string[] };

/** The marketers' suggested questions, each a link that asks it. */
export function Suggestions({ label, action, questions }: SuggestionsProps) {
  return (
    <ul aria-label={label} className="mt-6 flex flex-col items-start gap-2">
      {questions.map((question) => (
        <li key={question}>
          <a
            href={`${action}?${new URLSearchParams({ q: question })}`}
            className="inline-block rounded-2xl border border-brand-700 px-3 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50"
          >
            {question}
          </a>
        </li>
      ))}
    </ul>
  );
}
