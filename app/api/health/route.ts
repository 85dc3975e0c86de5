import { healthResponse } from '@/lib/health';

// Answered anew on every request: a cached answer would say nothing about now.
export const dynamic = 'force-dynamic';

export function GET(): Promise<Response> {
  return healthResponse();
}
