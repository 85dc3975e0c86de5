import { NextResponse, type NextRequest } from 'next/server';
import { localeRedirect } from '@/lib/i18n/routing';

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const target = localeRedirect(pathname, search);
  if (!target) return NextResponse.next();
  return NextResponse.redirect(new URL(target, request.url), 308);
}

export const config = {
  // Built assets skip the proxy for speed, and the webhooks, the funnel's counts, the assistant's
  // questions and votes and the Studio's translation drafts so that their bodies are not buffered
  // before the route has checked their size; `isPagePath` decides for every other request.
  matcher: [
    '/((?!_next/|api/revalidate$|api/booking/calendly$|api/funnel$|api/assistant$|api/assistant/feedback$|api/studio/translation-draft$).*)',
  ],
};
