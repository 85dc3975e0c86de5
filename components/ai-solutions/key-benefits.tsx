import { FeatureCard } from '@/components/ui/feature-card';
import { Section } from '@/components/ui/section';
import type { Service } from '@/lib/content/types';

export function KeyBenefits({ keyBenefits }: { keyBenefits: Service['keyBenefits'] }) {
  return (
    <Section id="benefits-title" copy={keyBenefits} tone="tinted" spacing="regular">
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(13rem,1fr))]">
        {keyBenefits.items.map((item) => (
          <FeatureCard
            key={item._key}
            copy={item}
            className="border-t-brand-700 [border-top-width:3px]"
          />
        ))}
      </ul>
    </Section>
  );
}
