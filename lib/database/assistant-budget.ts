import 'server-only';
import { env } from '@/lib/env';
import { logAssistantFailure } from './failure';
import { serverConnection, type ServerConnection } from './server-connection';
import type { AssistantReservation } from './types';

/**
 * The assistant's model budget, which the database keeps for every instance of the site: each
 * answer a model writes is reserved before the model is asked, and settled afterwards at what it
 * used. Only the server's own role can do either (supabase/migrations, the server-only caps).
 */
export type AssistantBudget = {
  /**
   * Reserves one answer of `tokens` for the visitor of `keys` (lib/visitor-keys.ts).
   * Never throws: a database that cannot answer, or this server's lack of a way in as its own
   * role, is 'unavailable', and the visitor gets the passages.
   */
  reserve(keys: readonly string[], tokens: number): Promise<AssistantReservation>;
  /** Records what a granted answer used, giving the rest back to the day. Never throws. */
  settle(reservation: string, used: number): Promise<void>;
};

/** The visitor waits for a reservation: a slow database costs the model's answer, not the reply. */
const RESERVE_TIMEOUT_MS = 2000;

function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String(error.code)
    : error instanceof Error && error.name === 'TimeoutError'
      ? 'timeout'
      : 'unknown';
}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DOMException('No answer in time', 'TimeoutError')), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** What private.assistant_reserve answers, as the app reads it: anything else is no grant. */
function reservationOf(row: unknown): AssistantReservation {
  const { answer, reservation } = (row ?? {}) as { answer?: unknown; reservation?: unknown };
  if (answer === 'granted' && typeof reservation === 'string') {
    return { answer, id: reservation };
  }
  return { answer: answer === 'visitor' || answer === 'overall' ? answer : 'unavailable' };
}

/**
 * The budget reached through `connect`, with `dailyTokens` (ASSISTANT_DAILY_TOKENS) written into
 * the database before the first reservation; without a connection, nothing is ever granted.
 */
export function createAssistantBudget(
  connect: ServerConnection | undefined,
  dailyTokens: number,
): AssistantBudget {
  let budgetWritten = false;
  return {
    async reserve(keys, tokens) {
      if (!connect) return { answer: 'unavailable' };
      try {
        const reservation = await within(
          connect(async (tx) => {
            if (!budgetWritten) {
              await tx.query('select private.assistant_set_daily_tokens($1)', [dailyTokens]);
            }
            const { rows } = await tx.query(
              "select answer, reservation from private.assistant_reserve(string_to_array($1, ','), $2)",
              [keys.join(','), tokens],
            );
            return reservationOf(rows[0]);
          }),
          RESERVE_TIMEOUT_MS,
        );
        budgetWritten = true;
        return reservation;
      } catch (error) {
        logAssistantFailure(codeOf(error));
        return { answer: 'unavailable' };
      }
    },
    async settle(reservation, used) {
      if (!connect) return;
      try {
        await connect((tx) =>
          tx.query('select private.assistant_settle($1, $2)', [reservation, used]),
        );
      } catch (error) {
        // The answer stays counted at what it reserved: the day's budget errs on the safe side.
        logAssistantFailure(codeOf(error));
      }
    },
  };
}

// One budget per process, however often the bundler evaluates this module: the daily budget is
// written once.
const globalForBudget = globalThis as unknown as { assistantBudget?: AssistantBudget };

/** This server's budget: ASSISTANT_DAILY_TOKENS, through its own role's connection. */
export function getAssistantBudget(): AssistantBudget {
  globalForBudget.assistantBudget ??= createAssistantBudget(
    serverConnection(),
    env.ASSISTANT_DAILY_TOKENS,
  );
  return globalForBudget.assistantBudget;
}
