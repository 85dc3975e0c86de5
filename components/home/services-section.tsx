import { ButtonLink } from '@/components/ui/button-link';
import { ArrowRightIcon } from '@/components/ui/icons';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import { cn } from '@/lib/cn';
import type { HOME_PAGE_QUERY_RESULT } from '@/sanity.types';

type Services = NonNullable<HOME_PAGE_QUERY_RESULT>['services'];
type ServiceCard = Services['analyse'];

type ServicesSectionProps = {
  services: Services;
  analyse: { href: string; phase: string };
  build: { href: string; phase: string };
};

/** The two stages of an engagement, each with the steps of the home AI process. */
export function ServicesSection({ services, analyse, build }: ServicesSectionProps) {
  return (
    <section aria-labelledby="services-title" className="render-when-near bg-ink-50">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
        <Reveal>
          <SectionHeading id="services-title" title={services.heading} intro={services.intro} />
        </Reveal>
        <Reveal threshold={0.15} className="mt-12 grid gap-6 lg:grid-cols-2">
          <StageCard card={services.analyse} phase={analyse.phase} href={analyse.href} />
          <StageCard card={services.build} phase={build.phase} href={build.href} dark />
        </Reveal>
      </div>
    </section>
  );
}

type StageCardProps = { card: ServiceCard; phase: string; href: string; dark?: boolean };

function StageCard({ card, phase, href, dark = false }: StageCardProps) {
  return (
    <article
      className={cn(
        'flex flex-col rounded-3xl p-8 shadow-sm sm:p-10',
        dark ? 'bg-ink-900 text-white' : 'border border-slate-200 bg-white text-ink-900',
      )}
    >
      <p
        className={cn(
          'text-sm font-semibold tracking-wide uppercase',
          dark ? 'text-brand-400' : 'text-brand-700',
        )}
      >
        {phase}
      </p>
      <h3 className="mt-3 text-2xl font-bold tracking-tight">{card.title}</h3>
      <p className={cn('mt-3 leading-relaxed', dark ? 'text-slate-300' : 'text-ink-700')}>
        {card.description}
      </p>
      <ol className="mt-8 grid flex-1 content-start gap-3 sm:grid-cols-2">
        {card.steps.map((step, index) => (
          <li
            key={step._key}
            className={cn(
              'flex items-center gap-3 rounded-xl px-4 py-3',
              dark ? 'bg-white/5' : 'bg-ink-50',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold',
                dark ? 'bg-brand-400 text-ink-900' : 'bg-brand-700 text-white',
              )}
            >
              {index + 1}
            </span>
            <span className={cn('font-medium', dark ? 'text-white' : 'text-ink-900')}>
              {step.text}
            </span>
          </li>
        ))}
      </ol>
      <ButtonLink href={href} variant={dark ? 'accent' : 'primary'} className="mt-10 self-start">
        {card.ctaLabel}
        <ArrowRightIcon className="size-4" />
      </ButtonLink>
    </article>
  );
}
