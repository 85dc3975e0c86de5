import type { SubmitResult } from './result';

/**
 * Calls a server action from the browser. A request whose answer never comes back (a dropped
 * connection, a server that went away) rejects: it becomes the `failure` the form shows, so the
 * visitor keeps what they typed and can send again with the same id. Only the error's kind is
 * logged: a message could quote what the visitor typed.
 */
export async function callAction<Result extends SubmitResult>(
  form: string,
  action: () => Promise<Result>,
  failure: () => Result,
): Promise<Result> {
  try {
    return await action();
  } catch (error) {
    console.error('[forms] no answer from the server', {
      form,
      error: error instanceof Error ? error.name : 'unknown',
    });
    return failure();
  }
}
