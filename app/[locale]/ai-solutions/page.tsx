import { getTranslations } from 'next-intl/server';
import { AssessmentBanner } from '@/components/ai-solutions/assessment-banner';
import { BenefitsSection } from '@/components/ai-solutions/benefits-section';
import { CapabilitiesGrid } from '@/components/ai-solutions/capabilities-grid';
import { ServiceCards } from '@/components/ai-solutions/service-cards';
import { SolutionsHero } from '@/components/ai-solutions/solutions-hero';
import { StepsSection } from '@/components/ai-solutions/steps-section';
import { TechnologySection } from '@/components/ai-solutions/technology-section';
import { ClosingCta } from '@/components/ui/closing-cta';
import { getAiSolutionsPage, getSiteSettings } from '@/lib/content';
import { requireDocument } from '@/lib/content/require-document';
import { localizedPath } from '@/lib/i18n/routing';
import { resolveLocale } from '@/lib/i18n/server';
import { routeMetadata } from '@/lib/seo/metadata';
import { paths } from '@/lib/routes';

export function generateMetadata({ params }: PageProps<'/[locale]/ai-solutions'>) {
  return routeMetadata(params, paths.aiSolutions);
}

export default async function AiSolutionsPage({ params }: PageProps<'/[locale]/ai-solutions'>) {
  const locale = await resolveLocale(params);
  const [page, settings, t] = await Promise.all([
    getAiSolutionsPage(locale).then((document) => requireDocument(document, 'AI solutions page')),
    getSiteSettings(locale).then((document) => requireDocument(document, 'site settings')),
    getTranslations({ locale }),
  ]);
  const assessmentHref = localizedPath(locale, paths.assessmentInfo);
  const stepLabel = (number: number) => t('marketing.step', { number });

  return (
    <>
      <SolutionsHero
        title={page.hero.title}
        subtitle={page.hero.subtitle}
        description={page.hero.description}
      />
      <BenefitsSection benefits={page.benefits} />
      <AssessmentBanner
        title={page.assessmentCta.title}
        description={page.assessmentCta.description}
        label={page.assessmentCta.label}
        href={assessmentHref}
      />
      <CapabilitiesGrid capabilities={page.capabilities} />
      <ServiceCards services={page.services} locale={locale} />
      <TechnologySection
        technology={page.technology}
        toolsLabel={(group) => t('marketing.toolsOf', { group })}
      />
      <StepsSection
        id="process-title"
        heading={page.process.heading}
        intro={page.process.intro}
        steps={page.process.steps}
        stepLabel={stepLabel}
      />
      <StepsSection
        id="approach-title"
        heading={page.approach.heading}
        intro={page.approach.intro}
        steps={page.approach.steps}
        stepLabel={stepLabel}
        tone="tinted"
      />
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
