import { contentIcon, Icon } from '@/components/ui/icons';
import { Section } from '@/components/ui/section';
import type { AiSolutionsPage } from '@/lib/content/types';

type TechnologySectionProps = {
  technology: AiSolutionsPage['technology'];
  /** Names each group's list of tools: "Tools: Data". */
  toolsLabel: (group: string) => string;
};

export function TechnologySection({ technology, toolsLabel }: TechnologySectionProps) {
  return (
    <Section id="technology-title" copy={technology} tone="dark">
      <ul className="mt-12 grid gap-6 md:grid-cols-2">
        {technology.groups.map((group) => (
          <li key={group._key} className="rounded-2xl border border-white/10 bg-white/5 p-7">
            <div className="flex items-center gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-400/15 text-brand-400">
                <Icon name={contentIcon(group.icon)} className="size-5" />
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
        ))}
      </ul>
    </Section>
  );
}
