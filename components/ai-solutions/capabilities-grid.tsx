import { FeatureCard } from '@/components/ui/feature-card';
import { contentIcon } from '@/components/ui/icons';
import { Section } from '@/components/ui/section';
import type { AiSolutionsPage } from '@/lib/content/types';

/** Seven cards: rows wrap and the last, shorter row is centred. */
export function CapabilitiesGrid({
  capabilities,
}: {
  capabilities: AiSolutionsPage['capabilities'];
}) {
  return (
    <Section id="capabilities-title" copy={capabilities} tone="tinted">
      <ul className="mt-12 flex flex-wrap justify-center gap-6 *:w-full sm:*:w-[calc((100%-1.5rem)/2)] lg:*:w-[calc((100%-3rem)/3)] xl:*:w-[calc((100%-4.5rem)/4)]">
        {capabilities.items.map((item) => (
          <FeatureCard key={item._key} copy={item} icon={contentIcon(item.icon)} />
        ))}
      </ul>
    </Section>
  );
}
