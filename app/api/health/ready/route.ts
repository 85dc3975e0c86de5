import { readinessResponse } from '@/lib/health';

export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return readinessResponse(request.headers.get('authorization'));
}
