import { draftMode } from 'next/headers';
import { type NextRequest, NextResponse } from 'next/server';
import { isLocale } from '@/lib/i18n/locales';

/** A page of this site: a path under a language, never another origin. */
function sitePath(candidate: string | null | undefined): string | null {
  if (!candidate?.startsWith('/') || candidate.startsWith('//')) return null;
  return isLocale(candidate.split('/')[1]) ? candidate : null;
}

/** The page the preview bar's link was clicked on, when the browser said so. */
function refererPath(request: NextRequest): string | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  const url = new URL(referer, request.url);
  return url.origin === request.nextUrl.origin ? sitePath(url.pathname) : null;
}

/** Leaves the preview: the same page again, with published content only. */
export async function GET(request: NextRequest) {
  (await draftMode()).disable();
  const path = sitePath(request.nextUrl.searchParams.get('to')) ?? refererPath(request) ?? '/';
  return NextResponse.redirect(new URL(path, request.url), 303);
}
