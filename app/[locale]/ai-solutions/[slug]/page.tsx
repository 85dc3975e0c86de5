import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ScheduleCallLink } from '@/components/layout/schedule-call-link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { JsonLd } from '@/components/seo/json-ld';
import { ArrowLeftIcon, CheckIcon } from '@/components/ui/icons';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import { getService, getServiceSlugs, getSiteSettings } from '@/lib/content';
import { requireDocument } from '@/lib/content/require-document';
import { locales } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { resolveLocale } from '@/lib/i18n/server';
import { absoluteUrl, routeMetadata } from '@/lib/seo/metadata';
import { paths } from '@/lib/routes';
import { breadcrumbList } from '@/lib/seo/structured-data';

export const dynamicParams = false;

export async function generateStaticParams() {
  const slugs = await getServiceSlugs();
  return locales.flatMap((locale) => slugs.map((slug) => ({ locale, slug })));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/ai-solutions/[slug]'>) {
  const { slug } = await params;
  return routeMetadata(params, paths.service(slug));
}

export default async function ServicePage({ params }: PageProps<'/[locale]/ai-solutions/[slug]'>) {
  const { slug } = await params;
  const locale = await resolveLocale(params);
  const [service, settings, t] = await Promise.all([
    getService(locale, slug),
    getSiteSettings(locale).then((document) => requireDocument(document, 'site settings')),
    getTranslations({ locale }),
  ]);
  if (!service) notFound();
  const overviewHref = localizedPath(locale, paths.aiSolutions);
  const trail = [
    { name: t('nav.home'), href: localizedPath(locale, paths.home) },
    { name: t('nav.aiServices'), href: overviewHref },
  ];

  return (
    <>
      <JsonLd
        data={[
          breadcrumbList([
            ...trail.map(({ name, href }) => ({ name, url: absoluteUrl(href) })),
            { name: service.title, url: absoluteUrl(localizedPath(locale, paths.service(slug))) },
          ]),
        ]}
      />
      <section className="relative isolate overflow-hidden bg-gradient-to-b from-ink-50 to-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(45,212,191,0.16),transparent_55%)]"
        />
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <Breadcrumb label={t('nav.breadcrumb')} trail={trail} current={service.title} />
          <h1 className="mt-6 max-w-4xl text-4xl font-bold tracking-tight text-balance text-ink-900 sm:text-5xl">
            {service.title}
          </h1>
          <p className="mt-6 max-w-3xl text-lg leading-relaxed text-pretty text-ink-700">
            {service.intro}
          </p>
        </div>
      </section>

      <section aria-labelledby="what-we-do-title" className="render-when-near bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <Reveal>
            <SectionHeading id="what-we-do-title" title={service.whatWeDo.heading} />
            <ul className="mt-10 grid gap-x-10 gap-y-8 md:grid-cols-2">
              {service.whatWeDo.items.map((item) => (
                <li key={item._key} className="flex gap-4">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                    <CheckIcon className="size-4" />
                  </span>
                  <div>
                    <h3 className="font-semibold text-ink-900">{item.title}</h3>
                    <p className="mt-1 leading-relaxed text-ink-700">{item.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </Reveal>
        </div>
      </section>

      <section aria-labelledby="benefits-title" className="render-when-near bg-ink-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <Reveal>
            <SectionHeading id="benefits-title" title={service.keyBenefits.heading} />
          </Reveal>
          <Reveal threshold={0.15}>
            <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(13rem,1fr))]">
              {service.keyBenefits.items.map((item) => (
                <li
                  key={item._key}
                  className="rounded-2xl border border-slate-200 border-t-brand-700 bg-white p-6 shadow-sm [border-top-width:3px]"
                >
                  <h3 className="font-semibold text-ink-900">{item.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-ink-700">{item.description}</p>
                </li>
              ))}
            </ul>
          </Reveal>
        </div>
      </section>

      <section aria-labelledby="extra-info-title" className="render-when-near bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <Reveal threshold={0.15}>
            <div className="grid gap-10 rounded-3xl bg-ink-900 p-8 sm:p-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center">
              <div>
                <h2 id="extra-info-title" className="text-2xl font-bold tracking-tight text-white">
                  {service.extraInfo.title}
                </h2>
                <p className="mt-4 leading-relaxed text-slate-300">{service.extraInfo.body}</p>
              </div>
              <div className="rounded-2xl border border-white/10 bg-white/5 p-6">
                <p className="text-lg font-semibold text-white">
                  {t('marketing.serviceCta.title')}
                </p>
                <p className="mt-2 text-sm leading-relaxed text-slate-300">
                  {t('marketing.serviceCta.description')}
                </p>
                <ScheduleCallLink
                  href={settings.schedulingUrl}
                  label={t('nav.scheduleCall')}
                  newTabLabel={t('nav.opensInNewTab')}
                  variant="accent"
                  size="md"
                  className="mt-6 w-full sm:w-auto"
                />
              </div>
            </div>
          </Reveal>
          <div className="mt-12">
            <Link
              href={overviewHref}
              className="inline-flex items-center gap-2 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
            >
              <ArrowLeftIcon className="size-4" />
              {t('nav.allSolutions')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
