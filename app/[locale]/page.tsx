import { getTranslations } from 'next-intl/server';
import { ContactSection } from '@/components/home/contact-section';
import { ExpertiseSection } from '@/components/home/expertise-section';
import { FaqSection } from '@/components/home/faq-section';
import { HomeHero } from '@/components/home/home-hero';
import { HomeStructuredData } from '@/components/home/home-structured-data';
import { ServicesSection } from '@/components/home/services-section';
import { StatisticsStrip } from '@/components/home/statistics-strip';
import { UseCasesSection } from '@/components/home/use-cases-section';
import { ClosingCta } from '@/components/booking/closing-cta';
import { getHomePage, getPrivacyNotices, getSectors, getSiteSettings } from '@/lib/content';
import { localizedPath } from '@/lib/i18n/routing';
import { resolveLocale } from '@/lib/i18n/server';
import { paths } from '@/lib/routes';
import { metadataFor } from '@/lib/seo/metadata';

export const generateMetadata = metadataFor('home');

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await resolveLocale(params);
  const [home, settings, notices, sectors, t] = await Promise.all([
    getHomePage(locale),
    getSiteSettings(locale),
    getPrivacyNotices(locale),
    getSectors(locale),
    getTranslations({ locale }),
  ]);
  const assessmentHref = localizedPath(locale, paths.assessmentInfo);
  const schedule = { href: settings.schedulingUrl, newTabLabel: t('nav.opensInNewTab') };

  return (
    <>
      <HomeStructuredData locale={locale} settings={settings} />
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
      <ServicesSection locale={locale} services={home.services} />
      <UseCasesSection locale={locale} useCases={home.useCases} />
      <StatisticsStrip statistics={home.statistics} />
      <FaqSection faq={home.faq} locale={locale} />
      <ContactSection
        locale={locale}
        heading={home.contact.heading}
        intro={home.contact.intro}
        contactEmail={settings.contactEmail}
        notice={{ text: notices.contact, link: notices.linkLabel }}
        sectors={sectors}
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
