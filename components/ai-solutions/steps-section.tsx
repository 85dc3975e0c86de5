import { Section } from '@/components/ui/section';
import type { AiSolutionsPage } from '@/lib/content/types';

type StepsSectionProps = {
  id: string;
  steps: AiSolutionsPage['process'];
  stepLabel: (number: number) => string;
  tone?: 'white' | 'tinted';
};

/** Four numbered phases in a row: the implementation process, and the approach. */
export function StepsSection({ id, steps, stepLabel, tone = 'white' }: StepsSectionProps) {
  return (
    <Section id={id} copy={steps} tone={tone}>
      <ol className="relative mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-4">
        {steps.steps.map((step, index) => (
          <li key={step._key} className="relative">
            <div className="flex items-center gap-4">
              <span
                aria-hidden="true"
                className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white ring-8 ring-brand-50"
              >
                {index + 1}
              </span>
              {index < steps.steps.length - 1 ? (
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
    </Section>
  );
}
