import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { serverConnection, type ServerConnection } from './server-connection';

/** Why a question is a gap: the pages declined it, or answered it without confidence. */
export type GapReason = 'declined' | 'unsure';

/**
 * A question the pages did not answer well, as it is kept (supabase/migrations, the assistant's
 * gaps): its text without anything personal (lib/assistant/gaps.ts), the page it came closest
 * to, and why.
 */
export type Gap = {
  locale: Locale;
  reason: GapReason;
  question: string;
  closestPage: string | null;
};

/** A visitor's thumbs up or down on a page an answer cited. */
export type PageVote = { locale: Locale; page: string; vote: 'up' | 'down' };

/**
 * What the assistant could not answer and what visitors thought of its answers, counted in the
 * database by the server's own role (supabase/migrations, the assistant's gaps). Nothing here
 * knows the visitor: a gap is its redacted question, a vote its page.
 */
export type AssistantGaps = {
  /** Counts one gap today. Never throws: a failure is logged, and the visitor never hears of it. */
  record(gap: Gap): Promise<void>;
  /** Counts one vote today; false when it could not be counted. Never throws. */
  vote(vote: PageVote): Promise<boolean>;
};

function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String(error.code)
    : 'unknown';
}

// The question and the page may be the visitor's words: only the code is logged.
function logGapFailure(what: 'gap' | 'vote', code: string): void {
  console.error(`[assistant] the ${what} could not be counted`, { code });
}

/** The gaps reached through `connect`; without a connection, nothing is counted. */
export function createAssistantGaps(connect: ServerConnection | undefined): AssistantGaps {
  return {
    async record({ locale, reason, question, closestPage }) {
      if (!connect) return;
      try {
        await connect((tx) =>
          tx.query('select private.assistant_record_gap($1, $2, $3, $4)', [
            locale,
            reason,
            question,
            closestPage,
          ]),
        );
      } catch (error) {
        logGapFailure('gap', codeOf(error));
      }
    },
    async vote({ locale, page, vote }) {
      if (!connect) return false;
      try {
        const { rows } = await connect((tx) =>
          tx.query<{ counted: boolean }>(
            'select private.assistant_count_vote($1, $2, $3) as counted',
            [locale, page, vote],
          ),
        );
        return rows[0]?.counted === true;
      } catch (error) {
        logGapFailure('vote', codeOf(error));
        return false;
      }
    },
  };
}

// One set of counts per process, however often the bundler evaluates this module.
const globalForGaps = globalThis as unknown as { assistantGaps?: AssistantGaps };

/** This server's gaps and votes, through its own role's connection. */
export function getAssistantGaps(): AssistantGaps {
  globalForGaps.assistantGaps ??= createAssistantGaps(serverConnection());
  return globalForGaps.assistantGaps;
}
