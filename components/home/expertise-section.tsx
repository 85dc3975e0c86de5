import { Link } from '@/components/ui/link';
import type { ComponentType, SVGProps } from 'react';
import {
  ArrowRightIcon,
  BarChartIcon,
  BotIcon,
  FileTextIcon,
  MessagesIcon,
} from '@/components/ui/icons';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import type { HOME_PAGE_QUERY_RESULT } from '@/sanity.types';

type Expertise = NonNullable<HOME_PAGE_QUERY_RESULT>['expertise'];
type ExpertiseKey = Expertise['cards'][number]['key'];

const icons: Record<ExpertiseKey, ComponentType<SVGProps<SVGSVGElement>>> = {
  assistants: BotIcon,
  content: FileTextIcon,
  chatbots: MessagesIcon,
  feedback: BarChartIcon,
};

type ExpertiseSectionProps = {
  expertise: Expertise;
  /** Every card's learn-more link leads to the AI solutions overview. */
  href: string;
  /**
   * What the learn-more link adds, for assistive technology and search engines, after its visible
   * label: the card it is about.
   */
  aboutCard: (title: string) => string;
};

export function ExpertiseSection({ expertise, href, aboutCard }: ExpertiseSectionProps) {
  return (
    <section aria-labelledby="expertise-title" className="render-when-near bg-white">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
        <Reveal>
          <SectionHeading id="expertise-title" title={expertise.heading} intro={expertise.intro} />
        </Reveal>
        <Reveal threshold={0.15}>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {expertise.cards.map((card) => {
              const Icon = icons[card.key];
              return (
                <li
                  key={card._key}
                  className="group flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-100 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0"
                >
                  <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon className="size-6" />
                  </span>
                  <h3 className="mt-5 text-lg font-semibold text-ink-900">{card.title}</h3>
                  <p className="mt-2 flex-1 leading-relaxed text-ink-700">{card.description}</p>
                  <Link
                    href={href}
                    className="mt-6 inline-flex items-center gap-1.5 self-start rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
                  >
                    {expertise.learnMoreLabel}
                    <span className="sr-only">{aboutCard(card.title)}</span>
                    <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
                  </Link>
                </li>
              );
            })}
          </ul>
        </Reveal>
      </div>
    </section>
  );
}
