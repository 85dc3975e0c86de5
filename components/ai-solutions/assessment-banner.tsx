import { ButtonLink } from '@/components/ui/button-link';
import { ArrowRightIcon } from '@/components/ui/icons';
import { Reveal } from '@/components/ui/reveal';

type AssessmentBannerProps = {
  title: string;
  description: string;
  label: string;
  href: string;
};

/** The invitation to the free assessment, between the benefits and the capabilities. */
export function AssessmentBanner({ title, description, label, href }: AssessmentBannerProps) {
  return (
    <section aria-labelledby="assessment-cta-title" className="render-when-near bg-white">
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        <Reveal threshold={0.15}>
          <div className="flex flex-col gap-6 rounded-3xl border border-brand-100 bg-brand-50 p-8 sm:p-10 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <h2
                id="assessment-cta-title"
                className="text-2xl font-bold tracking-tight text-ink-900"
              >
                {title}
              </h2>
              <p className="mt-3 leading-relaxed text-ink-700">{description}</p>
            </div>
            <ButtonLink href={href} className="shrink-0 self-start lg:self-center">
              {label}
              <ArrowRightIcon className="size-4" />
            </ButtonLink>
          </div>
        </Reveal>
      </div>
    </section>
  );
}
