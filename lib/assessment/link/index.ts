import 'server-only';
import { env, resultsLinkSecret } from '@/lib/env';
import { getLeadStore } from '@/lib/leads';
import type { BenchmarkGroup, LeadStore, LinkedResult } from '@/lib/leads/types';
import type { CompanySize } from '@/lib/model';
import {
  previousResultOf,
  standingsOf,
  type PreviousResult,
  type ResultStandings,
} from '@/lib/assessment/results/standing';
import { resultToken, tokenHash, TOKEN_PATTERN } from './token';

export { tokenHash, TOKEN_PATTERN };

/** The token of a stored result's link; the server refuses to start without the secret. */
export function linkTokenFor(resultId: string): string {
  const secret = resultsLinkSecret(env);
  if (!secret) throw new Error('RESULTS_LINK_SECRET is not set');
  return resultToken(resultId, secret);
}

type BenchmarkCache = {
  at: number;
  groups: BenchmarkGroup[] | null;
  pending?: Promise<BenchmarkGroup[] | null> | undefined;
};

// One cache per process, however often the bundler evaluates this module.
const globalForBenchmark = globalThis as unknown as { benchmark?: BenchmarkCache };

/**
 * Where results stand, asked of the database at most once per BENCHMARK_REFRESH_SECONDS: the
 * counts move slowly and every results page, e-mail and report reads them. Null when the
 * database has not answered yet; the comparison is then left out, never the result.
 */
export function currentBenchmark(
  store: Pick<LeadStore, 'benchmark'> = getLeadStore(),
): Promise<BenchmarkGroup[] | null> {
  const cache = (globalForBenchmark.benchmark ??= { at: -Infinity, groups: null });
  if (Date.now() - cache.at < env.BENCHMARK_REFRESH_SECONDS * 1000) {
    return Promise.resolve(cache.groups);
  }
  cache.pending ??= store
    .benchmark(env.BENCHMARK_MIN_GROUP)
    .then(
      (groups) => {
        cache.at = Date.now();
        cache.groups = groups;
        return groups;
      },
      (error: unknown) => {
        // The last counts, if any, serve until the database answers again.
        console.error('[results] the comparison could not be read', {
          error: error instanceof Error ? error.name : 'unknown',
        });
        return cache.groups;
      },
    )
    .finally(() => {
      cache.pending = undefined;
    });
  return cache.pending;
}

/** What a result's page adds to its scores: its link, the comparison and the progress since. */
export type ResultExtras = {
  link: string;
  standings: ResultStandings | null;
  previous: PreviousResult | null;
};

/** A result read through its link, with its comparison and the progress since; null for none. */
export async function readLinkedResult(
  token: string,
  store: Pick<LeadStore, 'readResult' | 'benchmark'> = getLeadStore(),
): Promise<(LinkedResult & { extras: ResultExtras }) | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [linked, groups] = await Promise.all([
    store.readResult(tokenHash(token)),
    currentBenchmark(store),
  ]);
  if (!linked) return null;
  return { ...linked, extras: extrasOf(token, linked, groups) };
}

/** The extras of a linked result, from the comparison's counts when there are any. */
export function extrasOf(
  token: string,
  { result, person, previous }: LinkedResult,
  groups: readonly BenchmarkGroup[] | null,
  companySize: CompanySize | null = person?.companySize ?? null,
): ResultExtras {
  return {
    link: token,
    standings: groups ? standingsOf(groups, result, companySize) : null,
    previous: previous ? previousResultOf(previous) : null,
  };
}

/** The comparison and the progress of a result just stored, read back through its link. */
export async function extrasOfStored(
  token: string,
  companySize: CompanySize,
  store: Pick<LeadStore, 'readResult' | 'benchmark'> = getLeadStore(),
): Promise<ResultExtras> {
  const [linked, groups] = await Promise.all([
    store.readResult(tokenHash(token)),
    currentBenchmark(store),
  ]);
  if (!linked) return { link: token, standings: null, previous: null };
  return extrasOf(token, linked, groups, companySize);
}
