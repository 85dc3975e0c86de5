import { getTranslations } from 'next-intl/server';
import { CtaBanner } from '@/components/ui/cta-banner';
import { Icon } from '@/components/ui/icons';
import { RichText } from '@/components/ui/rich-text';
import { ScheduleCallLink } from '@/components/booking/schedule-call-link';
import { Section } from '@/components/ui/section';
import type { UseCase } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';

type StorySectionsProps = { locale: Locale; useCase: UseCase; schedulingUrl: string };

/** A story told in order: the challenge, the solution's steps, the results, the client's words. */
export async function StorySections({ locale, useCase, schedulingUrl }: StorySectionsProps) {
  const t = await getTranslations({ locale });
  // The headings and the closing call are the use cases page's, the same for every story.
  const { story } = useCase;
  return (
    <>
      <Section
        id="challenge-title"
        copy={{ heading: story.challenge }}
        spacing="compact"
        layout="together"
      >
        <div className="mt-6 max-w-3xl space-y-4 text-lg leading-relaxed text-ink-700">
          <RichText value={useCase.challenge} locale={locale} />
        </div>
      </Section>

      <Section
        id="solution-title"
        copy={{ heading: story.solution }}
        tone="tinted"
        spacing="regular"
      >
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {useCase.solutions.map((solution, index) => (
            <li
              key={solution._key}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
              >
                {index + 1}
              </span>
              <div className="mt-4 space-y-3 leading-relaxed text-ink-900">
                <RichText value={solution.text} locale={locale} />
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="results-title" copy={{ heading: story.results }} spacing="regular">
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {useCase.results.map((result) => (
            <li key={result._key} className="flex gap-4 rounded-2xl bg-brand-50 p-6">
              <Icon name="trending-up" className="size-6 shrink-0 text-brand-700" />
              <div className="space-y-3 leading-relaxed font-medium text-ink-900">
                <RichText value={result.text} locale={locale} />
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="testimonial-title" spacing="trailing">
        <h2 id="testimonial-title" className="sr-only">
          {t('marketing.testimonial')}
        </h2>
        <figure className="relative mx-auto max-w-4xl rounded-3xl bg-ink-900 px-8 py-12 text-center sm:px-14">
          <Icon name="quote" className="mx-auto size-10 text-brand-400" />
          <blockquote className="mt-6 text-xl leading-relaxed font-medium text-pretty text-white sm:text-2xl">
            <p>{useCase.testimonial}</p>
          </blockquote>
          <figcaption className="mt-8">
            <span className="block font-semibold text-white">{useCase.author}</span>
            <span className="mt-1 block text-sm text-slate-300">{useCase.authorPosition}</span>
          </figcaption>
        </figure>
      </Section>

      <Section id="story-cta-title" tone="tinted" spacing="compact">
        <CtaBanner
          id="story-cta-title"
          title={story.cta.title}
          description={story.cta.description}
          action={
            <ScheduleCallLink
              href={schedulingUrl}
              label={t('nav.scheduleCall')}
              newTabLabel={t('nav.opensInNewTab')}
              size="md"
            />
          }
        />
      </Section>
    </>
  );
}
