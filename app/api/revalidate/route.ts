import type { NextRequest } from 'next/server';
import { revalidateFromWebhook } from '@/lib/content/revalidate';

export function POST(request: NextRequest): Promise<Response> {
  return revalidateFromWebhook(request);
}
