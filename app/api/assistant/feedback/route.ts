import { answerFeedbackRequest } from '@/lib/assistant/feedback';
import { publishedPassages } from '@/lib/assistant/passages';
import { mayVote } from '@/lib/assistant/visitor-allowance';
import { getAssistantGaps } from '@/lib/database/assistant-gaps';

export function POST(request: Request): Promise<Response> {
  return answerFeedbackRequest(request, {
    mayVote: () => mayVote(request.headers),
    pages: async (locale) => new Set((await publishedPassages(locale)).map(({ url }) => url)),
    vote: (vote) => getAssistantGaps().vote(vote),
  });
}
