import { readinessResponse } from '@/lib/health';

export const dynamic = 'force-dynamic';

export function GET(): Promise<Response> {
  return readinessResponse();
}
