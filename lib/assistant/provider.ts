import 'server-only';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import { env, type Env } from '@/lib/env';

/** The provider of the model that writes the answers, as the privacy policy names it. */
export type AssistantProvider = { name: string; model: LanguageModel };

/**
 * The language model set by ASSISTANT_PROVIDER_URL and ASSISTANT_PROVIDER_MODEL, or null: then
 * the assistant answers with the passages themselves. Only the redacted questions and the cited
 * passages are sent to it; nothing identifies the visitor.
 */
export function providerFrom(settings: Env): AssistantProvider | null {
  const {
    ASSISTANT_PROVIDER_URL: baseURL,
    ASSISTANT_PROVIDER_MODEL: modelId,
    ASSISTANT_PROVIDER_API_KEY: apiKey,
    ASSISTANT_PROVIDER_NAME: name,
  } = settings;
  if (!baseURL || !modelId || !name) return null;
  const provider = createOpenAICompatible({ name: 'assistant', baseURL, apiKey });
  return { name, model: provider.chatModel(modelId) };
}

let configured: AssistantProvider | null | undefined;

export function assistantProvider(): AssistantProvider | null {
  configured ??= providerFrom(env);
  return configured;
}
