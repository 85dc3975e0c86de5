import { getTranslations } from 'next-intl/server';
import { DetailBreadcrumb } from '@/components/layout/detail-breadcrumb';
import { StaticImage } from '@/components/ui/static-image';
import { imageSource } from '@/lib/content/image';
import type { UseCase } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';

type StoryHeroProps = { locale: Locale; slug: string; useCase: UseCase };

/** The story's title, summary and key facts beside its picture, the page's largest paint. */
export async function StoryHero({ locale, slug, useCase }: StoryHeroProps) {
  const t = await getTranslations({ locale, namespace: 'marketing' });
  const facts = [
    { label: t('client'), value: useCase.client },
    { label: t('industry'), value: useCase.industry },
    { label: t('function'), value: useCase.function },
  ];
  return (
    <section className="bg-gradient-to-b from-ink-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <DetailBreadcrumb locale={locale} page={{ name: 'useCase', slug }} title={useCase.title} />
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
              {...imageSource(useCase.image, 3 / 2)}
              alt={useCase.image.alt}
              width={1200}
              height={800}
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
  );
}
