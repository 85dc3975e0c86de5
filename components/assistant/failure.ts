/** Why a question got no answer, as the visitor is told: each has its message and a retry. */
export type Failure = 'invalid' | 'tooMany' | 'server' | 'network';

/**
 * The failure behind an error of the chat: the visitor's network asked too many questions (429),
 * the server refused the request (other 4xx: the question could not be read) or failed (5xx, or
 * an error in the middle of the answer), or the request never reached it, which fetch reports as
 * a TypeError.
 */
export function failureOf(error: unknown): Failure {
  const status =
    typeof error === 'object' && error !== null && 'statusCode' in error
      ? error.statusCode
      : undefined;
  if (status === 429) return 'tooMany';
  if (typeof status === 'number') return status >= 400 && status < 500 ? 'invalid' : 'server';
  return error instanceof TypeError ? 'network' : 'server';
}
