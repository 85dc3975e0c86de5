import { getTranslations } from 'next-intl/server';
import { AssessmentBanner } from '@/components/ai-solutions/assessment-banner';
import { BenefitsSection } from '@/components/ai-solutions/benefits-section';
import { CapabilitiesGrid } from '@/components/ai-solutions/capabilities-grid';
import { ServiceCards } from '@/components/ai-solutions/service-cards';
import { StepsSection } from '@/components/ai-solutions/steps-section';
import { TechnologySection } from '@/components/ai-solutions/technology-section';
import { ClosingCta } from '@/components/booking/closing-cta';
import { PageIntro } from '@/components/ui/page-intro';
import { getAiSolutionsPage, getSiteSettings } from '@/lib/content';
import { localizedPath } from '@/lib/i18n/routing';
import { resolveLocale } from '@/lib/i18n/server';
import { paths } from '@/lib/routes';
import { metadataFor } from '@/lib/seo/metadata';

export const generateMetadata = metadataFor('aiSolutions');

export default async function AiSolutionsPage({ params }: PageProps<'/[locale]/ai-solutions'>) {
  const locale = await resolveLocale(params);
  const [page, settings, t] = await Promise.all([
    getAiSolutionsPage(locale),
    getSiteSettings(locale),
    getTranslations({ locale }),
  ]);
  const assessmentHref = localizedPath(locale, paths.assessmentInfo);
  const stepLabel = (number: number) => t('marketing.step', { number });

  return (
    <>
      <PageIntro size="large" glow {...page.hero} />
      <BenefitsSection benefits={page.benefits} />
      <AssessmentBanner {...page.assessmentCta} href={assessmentHref} />
      <CapabilitiesGrid capabilities={page.capabilities} />
      <ServiceCards services={page.services} locale={locale} />
      <TechnologySection
        technology={page.technology}
        toolsLabel={(group) => t('marketing.toolsOf', { group })}
      />
      <StepsSection id="process-title" steps={page.process} stepLabel={stepLabel} />
      <StepsSection id="approach-title" steps={page.approach} stepLabel={stepLabel} tone="tinted" />
      <ClosingCta
        id="closing-cta-title"
        title={page.closingCta.title}
        description={page.closingCta.description}
        primary={{ href: assessmentHref, label: page.closingCta.primaryCtaLabel }}
        schedule={{
          href: settings.schedulingUrl,
          label: page.closingCta.secondaryCtaLabel,
          newTabLabel: t('nav.opensInNewTab'),
        }}
      />
    </>
  );
}
