import { AssistantLauncher } from '@/components/assistant/launcher';
import { handoffTexts } from '@/components/assistant/texts';
import { Icon } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { ScheduleCallLink } from '@/components/booking/schedule-call-link';
import { getMessages, getTranslations } from 'next-intl/server';
import { getNavigation } from '@/lib/content';
import type { SiteSettings } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { assistantPath } from '@/lib/routes';
import { DesktopNavLoader } from './desktop-nav-loader';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { MobileNav } from './mobile-nav';
import { buildNavigation } from './navigation';

type SiteHeaderProps = {
  locale: Locale;
  /** The logo carries the company name; the booking link goes to the scheduling page. */
  settings: SiteSettings;
};

export async function SiteHeader({ locale, settings }: SiteHeaderProps) {
  const { companyName, schedulingUrl } = settings;
  const [t, pages, messages] = await Promise.all([
    getTranslations({ locale }),
    getNavigation(locale),
    getMessages({ locale }),
  ]);
  const items = buildNavigation(
    locale,
    {
      aiServices: t('nav.aiServices'),
      useCases: t('nav.useCases'),
      assessment: t('nav.assessment'),
      contact: t('nav.contact'),
      overview: t('nav.overview'),
    },
    pages,
  );
  const scheduleCall = (
    <ScheduleCallLink
      href={schedulingUrl}
      label={t('nav.scheduleCall')}
      newTabLabel={t('nav.opensInNewTab')}
      className="whitespace-nowrap md:max-lg:px-3 md:max-lg:[&>svg]:hidden"
    />
  );

  const assistant = (
    <AssistantLauncher
      locale={locale}
      href={localizedPath(locale, assistantPath)}
      label={settings.assistant.launcherLabel}
      icon={<Icon name="messages" className="size-5 shrink-0" />}
      texts={{
        studio: settings.assistant,
        words: messages.assistant,
        handoff: handoffTexts(locale, settings, t('nav.opensInNewTab')),
      }}
    />
  );

  return (
    // Opaque, not frosted: a see-through blurred header makes the phone blur what lies under it on
    // every frame of a scroll, and on the first frame of every page.
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
      {/* Between 768 and 1024 px the whole menu fits on one line only with tighter spacing. */}
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 md:max-lg:gap-2 md:max-lg:px-4 lg:px-8">
        <Link
          href={localizedPath(locale, '/')}
          className="rounded-md"
          aria-label={`${companyName}, ${t('nav.home')}`}
        >
          <Logo name={companyName} />
        </Link>
        <DesktopNavLoader items={items} label={t('nav.main')} />
        <div className="flex items-center gap-2 md:max-lg:gap-0">
          {assistant}
          <div className="hidden items-center gap-2 md:flex md:max-lg:gap-1">
            <LanguageSwitcher variant="header" label={t('nav.language')} />
            {scheduleCall}
          </div>
          <MobileNav
            items={items}
            labels={{
              open: t('nav.openMenu'),
              close: t('nav.closeMenu'),
              title: t('nav.menuTitle'),
              navigation: t('nav.main'),
            }}
            footer={
              <>
                {scheduleCall}
                <LanguageSwitcher variant="drawer" label={t('nav.language')} />
              </>
            }
          />
        </div>
      </div>
    </header>
  );
}
