import 'server-only';
import { env } from '@/lib/env';
import { rateLimitClient } from '@/lib/visitor-keys';
import { createQuestionLimiter, type QuestionLimiter } from './rate-limit';

// One limiter per process, shared by the API and the page without JavaScript, however often the
// bundler evaluates this module: a visitor's questions count together whichever way they come.
const globalForAssistant = globalThis as unknown as {
  questionLimiter?: QuestionLimiter;
  voteLimiter?: QuestionLimiter;
};

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

/**
 * A visitor reads an answer before voting on it: ten votes at once, then one every ten seconds,
 * is more than a network votes, and keeps what a script can add to the counts small.
 */
const VOTE_ALLOWANCE = { burst: 10, everyMs: 10_000, networks: 10_000 };

/**
 * Whether the visitor whose request carries `headers` may vote on one more answer now, counted
 * against their network apart from their questions.
 */
export function mayVote(headers: Headers): boolean {
  globalForAssistant.voteLimiter ??= createQuestionLimiter(VOTE_ALLOWANCE);
  return globalForAssistant.voteLimiter.take(rateLimitClient(headers, env.TRUSTED_PROXY_HEADER));
}
