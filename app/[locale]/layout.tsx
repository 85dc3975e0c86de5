import '../globals.css';
import type { Metadata, Viewport } from 'next';
import { draftMode } from 'next/headers';
import { SiteShell } from '@/components/layout/site-shell';
import { DraftPreview } from '@/components/preview/draft-preview';
import { getSiteSettings } from '@/lib/content';
import { siteUrl } from '@/lib/env';
import { geistSans } from '@/lib/fonts/geist-sans';
import { localeOr, locales } from '@/lib/i18n/locales';
import { resolveLocale } from '@/lib/i18n/server';

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  const { companyName, seoTitle } = await getSiteSettings(localeOr(locale));
  return {
    metadataBase: new URL(siteUrl),
    title: { template: `%s | ${companyName}`, default: seoTitle || companyName },
    applicationName: companyName,
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  themeColor: '#0b1f3a',
};

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await resolveLocale(params);
  const settings = await getSiteSettings(locale);
  // False while pages are prerendered: only a marketer's preview request renders the bar.
  const { isEnabled: preview } = await draftMode();

  return (
    <html lang={locale} className={geistSans.variable}>
      <body className="flex min-h-dvh flex-col">
        <SiteShell locale={locale} settings={settings}>
          {children}
        </SiteShell>
        {preview ? <DraftPreview locale={locale} /> : null}
      </body>
    </html>
  );
}
