import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import { cn } from '@/lib/cn';

type StepsSectionProps = {
  id: string;
  heading: string;
  intro: string;
  steps: { _key: string; title: string; description: string }[];
  stepLabel: (number: number) => string;
  tone?: 'white' | 'tinted';
};

/** Four numbered phases in a row: the implementation process, and the approach. */
export function StepsSection({
  id,
  heading,
  intro,
  steps,
  stepLabel,
  tone = 'white',
}: StepsSectionProps) {
  return (
    <section
      aria-labelledby={id}
      className={cn('render-when-near', tone === 'white' ? 'bg-white' : 'bg-ink-50')}
    >
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
        <Reveal>
          <SectionHeading id={id} title={heading} intro={intro} />
        </Reveal>
        <Reveal threshold={0.15}>
          <ol className="relative mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-4">
            {steps.map((step, index) => (
              <li key={step._key} className="relative">
                <div className="flex items-center gap-4">
                  <span
                    aria-hidden="true"
                    className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white ring-8 ring-brand-50"
                  >
                    {index + 1}
                  </span>
                  {index < steps.length - 1 ? (
                    <span aria-hidden="true" className="hidden h-px flex-1 bg-slate-300 lg:block" />
                  ) : null}
                </div>
                <p className="mt-5 text-sm font-semibold tracking-wide text-brand-700 uppercase">
                  {stepLabel(index + 1)}
                </p>
                <h3 className="mt-1 text-xl font-semibold text-ink-900">{step.title}</h3>
                <p className="mt-2 leading-relaxed text-ink-700">{step.description}</p>
              </li>
            ))}
          </ol>
        </Reveal>
      </div>
    </section>
  );
}
