import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { RichText } from '@/components/ui/rich-text';
import { ScheduleCallLink } from '@/components/booking/schedule-call-link';
import { Section } from '@/components/ui/section';
import type { Service } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';

type ServiceExtraInfoProps = {
  locale: Locale;
  extraInfo: Service['extraInfo'];
  /** The services page's invitation to book a call, the same under every service. */
  cta: Service['cta'];
  schedulingUrl: string;
  overviewHref: string;
};

/** The service's closing block: more about it, the booking link, and the way back to all services. */
export async function ServiceExtraInfo({
  locale,
  extraInfo,
  cta,
  schedulingUrl,
  overviewHref,
}: ServiceExtraInfoProps) {
  const t = await getTranslations({ locale });
  return (
    <Section id="extra-info-title" spacing="regular">
      <div className="grid gap-10 rounded-3xl bg-ink-900 p-8 sm:p-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center">
        <div>
          <h2 id="extra-info-title" className="text-2xl font-bold tracking-tight text-white">
            {extraInfo.title}
          </h2>
          <div className="mt-4 space-y-3 leading-relaxed text-slate-300 [&_a]:text-white">
            <RichText value={extraInfo.body} locale={locale} />
          </div>
        </div>
        <div className="rounded-2xl border border-white/10 bg-white/5 p-6">
          <p className="text-lg font-semibold text-white">{cta.title}</p>
          <p className="mt-2 text-sm leading-relaxed text-slate-300">{cta.description}</p>
          <ScheduleCallLink
            href={schedulingUrl}
            label={t('nav.scheduleCall')}
            newTabLabel={t('nav.opensInNewTab')}
            variant="accent"
            size="md"
            className="mt-6 w-full sm:w-auto"
          />
        </div>
      </div>
      <div className="mt-12">
        <Link
          href={overviewHref}
          className="inline-flex items-center gap-2 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          <Icon name="arrow-left" className="size-4" />
          {t('nav.allSolutions')}
        </Link>
      </div>
    </Section>
  );
}
