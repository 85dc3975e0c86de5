import { assistantMeaning } from '@/lib/assistant/meaning/configured';
import { recordGapLater } from '@/lib/assistant/gap-recorder';
import { publishedPassages } from '@/lib/assistant/passages';
import { assistantProvider } from '@/lib/assistant/provider';
import { answerAssistantRequest } from '@/lib/assistant/request';
import { mayAsk } from '@/lib/assistant/visitor-allowance';
import { getAssistantBudget } from '@/lib/database/assistant-budget';
import { assistantKeys } from '@/lib/visitor-keys';

// A model that has not finished in 20 seconds is cut off (lib/assistant/answer.ts); this leaves
// the passages time to follow.
export const maxDuration = 30;

export function POST(request: Request): Promise<Response> {
  return answerAssistantRequest(request, {
    mayAsk: () => mayAsk(request.headers),
    passages: publishedPassages,
    model: assistantProvider()?.model ?? null,
    meaning: assistantMeaning(),
    // Asked only when a model would write: the database keeps each visitor's and the day's caps,
    // which only this server's own role may reserve from.
    reserve: async (tokens) => getAssistantBudget().reserve(await assistantKeys(), tokens),
    settle: (reservation, used) => getAssistantBudget().settle(reservation, used),
    recordGap: recordGapLater,
  });
}
