import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getMessages } from 'next-intl/server';
import { PageAnswer } from '@/components/assistant/page-answer';
import { QuestionForm, Suggestions } from '@/components/assistant/question-form';
import { handoffTexts } from '@/components/assistant/texts';
import { PageIntro } from '@/components/ui/page-intro';
import { recordGapLater } from '@/lib/assistant/gap-recorder';
import { gapOf, gapReasonOf } from '@/lib/assistant/gaps';
import { answerWithPassages, publishedPassages } from '@/lib/assistant/passages';
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

/** What the vote of the page without JavaScript came to, from the feedback route's `?voted=`. */
function votedOf(voted: string | string[] | undefined): 'counted' | 'failed' | null {
  const value = Array.isArray(voted) ? voted[0] : voted;
  return value === 'counted' || value === 'failed' ? value : null;
}

/**
 * The site assistant without JavaScript, where the header's launcher leads then: a question sent
 * as `?q=` is answered on the server with the excerpts of the pages that answer it, unless the
 * visitor's network has asked more than its allowance, as the panel's questions count. A question
 * the pages do not answer well is counted as a gap once the page is sent, as the panel's are.
 */
export default async function AssistantPage({ params, searchParams }: AssistantPageProps) {
  const locale = await resolveLocale(params);
  const query = await searchParams;
  const question = questionOf(query.q);
  const voted = votedOf(query.voted);
  const tooMany = question !== '' && !mayAsk(await headers());
  const [settings, messages, answer] = await Promise.all([
    getSiteSettings(locale),
    getMessages({ locale }),
    question && !tooMany ? answerWithPassages(locale, question) : null,
  ]);
  if (answer && gapReasonOf(answer)) {
    recordGapLater(async () => gapOf(await publishedPassages(locale), locale, question, answer));
  }
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
              locale={locale}
              question={question}
              answer={answer}
              studio={studio}
              words={messages.assistant}
              handoff={handoff}
            />
          ) : (
            <>
              {voted ? (
                <p role="status" data-voted={voted} className="mt-10 text-ink-900">
                  {voted === 'counted'
                    ? messages.assistant.feedback.thanks
                    : messages.assistant.feedback.failed}
                </p>
              ) : null}
              <Suggestions
                label={messages.assistant.suggestions}
                action={action}
                questions={studio.suggestions.map(({ text }) => text)}
              />
            </>
          )}
        </div>
      </div>
    </>
  );
}
