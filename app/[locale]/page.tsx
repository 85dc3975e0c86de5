import { getTranslations } from 'next-intl/server';
import { ContactSection } from '@/components/home/contact-section';
import { ExpertiseSection } from '@/components/home/expertise-section';
import { FaqSection } from '@/components/home/faq-section';
import { HomeHero } from '@/components/home/home-hero';
import { ServicesSection } from '@/components/home/services-section';
import { StatisticsStrip } from '@/components/home/statistics-strip';
import { UseCasesSection } from '@/components/home/use-cases-section';
import { JsonLd } from '@/components/seo/json-ld';
import { ClosingCta } from '@/components/ui/closing-cta';
import { getHomePage, getSiteSettings } from '@/lib/content';
import { requireDocument } from '@/lib/content/require-document';
import { localizedPath } from '@/lib/i18n/routing';
import { resolveLocale } from '@/lib/i18n/server';
import { absoluteUrl, routeMetadata } from '@/lib/seo/metadata';
import { paths } from '@/lib/routes';
import { organization, website } from '@/lib/seo/structured-data';

export function generateMetadata({ params }: PageProps<'/[locale]'>) {
  return routeMetadata(params, paths.home);
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await resolveLocale(params);
  const [home, settings, t] = await Promise.all([
    getHomePage(locale).then((page) => requireDocument(page, 'home page')),
    getSiteSettings(locale).then((page) => requireDocument(page, 'site settings')),
    getTranslations({ locale }),
  ]);
  const assessmentHref = localizedPath(locale, paths.assessmentInfo);
  const homeUrl = absoluteUrl(localizedPath(locale, paths.home));
  const schedule = {
    href: settings.schedulingUrl,
    newTabLabel: t('nav.opensInNewTab'),
  };

  return (
    <>
      <JsonLd
        data={[
          organization({
            name: settings.companyName,
            url: homeUrl,
            logo: absoluteUrl('/logo.svg'),
            email: settings.contactEmail,
          }),
          website({ name: settings.companyName, url: homeUrl, locale }),
        ]}
      />
      <HomeHero
        title={home.hero.title}
        subtitle={home.hero.subtitle}
        description={home.hero.description}
        assessment={{ href: assessmentHref, label: home.hero.primaryCtaLabel }}
        schedule={{ ...schedule, label: home.hero.secondaryCtaLabel }}
      />
      <ExpertiseSection
        expertise={home.expertise}
        href={localizedPath(locale, paths.aiSolutions)}
        aboutCard={(title) => t('marketing.aboutCard', { title })}
      />
      <ServicesSection
        services={home.services}
        analyse={{
          href: localizedPath(locale, paths.aiSolutions),
          phase: t('marketing.analysePhase'),
        }}
        build={{
          href: localizedPath(locale, paths.service('development')),
          phase: t('marketing.buildPhase'),
        }}
      />
      <UseCasesSection
        locale={locale}
        useCases={home.useCases}
        labels={{
          industry: t('marketing.tagLabel', { label: t('marketing.industry') }),
          function: t('marketing.tagLabel', { label: t('marketing.function') }),
          readMore: t('marketing.readMore'),
          readMoreAbout: (title: string) => t('marketing.readMoreAbout', { title }),
          slideLabel: (index, total) => t('marketing.carousel.slideLabel', { index, total }),
          carousel: {
            roleDescription: t('marketing.carousel.roleDescription'),
            slideRoleDescription: t('marketing.carousel.slideRoleDescription'),
            previous: t('marketing.carousel.previous'),
            next: t('marketing.carousel.next'),
            pause: t('marketing.carousel.pause'),
            play: t('marketing.carousel.play'),
          },
        }}
      />
      <StatisticsStrip statistics={home.statistics} />
      <FaqSection faq={home.faq} locale={locale} />
      <ContactSection
        locale={locale}
        heading={home.contact.heading}
        intro={home.contact.intro}
        contactEmail={settings.contactEmail}
      />
      <ClosingCta
        id="closing-cta-title"
        title={home.closingCta.title}
        description={home.closingCta.description}
        primary={{ href: assessmentHref, label: home.closingCta.primaryCtaLabel }}
        schedule={{ ...schedule, label: home.closingCta.secondaryCtaLabel }}
      />
    </>
  );
}
