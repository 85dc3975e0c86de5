import type { ComponentType, SVGProps } from 'react';
import { ActivityIcon, CloudIcon, CodeIcon, DatabaseIcon } from '@/components/ui/icons';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import type { AI_SOLUTIONS_PAGE_QUERY_RESULT } from '@/sanity.types';

type Technology = NonNullable<AI_SOLUTIONS_PAGE_QUERY_RESULT>['technology'];
type GroupKey = Technology['groups'][number]['key'];

const icons: Record<GroupKey, ComponentType<SVGProps<SVGSVGElement>>> = {
  programming: CodeIcon,
  infrastructure: CloudIcon,
  data: DatabaseIcon,
  monitoring: ActivityIcon,
};

type TechnologySectionProps = {
  technology: Technology;
  /** Names each group's list of tools: "Tools: Data". */
  toolsLabel: (group: string) => string;
};

export function TechnologySection({ technology, toolsLabel }: TechnologySectionProps) {
  return (
    <section aria-labelledby="technology-title" className="render-when-near bg-ink-900">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
        <Reveal>
          <SectionHeading
            id="technology-title"
            title={technology.heading}
            intro={technology.intro}
            tone="inverse"
          />
        </Reveal>
        <Reveal threshold={0.15}>
          <ul className="mt-12 grid gap-6 md:grid-cols-2">
            {technology.groups.map((group) => {
              const Icon = icons[group.key];
              return (
                <li key={group._key} className="rounded-2xl border border-white/10 bg-white/5 p-7">
                  <div className="flex items-center gap-4">
                    <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-400/15 text-brand-400">
                      <Icon className="size-5" />
                    </span>
                    <h3 className="text-lg font-semibold text-white">{group.title}</h3>
                  </div>
                  <p className="mt-4 leading-relaxed text-slate-300">{group.description}</p>
                  <ul aria-label={toolsLabel(group.title)} className="mt-5 flex flex-wrap gap-2">
                    {group.tools.map((tool) => (
                      <li
                        key={tool}
                        className="rounded-full border border-white/15 px-3 py-1 text-sm text-slate-200"
                      >
                        {tool}
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </Reveal>
      </div>
    </section>
  );
}
