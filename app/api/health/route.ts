import { readinessResponse } from '@/lib/health';

// Readiness, as /api/health/ready; kept at this address for load balancers set up before.
export const dynamic = 'force-dynamic';

export function GET(): Promise<Response> {
  return readinessResponse();
}
