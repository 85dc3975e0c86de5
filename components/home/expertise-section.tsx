import { Link } from '@/components/ui/link';
import { FeatureCard } from '@/components/ui/feature-card';
import { contentIcon, Icon } from '@/components/ui/icons';
import { Section } from '@/components/ui/section';
import type { HomePage } from '@/lib/content/types';

type ExpertiseSectionProps = {
  expertise: HomePage['expertise'];
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
    <Section id="expertise-title" copy={expertise}>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {expertise.cards.map((card) => (
          <FeatureCard
            key={card._key}
            copy={card}
            icon={contentIcon(card.icon)}
            size="large"
            className="group transition hover:-translate-y-0.5 hover:border-brand-100 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0"
          >
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
          </FeatureCard>
        ))}
      </ul>
    </Section>
  );
}
