import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import type { SiteSettings } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { paths } from '@/lib/routes';
import { ConsentSettingsButton } from '@/components/consent/consent-settings-button';
import { gaMeasurementId } from '@/lib/analytics';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';

type SiteFooterProps = {
  locale: Locale;
  /** The company name, contact address and footer line of the site settings. */
  settings: SiteSettings;
};

export async function SiteFooter({ locale, settings }: SiteFooterProps) {
  const { companyName, contactEmail, footerText } = settings;
  const t = await getTranslations({ locale });
  const links = [
    { path: paths.aiSolutions, label: t('nav.aiServices') },
    { path: paths.useCases, label: t('nav.useCases') },
    { path: paths.assessmentInfo, label: t('nav.assessment') },
    { path: paths.faq, label: t('nav.faq') },
    { path: paths.contact, label: t('nav.contact') },
  ];
  const legalLinks = [
    { path: paths.legalNotice, label: t('nav.legalNotice') },
    { path: paths.privacy, label: t('nav.privacy') },
  ];

  return (
    <footer className="render-when-near border-t border-slate-200 bg-ink-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3 lg:px-8">
        <div className="flex flex-col gap-4">
          <span className="[&_span]:text-white">
            <Logo name={companyName} />
          </span>
          <p className="max-w-xs text-sm text-slate-300">{footerText}</p>
          <a
            href={`mailto:${contactEmail}`}
            className="text-sm text-white underline underline-offset-4"
          >
            {contactEmail}
          </a>
        </div>
        <nav id="footer-navigation" aria-label={t('footer.explore')}>
          <h2 className="text-sm font-semibold text-white">{t('footer.explore')}</h2>
          <ul className="mt-4 flex flex-col gap-2">
            {links.map((link) => (
              <li key={link.path}>
                <Link
                  href={localizedPath(locale, link.path)}
                  className="text-sm text-slate-300 hover:text-white hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold text-white">{t('footer.language')}</h2>
          <LanguageSwitcher
            variant="footer"
            label={t('footer.language')}
            className="mt-3 -ml-2 gap-2 [&_a]:text-slate-200 [&_a:hover]:text-white [&_a[aria-current=true]]:text-white"
          />
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-6 sm:px-6 lg:px-8">
          <p className="text-xs text-slate-400">
            {t('footer.rights', { year: new Date().getFullYear(), company: companyName })}
          </p>
          <nav
            aria-label={t('footer.legal')}
            className="flex flex-wrap items-center gap-x-6 gap-y-2"
          >
            {legalLinks.map((link) => (
              <Link
                key={link.path}
                href={localizedPath(locale, link.path)}
                className="text-sm text-slate-300 underline-offset-4 hover:text-white hover:underline"
              >
                {link.label}
              </Link>
            ))}
            {gaMeasurementId ? <ConsentSettingsButton label={t('consent.settings')} /> : null}
          </nav>
        </div>
      </div>
    </footer>
  );
}
