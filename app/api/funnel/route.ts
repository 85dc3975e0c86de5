import { countFunnelStepFrom } from '@/lib/funnel/count-request';

export function POST(request: Request): Promise<Response> {
  return countFunnelStepFrom(request);
}
