import type { DeskPayload, LeadTable, ScoresRow, StandingsRow } from '@/lib/database/rows';
import type { TeamView } from '@/lib/database/teams';
import type { CompanySize } from '@/lib/model/company';
import type { Tier } from '@/lib/model/tier';

/**
 * The consultant's desk: every lead the sales team hears of has one entry, with its priority
 * (tier), its owner (the consultant it was routed to), who took it and when, whether it was
 * escalated, and the call booked. The database keeps it (supabase/migrations, `private.lead_desk`);
 * the server alone reads and writes it, as its own role (lib/database/server-connection.ts).
 */

/** The tables whose rows are leads on the desk: the three forms', and a call booked with no lead before. */
export type DeskTable = LeadTable | 'call_bookings';

/** One lead on the desk: its table and its row's id. */
export type DeskRef = { table: DeskTable; id: string };

/** A lead's entry on the desk, as the database answers it (timestamps in ISO 8601). */
export type DeskEntry = DeskRef & {
  /** When the lead arrived. Its links expire DESK_LINK_DAYS after. */
  createdAt: string;
  /** When its sales notice first went out: the clock of the escalation starts then. */
  notifiedAt: string | null;
  tier: Tier | null;
  /** The consultant's address the lead was routed to. */
  owner: string | null;
  takenBy: string | null;
  takenAt: string | null;
  escalatedAt: string | null;
  /** When a call was booked, and the time of the call. */
  bookedAt: string | null;
  callAt: string | null;
  /**
   * When the lead stopped waiting without being taken: a started assessment whose result then
   * arrived (the result's entry takes over), or a lead erased.
   */
  closedAt: string | null;
};

/** A call booked through the booking provider, as its webhook reports it. */
export type Booking = {
  /** The provider's address of this booking: one booking however often the provider retries. */
  uri: string;
  email: string;
  name: string;
  /** When the call starts (ISO 8601). */
  callAt: string;
  /** The invitee's language when the booking page was a localized one, else null. */
  locale: string | null;
};

/** An earlier contact of the same mailbox or company, for the brief's thread. */
export type ThreadEntry = DeskRef & {
  createdAt: string;
  locale: string;
  email: string;
  name: string;
  companyName: string | null;
  companySize: CompanySize | null;
  /** A contact message's text. */
  message: string | null;
  /** A result's overall percentage and level. */
  percentage: number | null;
  level: string | null;
  /** A booking's call time. */
  callAt: string | null;
  /** Why it is in the thread: the same mailbox, or the same company under another address. */
  sameMailbox: boolean;
};

/** Everything the database holds that a lead's brief shows. */
export type BriefSource = {
  entry: DeskEntry;
  payload: DeskPayload;
  /**
   * A result's answers: one option letter per question, in the questions' order ("abdc…"), or
   * null for a lead without answers (and results stored before answers were kept).
   */
  answers: string | null;
  /** A result's standings in the comparison (private.standings_of), when its groups are large enough. */
  standings: StandingsRow | null;
  /** The mailbox's confirmed result before this one, for the progress since. */
  previous: ScoresRow | null;
  /** Earlier contacts of the same mailbox and company, newest first, this lead excluded. */
  thread: ThreadEntry[];
  /** The team a result joined through a colleague's link, or opened as its owner; else none. */
  team?: BriefTeam | null;
};

/** A lead's team as the brief shows it: the lead's part in it, and the team's view. */
export type BriefTeam = { role: 'owner' | 'member'; view: TeamView };

/** How many days a consultant's links (the brief's, the take link) work after the lead arrived. */
export const DESK_LINK_DAYS = 90;
