import 'server-only';
import { deskSettings, type Env } from '@/lib/env';
import type { NoticeDesk } from '@/lib/mail/compose';
import type { WorkerConnection } from '@/lib/database/migrations';
import { reportFonts } from '@/lib/mail/context';
import { briefWiring, loadBriefOf } from './brief-page';
import { buildBriefPdf } from './brief-pdf';
import { ownerOf } from '@/lib/settings/routing';
import { priorityOf, signalsOf } from './priority';
import { briefUrl, takeUrl } from './server';
import { assignLead, briefSource, dueForEscalation, escalateLead } from './store';
import { isDue } from '@/lib/settings/business-hours';
import type { DeskPayload } from '@/lib/database/rows';
import type { DeskEntry, DeskRef } from './types';

/** The brief's PDF is attached when it is ready within this time; the notice never waits longer. */
const BRIEF_TIMEOUT_MS = 8_000;

function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** The lead's place on the desk, from the payload the outbox carries. */
export function refOf(payload: DeskPayload): DeskRef {
  return { table: payload.table, id: payload.lead.id };
}

/** A lead's brief as a PDF, in the consultants' language; undefined for a lead erased meanwhile. */
async function briefPdf(
  connect: WorkerConnection,
  ref: DeskRef,
  settings: Env,
): Promise<{ filename: string; content: Uint8Array } | undefined> {
  const wiring = briefWiring((lead) =>
    connect((tx) => briefSource(tx, lead, { minGroup: settings.BENCHMARK_MIN_GROUP })),
  );
  const brief = await loadBriefOf(ref, deskSettings(settings).consultantLocale, wiring);
  if (!brief) return undefined;
  return { filename: brief.fileName, content: await buildBriefPdf(brief, await reportFonts()) };
}

/** Who gets a lead's notice: its owner, and without routing rules the whole sales list. */
function noticeRecipients(settings: Env, owner: string): string[] {
  const { routes } = deskSettings(settings);
  const team = routes.length > 0 ? [] : (settings.LEADS_NOTIFY_TO ?? []);
  return [...new Set([owner, ...team].map((address) => address.toLowerCase()))];
}

/**
 * Puts a lead on the desk as its notice goes out: its tier from the priority rules, its owner
 * from the routing rules. The first assignment stands, so a notice sent again names the same.
 */
export async function assignForNotice(
  connect: WorkerConnection,
  payload: DeskPayload,
  settings: Env,
): Promise<{ entry: DeskEntry; reasons: string[] } | null> {
  const rules = deskSettings(settings);
  const signals = signalsOf(payload, false);
  const { tier } = priorityOf(signals, rules.weights);
  const owner = ownerOf(
    {
      locale: payload.lead.locale ?? '',
      companySize: signals.companySize,
      sector: signals.sector,
      tier,
    },
    rules.routes,
    rules.fallback,
  );
  const entry = await connect((tx) =>
    assignLead(tx, refOf(payload), { tier, owner: owner ?? null }),
  );
  // Erased between its queueing and now: nothing to put on the desk.
  if (!entry) return null;
  // A lead booked before its notice went out counts its call.
  const { reasons } = priorityOf(signalsOf(payload, entry.bookedAt !== null), rules.weights);
  return { entry, reasons };
}

/** What the notice of one lead says for one recipient, with the brief attached when it is ready. */
export async function noticeDesk(
  connect: WorkerConnection,
  payload: DeskPayload,
  settings: Env,
): Promise<{ recipients: string[]; deskFor: (recipient: string) => NoticeDesk } | null> {
  const assigned = await assignForNotice(connect, payload, settings);
  if (!assigned) return null;
  const { entry, reasons } = assigned;
  const ref = refOf(payload);
  const brief = await within(
    briefPdf(connect, ref, settings).catch((error: unknown) => {
      console.error('[desk] the brief could not be built; the notice goes without it', {
        error: error instanceof Error ? error.name : 'unknown',
      });
      return undefined;
    }),
    BRIEF_TIMEOUT_MS,
  );
  const owner = entry.owner ?? deskSettings(settings).fallback ?? '';
  return {
    recipients: noticeRecipients(settings, owner),
    deskFor: (recipient) => ({
      tier: entry.tier ?? 'C',
      reasons,
      owner,
      takeUrl: takeUrl(ref, recipient),
      briefUrl: briefUrl(ref),
      callAt: entry.callAt,
      ...(brief ? { brief } : {}),
    }),
  };
}

/**
 * Escalates each lead nobody took within the set business minutes of its notice: once, through
 * the outbox, to the fallback address, and tells the CRM. Returns how many were escalated.
 */
export async function escalateDue(
  connect: WorkerConnection,
  settings: Env,
  now = new Date(),
): Promise<number> {
  const rules = deskSettings(settings);
  if (!rules.escalateAfterMinutes || !rules.fallback) return 0;
  const waiting = await connect((tx) => dueForEscalation(tx));
  let escalated = 0;
  for (const entry of waiting) {
    if (!entry.notifiedAt) continue;
    const due = isDue(
      new Date(entry.notifiedAt),
      now,
      rules.escalateAfterMinutes,
      rules.businessHours,
      rules.timeZone,
    );
    if (due && (await connect((tx) => escalateLead(tx, entry)))) escalated += 1;
  }
  return escalated;
}
