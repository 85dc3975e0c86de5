import type { ComponentType, SVGProps } from 'react';
import { ClockIcon, MessageCircleIcon, StarIcon, TrendingUpIcon } from '@/components/ui/icons';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import type { HOME_PAGE_QUERY_RESULT } from '@/sanity.types';

type Statistics = NonNullable<HOME_PAGE_QUERY_RESULT>['statistics'];
type StatisticIcon = Statistics['items'][number]['icon'];

const icons: Record<StatisticIcon, ComponentType<SVGProps<SVGSVGElement>>> = {
  star: StarIcon,
  clock: ClockIcon,
  message: MessageCircleIcon,
  'trending-up': TrendingUpIcon,
};

export function StatisticsStrip({ statistics }: { statistics: Statistics }) {
  return (
    <section
      aria-labelledby="statistics-title"
      className="render-when-near relative isolate overflow-hidden bg-ink-900"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgba(45,212,191,0.16),transparent_60%)]"
      />
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
        <Reveal>
          <SectionHeading
            id="statistics-title"
            title={statistics.heading}
            intro={statistics.intro}
            tone="inverse"
            align="center"
          />
        </Reveal>
        <Reveal threshold={0.15}>
          <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {statistics.items.map((statistic) => {
              const Icon = icons[statistic.icon];
              return (
                <li
                  key={statistic._id}
                  className="rounded-2xl border border-white/10 bg-white/5 p-6 text-center"
                >
                  <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-400/15 text-brand-400">
                    <Icon className="size-6" />
                  </span>
                  <p className="mt-5 text-4xl font-bold tracking-tight text-white sm:text-5xl">
                    {statistic.value}
                  </p>
                  <p className="mt-3 text-sm leading-relaxed text-slate-300">
                    {statistic.description}
                  </p>
                </li>
              );
            })}
          </ul>
        </Reveal>
      </div>
    </section>
  );
}
