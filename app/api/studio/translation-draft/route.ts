import { assistantProvider } from '@/lib/assistant/provider';
import { previewSecretClient } from '@/lib/content/preview';
import {
  answerTranslationDraftRequest,
  mayDraft,
  translationDraftAvailability,
  type TranslationDraftDependencies,
} from '@/lib/translation/request';

// A draft of the longest English may take the provider up to a minute (lib/translation/draft.ts).
export const maxDuration = 70;

function dependencies(request: Request): TranslationDraftDependencies {
  return {
    model: assistantProvider()?.model ?? null,
    secretClient: previewSecretClient,
    mayDraft: () => mayDraft(request.headers),
  };
}

export function GET(request: Request): Response {
  return translationDraftAvailability(dependencies(request));
}

export function POST(request: Request): Promise<Response> {
  return answerTranslationDraftRequest(request, dependencies(request));
}
