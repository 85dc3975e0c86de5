import { StaticImage } from '@/components/ui/static-image';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { ScheduleCallLink } from '@/components/layout/schedule-call-link';
import { JsonLd } from '@/components/seo/json-ld';
import { QuoteIcon, TrendingUpIcon } from '@/components/ui/icons';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import { getSiteSettings, getUseCase, getUseCaseSlugs } from '@/lib/content';
import { requireDocument } from '@/lib/content/require-document';
import { locales } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { resolveLocale } from '@/lib/i18n/server';
import { absoluteUrl, routeMetadata } from '@/lib/seo/metadata';
import { paths } from '@/lib/routes';
import { breadcrumbList } from '@/lib/seo/structured-data';

export const dynamicParams = false;

export async function generateStaticParams() {
  const slugs = await getUseCaseSlugs();
  return locales.flatMap((locale) => slugs.map((slug) => ({ locale, slug })));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/use-cases/[slug]'>) {
  const { slug } = await params;
  return routeMetadata(params, paths.useCase(slug));
}

export default async function UseCasePage({ params }: PageProps<'/[locale]/use-cases/[slug]'>) {
  const { slug } = await params;
  const locale = await resolveLocale(params);
  const [useCase, settings, t] = await Promise.all([
    getUseCase(locale, slug),
    getSiteSettings(locale).then((document) => requireDocument(document, 'site settings')),
    getTranslations({ locale }),
  ]);
  if (!useCase) notFound();
  const trail = [
    { name: t('nav.home'), href: localizedPath(locale, paths.home) },
    { name: t('nav.useCases'), href: localizedPath(locale, paths.useCases) },
  ];
  const facts = [
    { label: t('marketing.client'), value: useCase.client },
    { label: t('marketing.industry'), value: useCase.industry },
    { label: t('marketing.function'), value: useCase.function },
  ];

  return (
    <>
      <JsonLd
        data={[
          breadcrumbList([
            ...trail.map(({ name, href }) => ({ name, url: absoluteUrl(href) })),
            { name: useCase.title, url: absoluteUrl(localizedPath(locale, paths.useCase(slug))) },
          ]),
        ]}
      />
      <section className="bg-gradient-to-b from-ink-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <Breadcrumb label={t('nav.breadcrumb')} trail={trail} current={useCase.title} />
          <div className="mt-8 grid items-center gap-10 lg:grid-cols-2 lg:gap-14">
            <div>
              <h1 className="text-4xl font-bold tracking-tight text-balance text-ink-900 sm:text-5xl">
                {useCase.title}
              </h1>
              <p className="mt-6 text-lg leading-relaxed text-pretty text-ink-700">
                {useCase.summary}
              </p>
              <dl className="mt-8 grid gap-4 sm:grid-cols-3">
                {facts.map((fact) => (
                  <div key={fact.label} className="rounded-xl border border-slate-200 bg-white p-4">
                    <dt className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                      {fact.label}
                    </dt>
                    <dd className="mt-1 text-sm font-medium text-ink-900">{fact.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
            <div className="overflow-hidden rounded-3xl bg-ink-50 shadow-lg">
              <StaticImage
                src={useCase.image.url}
                alt={useCase.image.alt}
                width={useCase.image.width ?? 1200}
                height={useCase.image.height ?? 800}
                sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
                preload
                placeholder={useCase.image.lqip ? 'blur' : 'empty'}
                blurDataURL={useCase.image.lqip ?? undefined}
                className="aspect-[3/2] w-full object-cover"
              />
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="challenge-title" className="render-when-near bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <Reveal className="max-w-3xl">
            <SectionHeading id="challenge-title" title={t('marketing.challenge')} />
            <p className="mt-6 text-lg leading-relaxed text-ink-700">{useCase.challenge}</p>
          </Reveal>
        </div>
      </section>

      <section aria-labelledby="solution-title" className="render-when-near bg-ink-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <Reveal>
            <SectionHeading id="solution-title" title={t('marketing.solution')} />
          </Reveal>
          <Reveal threshold={0.15}>
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
                  <p className="mt-4 leading-relaxed text-ink-900">{solution.text}</p>
                </li>
              ))}
            </ol>
          </Reveal>
        </div>
      </section>

      <section aria-labelledby="results-title" className="render-when-near bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <Reveal>
            <SectionHeading id="results-title" title={t('marketing.results')} />
          </Reveal>
          <Reveal threshold={0.15}>
            <ul className="mt-10 grid gap-6 md:grid-cols-3">
              {useCase.results.map((result) => (
                <li key={result._key} className="flex gap-4 rounded-2xl bg-brand-50 p-6">
                  <TrendingUpIcon className="size-6 shrink-0 text-brand-700" />
                  <p className="leading-relaxed font-medium text-ink-900">{result.text}</p>
                </li>
              ))}
            </ul>
          </Reveal>
        </div>
      </section>

      <section aria-labelledby="testimonial-title" className="render-when-near bg-white">
        <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 sm:pb-20 lg:px-8">
          <Reveal threshold={0.15}>
            <h2 id="testimonial-title" className="sr-only">
              {t('marketing.testimonial')}
            </h2>
            <figure className="relative mx-auto max-w-4xl rounded-3xl bg-ink-900 px-8 py-12 text-center sm:px-14">
              <QuoteIcon className="mx-auto size-10 text-brand-400" />
              <blockquote className="mt-6 text-xl leading-relaxed font-medium text-pretty text-white sm:text-2xl">
                <p>{useCase.testimonial}</p>
              </blockquote>
              <figcaption className="mt-8">
                <span className="block font-semibold text-white">{useCase.author}</span>
                <span className="mt-1 block text-sm text-slate-300">{useCase.authorPosition}</span>
              </figcaption>
            </figure>
          </Reveal>
        </div>
      </section>

      <section aria-labelledby="story-cta-title" className="render-when-near bg-ink-50">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-16 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
          <div className="max-w-2xl">
            <h2
              id="story-cta-title"
              className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl"
            >
              {t('marketing.storyCta.title')}
            </h2>
            <p className="mt-3 leading-relaxed text-ink-700">
              {t('marketing.storyCta.description')}
            </p>
          </div>
          <ScheduleCallLink
            href={settings.schedulingUrl}
            label={t('nav.scheduleCall')}
            newTabLabel={t('nav.opensInNewTab')}
            size="md"
            className="shrink-0 self-start lg:self-center"
          />
        </div>
      </section>
    </>
  );
}
