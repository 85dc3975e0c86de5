import { getSiteSettings } from '@/lib/content';
import { requireDocument } from '@/lib/content/require-document';
import { isLocale, locales } from '@/lib/i18n/locales';
import { describePage } from '@/lib/seo/metadata';
import { renderOgImage } from '@/lib/seo/og-image';
import { staticPagePaths } from '@/lib/routes';

// Rendered once at build time; a page added later in the Studio gets its image on first request.
export const dynamic = 'force-static';

export function generateStaticParams() {
  return locales.flatMap((locale) =>
    staticPagePaths.map((path) => ({ locale, path: path.split('/').filter(Boolean) })),
  );
}

export async function GET(_request: Request, { params }: RouteContext<'/og/[locale]/[[...path]]'>) {
  const { locale, path = [] } = await params;
  if (!isLocale(locale)) return new Response(null, { status: 404 });
  const [page, settings] = await Promise.all([
    describePage(locale, `/${path.join('/')}`),
    getSiteSettings(locale).then((document) => requireDocument(document, 'site settings')),
  ]);
  if (!page) return new Response(null, { status: 404 });
  return renderOgImage({ title: page.title, siteName: settings.companyName });
}
