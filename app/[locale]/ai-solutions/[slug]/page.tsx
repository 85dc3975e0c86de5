import { notFound } from 'next/navigation';
import { KeyBenefits } from '@/components/ai-solutions/key-benefits';
import { ServiceExtraInfo } from '@/components/ai-solutions/service-extra-info';
import { WhatWeDo } from '@/components/ai-solutions/what-we-do';
import { DetailBreadcrumb } from '@/components/layout/detail-breadcrumb';
import { RichText } from '@/components/ui/rich-text';
import { PageIntro } from '@/components/ui/page-intro';
import { getService, getSiteSettings } from '@/lib/content';
import { locales } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { resolveLocale } from '@/lib/i18n/server';
import { detailPageParams, paths } from '@/lib/routes';
import { metadataFor } from '@/lib/seo/metadata';

export const dynamicParams = false;

export function generateStaticParams() {
  return detailPageParams('service', locales);
}

export const generateMetadata = metadataFor('service');

export default async function ServicePage({ params }: PageProps<'/[locale]/ai-solutions/[slug]'>) {
  const { slug } = await params;
  const locale = await resolveLocale(params);
  const [service, settings] = await Promise.all([
    getService(locale, slug),
    getSiteSettings(locale),
  ]);
  if (!service) notFound();

  return (
    <>
      <PageIntro
        title={service.title}
        description={<RichText value={service.intro} locale={locale} />}
        glow
        eyebrow={
          <DetailBreadcrumb
            locale={locale}
            page={{ name: 'service', slug }}
            title={service.title}
          />
        }
      />
      <WhatWeDo whatWeDo={service.whatWeDo} />
      <KeyBenefits keyBenefits={service.keyBenefits} />
      <ServiceExtraInfo
        locale={locale}
        extraInfo={service.extraInfo}
        cta={service.cta}
        schedulingUrl={settings.schedulingUrl}
        overviewHref={localizedPath(locale, paths.aiSolutions)}
      />
    </>
  );
}
