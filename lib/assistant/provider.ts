import 'server-only';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { EmbeddingModel, LanguageModel } from 'ai';
import { env, type Env } from '@/lib/env';

/** The model that turns texts into vectors of their meaning, and its name, which keys its cache. */
export type EmbeddingSettings = { model: EmbeddingModel; modelId: string };

/**
 * The model that writes the answers, and the one that embeds texts where one is named;
 * PROCESSOR_ASSISTANT names their provider in the policy.
 */
export type AssistantProvider = { model: LanguageModel; embeddings: EmbeddingSettings | null };

/**
 * The language model set by ASSISTANT_PROVIDER_URL and ASSISTANT_PROVIDER_MODEL, or null: then
 * the assistant answers with the passages themselves. ASSISTANT_EMBEDDING_MODEL adds the same
 * provider's embeddings model, with which the search reads a question's meaning as well as its
 * words. Only the redacted questions and the site's own passages are sent to it; nothing
 * identifies the visitor.
 */
export function providerFrom(settings: Env): AssistantProvider | null {
  const {
    ASSISTANT_PROVIDER_URL: baseURL,
    ASSISTANT_PROVIDER_MODEL: modelId,
    ASSISTANT_PROVIDER_API_KEY: apiKey,
    ASSISTANT_EMBEDDING_MODEL: embeddingModelId,
  } = settings;
  if (!baseURL || !modelId) return null;
  const provider = createOpenAICompatible({ name: 'assistant', baseURL, apiKey });
  return {
    model: provider.chatModel(modelId),
    embeddings: embeddingModelId
      ? { model: provider.embeddingModel(embeddingModelId), modelId: embeddingModelId }
      : null,
  };
}

let configured: AssistantProvider | null | undefined;

export function assistantProvider(): AssistantProvider | null {
  configured ??= providerFrom(env);
  return configured;
}
