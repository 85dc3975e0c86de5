import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icons';
import { Section } from '@/components/ui/section';
import { cn } from '@/lib/cn';
import type { HomePage } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { paths } from '@/lib/routes';

type ServicesSectionProps = { locale: Locale; services: HomePage['services'] };

/**
 * The two stages of an engagement, each with the steps of the home AI process: analysing leads
 * to the AI solutions overview, building to the custom development service.
 */
export function ServicesSection({ locale, services }: ServicesSectionProps) {
  const analyse = localizedPath(locale, paths.aiSolutions);
  const build = localizedPath(locale, paths.service('development'));
  return (
    <Section id="services-title" copy={services} tone="tinted">
      <div className="mt-12 grid gap-6 lg:grid-cols-2">
        <StageCard card={services.analyse} href={analyse} />
        <StageCard card={services.build} href={build} dark />
      </div>
    </Section>
  );
}

type StageCardProps = {
  card: HomePage['services']['analyse'];
  href: string;
  dark?: boolean;
};

function StageCard({ card, href, dark = false }: StageCardProps) {
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
        {card.phase}
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
        <Icon name="arrow-right" className="size-4" />
      </ButtonLink>
    </article>
  );
}
