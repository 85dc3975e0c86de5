import 'server-only';
import { deskSettings, env, resultsLinkSecret, siteUrl } from '@/lib/env';
import { localizedPath } from '@/lib/i18n/routing';
import { serverConnection } from '@/lib/database/server-connection';
import { briefPath, takePath } from '@/lib/routes';
import { briefToken, deskKey, readTakeToken, takeToken } from './links';
import { deskEntry, takeLead } from './store';
import { DESK_LINK_DAYS, type DeskEntry, type DeskRef } from './types';

/** The desk's link key; the server refuses to start in production without the link secret. */
export function deskLinkKey(): Buffer {
  const secret = resultsLinkSecret(env);
  if (!secret) throw new Error('RESULTS_LINK_SECRET is not set');
  return deskKey(secret);
}

/** The full address of a lead's brief, in the consultants' language. */
export function briefUrl(ref: DeskRef): string {
  const { consultantLocale } = deskSettings(env);
  return `${siteUrl}${localizedPath(consultantLocale, `${briefPath}/${briefToken(ref, deskLinkKey())}`)}`;
}

/** The full address of the link by which `consultant` takes a lead. */
export function takeUrl(ref: DeskRef, consultant: string): string {
  const { consultantLocale } = deskSettings(env);
  return `${siteUrl}${localizedPath(consultantLocale, `${takePath}/${takeToken(ref, consultant, deskLinkKey())}`)}`;
}

/** Whether a lead's links are past their days. */
function linkExpired(entry: Pick<DeskEntry, 'createdAt'>, now = new Date()): boolean {
  return now.getTime() - new Date(entry.createdAt).getTime() > DESK_LINK_DAYS * 86_400_000;
}

/**
 * What a take link came to: the lead taken now by the link's consultant, or before (by them or
 * by another, named, with the time); no such link or lead, or one past its days; or the database
 * could not answer.
 */
export type TakeOutcome =
  | { status: 'taken' | 'already'; consultant: string; entry: DeskEntry }
  | { status: 'unknown' | 'expired' | 'unavailable' };

/** The lead and consultant of a take link, if the settings still know the consultant. */
export function readTake(token: string) {
  return readTakeToken(token, deskSettings(env).consultants, deskLinkKey());
}

/**
 * Takes a lead in the name of the consultant its link was made for: the first take records who
 * and when, and tells the CRM; any later one changes nothing and says who took it.
 */
export async function takeByLink(token: string, now = new Date()): Promise<TakeOutcome> {
  const take = readTake(token);
  if (!take) return { status: 'unknown' };
  const connect = serverConnection();
  if (!connect) return { status: 'unavailable' };
  try {
    return await connect(async (tx) => {
      const entry = await deskEntry(tx, take.ref);
      if (!entry) return { status: 'unknown' } as const;
      if (linkExpired(entry, now)) return { status: 'expired' } as const;
      const result = await takeLead(tx, take.ref, take.consultant);
      if (!result) return { status: 'unknown' } as const;
      return {
        status: result.first ? 'taken' : 'already',
        consultant: take.consultant,
        entry: result.entry,
      } as const;
    });
  } catch (error) {
    console.error('[desk] a lead could not be taken', {
      error: error instanceof Error ? error.name : 'unknown',
    });
    return { status: 'unavailable' };
  }
}

/** What a take link's lead is at now, taking nothing: for a page opened by a scanner or a preview. */
export async function peekByLink(token: string, now = new Date()): Promise<TakeOutcome> {
  const take = readTake(token);
  if (!take) return { status: 'unknown' };
  const connect = serverConnection();
  if (!connect) return { status: 'unavailable' };
  try {
    const entry = await connect((tx) => deskEntry(tx, take.ref));
    if (!entry) return { status: 'unknown' };
    if (linkExpired(entry, now)) return { status: 'expired' };
    return { status: 'already', consultant: take.consultant, entry };
  } catch (error) {
    console.error('[desk] a lead could not be read', {
      error: error instanceof Error ? error.name : 'unknown',
    });
    return { status: 'unavailable' };
  }
}
