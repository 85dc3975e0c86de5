import { ScheduleCallLink } from '@/components/layout/schedule-call-link';
import { ButtonLink } from './button-link';
import { ArrowRightIcon } from './icons';
import { Reveal } from './reveal';

type ClosingCtaProps = {
  id: string;
  title: string;
  description: string;
  primary: { href: string; label: string };
  schedule: { href: string; label: string; newTabLabel: string };
};

/** The dark band that ends a page: the free assessment first, the booking link beside it. */
export function ClosingCta({ id, title, description, primary, schedule }: ClosingCtaProps) {
  return (
    <section aria-labelledby={id} className="render-when-near px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <Reveal threshold={0.15} className="mx-auto max-w-7xl">
        <div className="relative isolate overflow-hidden rounded-3xl bg-ink-900 px-6 py-14 text-center shadow-xl sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(45,212,191,0.28),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(15,118,110,0.35),transparent_50%)]"
          />
          <h2
            id={id}
            className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
          >
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-pretty text-slate-300">
            {description}
          </p>
          <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            <ButtonLink href={primary.href} variant="light">
              {primary.label}
              <ArrowRightIcon className="size-4" />
            </ButtonLink>
            <ScheduleCallLink
              href={schedule.href}
              label={schedule.label}
              newTabLabel={schedule.newTabLabel}
              variant="outline-light"
              size="md"
            />
          </div>
        </div>
      </Reveal>
    </section>
  );
}
