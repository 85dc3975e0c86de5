import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getMessages } from 'next-intl/server';
import { PageAnswer } from '@/components/assistant/page-answer';
import { QuestionForm, Suggestions } from '@/components/assistant/question-form';
import { handoffTexts } from '@/components/assistant/texts';
import { PageIntro } from '@/components/ui/page-intro';
import { answerWithPassages } from '@/lib/assistant/passages';
import { MAX_QUESTION_LENGTH } from '@/lib/assistant/protocol';
import { mayAsk } from '@/lib/assistant/visitor-allowance';
import { getSiteSettings } from '@/lib/content';
import { localizedPath } from '@/lib/i18n/routing';
import { resolveLocale } from '@/lib/i18n/server';
import { assistantPath } from '@/lib/routes';

type AssistantPageProps = PageProps<'/[locale]/assistant'>;

// The question is in the address: no search engine lists the page, no page it links to learns it.
export async function generateMetadata({ params }: AssistantPageProps): Promise<Metadata> {
  const { assistant } = await getSiteSettings(await resolveLocale(params));
  return {
    title: assistant.pageTitle,
    robots: { index: false, follow: true },
    referrer: 'strict-origin',
  };
}

/** The first `q` of the address, as the panel's field would hold it: trimmed, and cut to length. */
function questionOf(q: string | string[] | undefined): string {
  const value = Array.isArray(q) ? q[0] : q;
  return (value ?? '').trim().slice(0, MAX_QUESTION_LENGTH);
}

/**
 * The site assistant without JavaScript, where the header's launcher leads then: a question sent
 * as `?q=` is answered on the server with the excerpts of the pages that answer it, unless the
 * visitor's network has asked more than its allowance, as the panel's questions count.
 */
export default async function AssistantPage({ params, searchParams }: AssistantPageProps) {
  const locale = await resolveLocale(params);
  const question = questionOf((await searchParams).q);
  const tooMany = question !== '' && !mayAsk(await headers());
  const [settings, messages, answer] = await Promise.all([
    getSiteSettings(locale),
    getMessages({ locale }),
    question && !tooMany ? answerWithPassages(locale, question) : null,
  ]);
  const studio = settings.assistant;
  const handoff = handoffTexts(locale, settings, messages.nav.opensInNewTab);
  const action = localizedPath(locale, assistantPath);

  return (
    <>
      <PageIntro title={studio.pageTitle} description={studio.pageIntro} />
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        <div className="max-w-3xl">
          <QuestionForm
            action={action}
            question={question}
            label={studio.question}
            placeholder={studio.placeholder}
            disclosure={studio.disclosure}
            send={messages.assistant.send}
          />
          {tooMany ? (
            <p
              role="alert"
              data-refusal="too-many"
              className="mt-10 rounded-2xl bg-slate-100 p-6 text-ink-900"
            >
              {messages.assistant.errors.tooMany}
            </p>
          ) : answer ? (
            <PageAnswer
              question={question}
              answer={answer}
              studio={studio}
              words={messages.assistant}
              handoff={handoff}
            />
          ) : (
            <Suggestions
              label={messages.assistant.suggestions}
              action={action}
              questions={studio.suggestions.map(({ text }) => text)}
            />
          )}
        </div>
      </div>
    </>
  );
}
