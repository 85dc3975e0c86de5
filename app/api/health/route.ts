import { readinessResponse } from '@/lib/health';

// Readiness, as /api/health/ready; kept at this address for load balancers set up before.
export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return readinessResponse(request.headers.get('authorization'));
}
