import { Link } from '@/components/ui/link';
import { contentIcons, Icon } from '@/components/ui/icons';
import { Section } from '@/components/ui/section';
import type { Expertise } from '@/lib/content/types';

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
    <Section id="expertise-title" title={expertise.heading} intro={expertise.intro}>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {expertise.cards.map((card) => (
          <li
            key={card._key}
            className="group flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-100 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0"
          >
            <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name={contentIcons.expertise[card.key]} className="size-6" />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-ink-900">{card.title}</h3>
            <p className="mt-2 flex-1 leading-relaxed text-ink-700">{card.description}</p>
            <Link
              href={href}
              className="mt-6 inline-flex items-center gap-1.5 self-start rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
            >
              {expertise.learnMoreLabel}
              <span className="sr-only">{aboutCard(card.title)}</span>
              <Icon
                name="arrow-right"
                className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
              />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
