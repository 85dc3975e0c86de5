import { getSiteSettings } from '@/lib/content';
import { isLocale, locales } from '@/lib/i18n/locales';
import { pagePath, sitePages } from '@/lib/routes';
import { describePage } from '@/lib/seo/metadata';
import { renderOgImage } from '@/lib/seo/og-image';

// Each page's card is rendered once, at build time, at the page's own path under /og.
export const dynamic = 'force-static';

export function generateStaticParams() {
  return locales.flatMap((locale) =>
    sitePages.map((page) => ({ locale, path: pagePath(page).split('/').filter(Boolean) })),
  );
}

export async function GET(_request: Request, { params }: RouteContext<'/og/[locale]/[[...path]]'>) {
  const { locale, path = [] } = await params;
  const requested = `/${path.join('/')}`;
  const page = sitePages.find((candidate) => pagePath(candidate) === requested);
  if (!isLocale(locale) || !page) return new Response(null, { status: 404 });
  const [summary, settings] = await Promise.all([
    describePage(locale, page),
    getSiteSettings(locale),
  ]);
  if (!summary) return new Response(null, { status: 404 });
  return renderOgImage({ title: summary.title, siteName: settings.companyName });
}
