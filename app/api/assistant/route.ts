import { publishedPassages } from '@/lib/assistant/passages';
import { assistantProvider } from '@/lib/assistant/provider';
import { answerAssistantRequest } from '@/lib/assistant/request';

// A model that has not finished in 20 seconds is cut off (lib/assistant/answer.ts); this leaves
// the passages time to follow.
export const maxDuration = 30;

export function POST(request: Request): Promise<Response> {
  return answerAssistantRequest(request, {
    passages: publishedPassages,
    model: assistantProvider()?.model ?? null,
    // The caps are kept by the database: until they are, no model is asked.
    reserve: async () => 'unavailable',
  });
}
