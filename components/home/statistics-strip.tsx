import { contentIcon, Icon } from '@/components/ui/icons';
import { Glow, Section } from '@/components/ui/section';
import type { HomePage } from '@/lib/content/types';

export function StatisticsStrip({ statistics }: { statistics: HomePage['statistics'] }) {
  return (
    <Section
      id="statistics-title"
      copy={statistics}
      tone="dark"
      align="center"
      backdrop={
        <Glow className="bg-[radial-gradient(ellipse_at_top,rgba(45,212,191,0.16),transparent_60%)]" />
      }
    >
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {statistics.items.map((statistic) => (
          <li
            key={statistic._id}
            className="rounded-2xl border border-white/10 bg-white/5 p-6 text-center"
          >
            <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-400/15 text-brand-400">
              <Icon name={contentIcon(statistic.icon)} className="size-6" />
            </span>
            <p className="mt-5 text-4xl font-bold tracking-tight text-white sm:text-5xl">
              {statistic.value}
            </p>
            <p className="mt-3 text-sm leading-relaxed text-slate-300">{statistic.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
