import type { ComponentType, SVGProps } from 'react';
import {
  BarChartIcon,
  BookOpenIcon,
  CalendarCheckIcon,
  GlobeIcon,
  PenLineIcon,
  StarIcon,
  ZapIcon,
} from '@/components/ui/icons';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import type { AI_SOLUTIONS_PAGE_QUERY_RESULT } from '@/sanity.types';

type Capabilities = NonNullable<AI_SOLUTIONS_PAGE_QUERY_RESULT>['capabilities'];
type CapabilityKey = Capabilities['items'][number]['key'];

const icons: Record<CapabilityKey, ComponentType<SVGProps<SVGSVGElement>>> = {
  organization: CalendarCheckIcon,
  automation: ZapIcon,
  webchat: GlobeIcon,
  internalchat: BookOpenIcon,
  reviews: StarIcon,
  reports: BarChartIcon,
  content: PenLineIcon,
};

/** Seven cards: rows wrap and the last, shorter row is centred. */
export function CapabilitiesGrid({ capabilities }: { capabilities: Capabilities }) {
  return (
    <section aria-labelledby="capabilities-title" className="render-when-near bg-ink-50">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
        <Reveal>
          <SectionHeading
            id="capabilities-title"
            title={capabilities.heading}
            intro={capabilities.intro}
          />
        </Reveal>
        <Reveal threshold={0.15}>
          <ul className="mt-12 flex flex-wrap justify-center gap-6">
            {capabilities.items.map((item) => {
              const Icon = icons[item.key];
              return (
                <li
                  key={item._key}
                  className="w-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)] xl:w-[calc((100%-4.5rem)/4)]"
                >
                  <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon className="size-5" />
                  </span>
                  <h3 className="mt-4 font-semibold text-ink-900">{item.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-ink-700">{item.description}</p>
                </li>
              );
            })}
          </ul>
        </Reveal>
      </div>
    </section>
  );
}
