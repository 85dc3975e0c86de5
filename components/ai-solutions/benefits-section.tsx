import { CheckCircleIcon } from '@/components/ui/icons';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import type { AI_SOLUTIONS_PAGE_QUERY_RESULT } from '@/sanity.types';

type Benefits = NonNullable<AI_SOLUTIONS_PAGE_QUERY_RESULT>['benefits'];

export function BenefitsSection({ benefits }: { benefits: Benefits }) {
  return (
    <section aria-labelledby="benefits-title" className="render-when-near bg-white">
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <Reveal>
          <SectionHeading id="benefits-title" title={benefits.heading} />
          <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {benefits.items.map((item) => (
              <li key={item._key} className="border-t-2 border-brand-700 pt-6">
                <CheckCircleIcon className="size-7 text-brand-700" />
                <h3 className="mt-4 text-lg font-semibold text-ink-900">{item.title}</h3>
                <p className="mt-2 leading-relaxed text-ink-700">{item.description}</p>
              </li>
            ))}
          </ul>
        </Reveal>
      </div>
    </section>
  );
}
