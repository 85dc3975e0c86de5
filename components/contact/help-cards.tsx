import { FeatureCard } from '@/components/ui/feature-card';
import { Section } from '@/components/ui/section';
import type { ContactPage } from '@/lib/content/types';

const cards = ['general', 'strategic', 'support'] as const;

/** The three ways to reach the firm, under the contact form. */
export function HelpCards({ help }: { help: ContactPage['help'] }) {
  return (
    <Section
      id="help-title"
      copy={{ heading: help.heading, intro: help.intro }}
      tone="tinted"
      spacing="compact"
      layout="together"
    >
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {cards.map((card) => (
          <FeatureCard key={card} copy={help[card]} size="large" />
        ))}
      </ul>
    </Section>
  );
}
