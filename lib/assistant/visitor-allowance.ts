import 'server-only';
import { env } from '@/lib/env';
import { rateLimitClient } from '@/lib/visitor-keys';
import { createQuestionLimiter, type QuestionLimiter } from './rate-limit';

// One limiter per process, shared by the API and the page without JavaScript, however often the
// bundler evaluates this module: a visitor's questions count together whichever way they come.
const globalForAssistant = globalThis as unknown as { questionLimiter?: QuestionLimiter };

/**
 * Whether the visitor whose request carries `headers` may ask the assistant one more question
 * now (rate-limit.ts), counted against their network as the forms count it.
 */
export function mayAsk(headers: Headers): boolean {
  globalForAssistant.questionLimiter ??= createQuestionLimiter();
  return globalForAssistant.questionLimiter.take(
    rateLimitClient(headers, env.TRUSTED_PROXY_HEADER),
  );
}
