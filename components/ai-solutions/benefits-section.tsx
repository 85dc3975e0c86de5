import { Icon } from '@/components/ui/icons';
import { Section } from '@/components/ui/section';
import type { AiSolutionsPage } from '@/lib/content/types';

export function BenefitsSection({ benefits }: { benefits: AiSolutionsPage['benefits'] }) {
  return (
    <Section id="benefits-title" copy={benefits} spacing="trailing" layout="together">
      <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.items.map((item) => (
          <li key={item._key} className="border-t-2 border-brand-700 pt-6">
            <Icon name="check-circle" className="size-7 text-brand-700" />
            <h3 className="mt-4 text-lg font-semibold text-ink-900">{item.title}</h3>
            <p className="mt-2 leading-relaxed text-ink-700">{item.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
