import { getMessages } from 'next-intl/server';
import { consentVersion, type BannerText } from '@/lib/analytics';
import { getSiteSettings } from '@/lib/content';
import { locales, type Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { paths } from '@/lib/routes';
import { Consent } from './consent';

/** The banner in one language: its title and text are the site settings', its answers interface words. */
async function bannerIn(locale: Locale): Promise<BannerText> {
  const [settings, { consent }] = await Promise.all([
    getSiteSettings(locale),
    getMessages({ locale }),
  ]);
  return { ...settings.consent, accept: consent.accept, reject: consent.reject };
}

type SiteConsentProps = { locale: Locale; measurementId: string };

/**
 * The consent banner in the page's language, under a version that covers every language's, so
 * that a visitor is asked again when any of them changes but not for changing language.
 */
export async function SiteConsent({ locale, measurementId }: SiteConsentProps) {
  // The same cached reads twice: the page's language, and every language for the version.
  const [shown, banners, { consent }] = await Promise.all([
    bannerIn(locale),
    Promise.all(locales.map(bannerIn)),
    getMessages({ locale }),
  ]);
  const text = {
    ...shown,
    policy: { label: consent.policy, href: localizedPath(locale, paths.privacy) },
  };
  return (
    <Consent measurementId={measurementId} text={text} version={await consentVersion(banners)} />
  );
}
