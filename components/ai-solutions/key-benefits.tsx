import { Section } from '@/components/ui/section';
import type { Service } from '@/lib/content/types';

export function KeyBenefits({ keyBenefits }: { keyBenefits: Service['keyBenefits'] }) {
  return (
    <Section id="benefits-title" title={keyBenefits.heading} tone="tinted" spacing="regular">
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(13rem,1fr))]">
        {keyBenefits.items.map((item) => (
          <li
            key={item._key}
            className="rounded-2xl border border-slate-200 border-t-brand-700 bg-white p-6 shadow-sm [border-top-width:3px]"
          >
            <h3 className="font-semibold text-ink-900">{item.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-ink-700">{item.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
