import { loadBriefPage } from '@/lib/desk/brief-page';
import { buildBriefPdf } from '@/lib/desk/brief-pdf';
import { isLocale } from '@/lib/i18n/locales';
import { reportFonts } from '@/lib/mail/context';

export const dynamic = 'force-dynamic';

const PRIVATE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
};

/** The brief as a PDF to keep: the page's checks, the page's sections. */
export async function GET(
  _request: Request,
  { params }: RouteContext<'/[locale]/brief/[token]/pdf'>,
): Promise<Response> {
  const { locale, token } = await params;
  const brief = isLocale(locale) ? await loadBriefPage(token, locale) : null;
  if (!brief) return new Response(null, { status: 404, headers: PRIVATE_HEADERS });
  const pdf = await buildBriefPdf(brief, await reportFonts());
  return new Response(Buffer.from(pdf), {
    headers: {
      ...PRIVATE_HEADERS,
      'Content-Type': 'application/pdf',
      // The name is ASCII letters, digits and hyphens (briefFileName): nothing to escape.
      'Content-Disposition': `attachment; filename="${brief.fileName}"`,
    },
  });
}
