import { after } from 'next/server';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { deliverOutboxSoon } from '@/lib/outbox';
import { readBody } from '@/lib/request-body';
import { unsubscribePath } from '@/lib/routes';
import { unsubscribe } from '@/lib/forms/server/unsubscribe';

export const dynamic = 'force-dynamic';

type UnsubscribeRouteContext = { params: Promise<{ token: string }> };

const HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };
const answer = (status: number, text: string) =>
  new Response(text, { status, headers: { ...HEADERS, 'content-type': 'text/plain' } });

// `List-Unsubscribe=One-Click`, as a mail program posts it, urlencoded or as a multipart form.
const MAX_BODY_BYTES = 4096;

async function isOneClick(request: Request): Promise<boolean> {
  const body = await readBody(request, MAX_BODY_BYTES);
  if (body === null) return false;
  const type = request.headers.get('content-type') ?? '';
  try {
    const fields = type.toLowerCase().startsWith('multipart/form-data')
      ? await new Response(body, { headers: { 'content-type': type } }).formData()
      : new URLSearchParams(body);
    return fields.get('List-Unsubscribe') === 'One-Click';
  } catch {
    return false;
  }
}

/**
 * One-click unsubscribe (RFC 8058), which a mail program posts when its reader asks to stop the
 * site's e-mails: the objection of the mailbox the token was made for is recorded, and the answer
 * is a plain 200, never a redirect. A token the server did not make changes nothing. Safe to
 * repeat, and no use to another site: it only ever objects for the mailbox the token names.
 */
export async function POST(request: Request, { params }: UnsubscribeRouteContext) {
  const { token } = await params;
  if (!(await isOneClick(request))) {
    return answer(400, 'Expected List-Unsubscribe=One-Click.');
  }
  const outcome = await unsubscribe(token);
  if (outcome === 'unknown') return answer(404, 'No such link.');
  if (outcome === 'unavailable') return answer(503, 'Please try again later.');
  if (outcome === 'objected') after(deliverOutboxSoon);
  return answer(200, 'Unsubscribed.');
}

/**
 * A mail program without one-click support opens the address in a browser: the page in the
 * reader's language, where a button unsubscribes. Opening it changes nothing, so a mail scanner
 * that follows every link unsubscribes nobody.
 */
export async function GET(request: Request, { params }: UnsubscribeRouteContext) {
  const { token } = await params;
  const locale =
    (request.headers.get('accept-language') ?? '')
      .split(',')
      .map((range) => range.split(';')[0]?.trim().slice(0, 2).toLowerCase())
      .find(isLocale) ?? defaultLocale;
  return new Response(null, {
    status: 303,
    headers: {
      ...HEADERS,
      'referrer-policy': 'no-referrer',
      location: localizedPath(locale, `${unsubscribePath}/${encodeURIComponent(token)}`),
    },
  });
}
