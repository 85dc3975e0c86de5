import { bearerMatches } from '@/lib/bearer';
import { env } from '@/lib/env';
import { deliverOutbox } from '@/lib/outbox';

export const dynamic = 'force-dynamic';

/**
 * Delivers the outbox on a schedule (Vercel Cron, or any scheduler that sends
 * `Authorization: Bearer $CRON_SECRET`), for messages whose first delivery failed. Once a day the
 * run also deletes the leads past their retention, and answers the counts as `purged`.
 */
export async function GET(request: Request): Promise<Response> {
  const headers = { 'cache-control': 'no-store' };
  if (!bearerMatches(request.headers.get('authorization'), env.CRON_SECRET)) {
    return Response.json({ message: 'Unauthorized.' }, { status: 401, headers });
  }
  const report = await deliverOutbox();
  if (!report) {
    return Response.json(
      { message: 'This server has no way into the outbox.' },
      { status: 503, headers },
    );
  }
  return Response.json(report, { headers });
}
