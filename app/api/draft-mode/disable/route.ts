import { draftMode } from 'next/headers';
import type { NextRequest } from 'next/server';
import { isLocale } from '@/lib/i18n/locales';

/** A page of this site: a path under a language, never another origin. */
function sitePath(candidate: string | null | undefined): string | null {
  if (!candidate?.startsWith('/') || candidate.startsWith('//')) return null;
  return isLocale(candidate.split('/')[1]) ? candidate : null;
}

/** The page the preview bar's link was clicked on, when the browser said so from this site. */
function refererPath(request: NextRequest): string | null {
  const referer = request.headers.get('referer');
  if (!referer || !URL.canParse(referer)) return null;
  const url = new URL(referer);
  return url.host === request.headers.get('host') ? sitePath(url.pathname) : null;
}

/**
 * Leaves the preview: the same page again, with published content only. The address is relative,
 * so it stays on the host the browser asked, whatever the server believes its own name is.
 */
export async function GET(request: NextRequest) {
  (await draftMode()).disable();
  const path = sitePath(request.nextUrl.searchParams.get('to')) ?? refererPath(request) ?? '/';
  return new Response(null, { status: 303, headers: { Location: path } });
}
