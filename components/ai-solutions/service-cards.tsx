import { Link } from '@/components/ui/link';
import { Icon } from '@/components/ui/icons';
import { Section } from '@/components/ui/section';
import type { AiSolutionsPage } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { paths } from '@/lib/routes';

/** The six services; the title's link covers the whole card. */
export function ServiceCards({
  services,
  locale,
}: {
  services: AiSolutionsPage['services'];
  locale: Locale;
}) {
  return (
    <Section id="services-title" copy={services}>
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {services.items.map((service, index) => (
          <li
            key={service._id}
            className="group relative flex flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-700 hover:shadow-md has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
          >
            <span aria-hidden="true" className="text-sm font-bold text-brand-700 tabular-nums">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className="mt-3 text-xl font-semibold text-ink-900 group-hover:text-brand-800">
              <Link
                href={localizedPath(locale, paths.service(service.slug))}
                className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
              >
                {service.title}
              </Link>
            </h3>
            <p className="mt-3 flex-1 leading-relaxed text-ink-700">{service.summary}</p>
            <span
              aria-hidden="true"
              className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700"
            >
              {services.learnMoreLabel}
              <Icon
                name="arrow-right"
                className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
              />
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
