import { getTranslations } from 'next-intl/server';
import { isLocale } from '@/lib/i18n/locales';
import { reportFonts } from '@/lib/mail/context';
import { loadOwnerTeam } from '@/lib/teams/page';
import { buildTeamPdf } from '@/lib/teams/pdf';

export const dynamic = 'force-dynamic';

const PRIVATE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
};

/**
 * The team's view as a PDF, through the owner's link only, and only once three people answered:
 * anything else is the 404 a wrong link gets.
 */
export async function GET(
  _request: Request,
  { params }: RouteContext<'/[locale]/results/[token]/team'>,
): Promise<Response> {
  const { locale, token } = await params;
  const notFound = () => new Response(null, { status: 404, headers: PRIVATE_HEADERS });
  if (!isLocale(locale)) return notFound();
  const owned = await loadOwnerTeam(token, locale);
  if (owned.status === 'unavailable') {
    return new Response(null, {
      status: 503,
      headers: { ...PRIVATE_HEADERS, 'Retry-After': '60' },
    });
  }
  if (owned.status !== 'ready' || !owned.team || !owned.report) return notFound();
  const t = await getTranslations({ locale, namespace: 'team.view' });
  const { view } = owned.team;
  const pdf = await buildTeamPdf(
    {
      locale,
      title: t('pdfTitle', { company: view.companyName }),
      intro: t('pdfIntro', {
        count: view.respondents,
        date: new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date()),
      }),
      report: owned.report,
    },
    await reportFonts(),
  );
  return new Response(Buffer.from(pdf), {
    headers: {
      ...PRIVATE_HEADERS,
      'Content-Type': 'application/pdf',
      // ASCII letters and hyphens from the dictionary: nothing to escape.
      'Content-Disposition': `attachment; filename="${t('fileName')}.pdf"`,
    },
  });
}
