import 'server-only';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import { env, type Env } from '@/lib/env';

/** The model that writes the answers; PROCESSOR_ASSISTANT names its provider in the policy. */
export type AssistantProvider = { model: LanguageModel };

/**
 * The language model set by ASSISTANT_PROVIDER_URL and ASSISTANT_PROVIDER_MODEL, or null: then
 * the assistant answers with the passages themselves. Only the redacted questions and the cited
 * passages are sent to it; nothing identifies the visitor.
 */
function providerFrom(settings: Env): AssistantProvider | null {
  const {
    ASSISTANT_PROVIDER_URL: baseURL,
    ASSISTANT_PROVIDER_MODEL: modelId,
    ASSISTANT_PROVIDER_API_KEY: apiKey,
  } = settings;
  if (!baseURL || !modelId) return null;
  const provider = createOpenAICompatible({ name: 'assistant', baseURL, apiKey });
  return { model: provider.chatModel(modelId) };
}

let configured: AssistantProvider | null | undefined;

export function assistantProvider(): AssistantProvider | null {
  configured ??= providerFrom(env);
  return configured;
}
