import { Webhook } from 'standardwebhooks';
import type { DeskPayload } from '@/lib/database/rows';
import type { DeskTable } from '@/lib/desk/types';
import type { SectorNames } from '@/lib/model/sector';
import type { OutboxMessage } from './queue';

// A receiver that does not answer within this time is tried again later.
const WEBHOOK_TIMEOUT_MS = 15_000;

class WebhookRefused extends Error {
  override name = 'WebhookRefused';
  constructor(readonly status: number) {
    super(`The webhook answered HTTP ${status}`);
  }
}

/** What an event message holds (supabase/migrations): its type and what the CRM needs of it. */
type EventPayload = { type: string; data: Record<string, unknown> };

/**
 * What the CRM's sender reads of an outbox message. A booking's lead (lib/desk/types.ts) and an
 * event are payloads of their own, whatever type the queue gives its messages.
 */
export type WebhookMessage = Pick<OutboxMessage, 'id'> & {
  payload: DeskPayload | EventPayload;
};

// No lead's payload has a type: its table says what it is.
function isEvent(payload: DeskPayload | EventPayload): payload is EventPayload {
  return 'type' in payload && typeof payload.type === 'string';
}

/** A lead's type for the CRM, by the table it was stored in. */
const LEAD_TYPES: Record<DeskTable, string> = {
  contact_submissions: 'lead.contact_message',
  assessment_contacts: 'lead.assessment_started',
  assessment_results: 'lead.assessment_completed',
  // A call booked by someone the site knew nothing of; a booking of a known lead is an event,
  // `lead.booked`.
  call_bookings: 'lead.call_booked',
};

/**
 * What the CRM receives: for a lead, its kind, when it arrived, the lead as stored and whether
 * the person objected to being prospected; for an event (a result confirmed, a person who
 * objected or had their data erased, a lead taken, escalated or whose call was booked), its type
 * and what it concerns. A result's link nonce stays with the site. A sector comes as stored, its
 * key, with its name in the consultants' language when the names could be read. A colleague's
 * result names its team: its id, the company the team's owner gave and how many have answered.
 */
function webhookBody(message: WebhookMessage, sectorNames: SectorNames): string {
  const { payload } = message;
  if (isEvent(payload)) {
    return JSON.stringify({
      type: payload.type,
      timestamp: new Date().toISOString(),
      data: payload.data,
    });
  }
  const { table, lead, contact, objected } = payload;
  const type = LEAD_TYPES[table];
  // A result's answers are for the consultant's brief: the CRM gets the scores they add up to.
  const {
    link_nonce: _nonce,
    answers: _answers,
    ...stored
  } = lead as typeof lead & { link_nonce?: string; answers?: string };
  const named = <Row extends object>(row: Row): Row => {
    const key = 'sector' in row && typeof row.sector === 'string' ? row.sector : '';
    return key ? { ...row, sector_name: sectorNames(key) ?? null } : row;
  };
  return JSON.stringify({
    type,
    timestamp: new Date(lead.created_at).toISOString(),
    data: {
      ...named(stored),
      ...(contact ? { contact: named(contact) } : {}),
      ...('team' in payload && payload.team
        ? {
            team: {
              id: payload.team.id,
              company_name: payload.team.company_name,
              respondents: payload.team.respondents,
            },
          }
        : {}),
      do_not_prospect: objected === true,
    },
  });
}

/**
 * POSTs a lead to the CRM, signed per the Standard Webhooks specification. The webhook-id is the
 * outbox message's id, the same on every try, so the receiver can drop a lead it already has.
 */
export function createWebhookSender(
  url: string,
  secret: string,
  /** The sectors' names, read as each lead leaves; without them a lead names its sector's key. */
  sectorNames: () => Promise<SectorNames> = async () => () => undefined,
) {
  const signer = new Webhook(secret);
  return async (message: WebhookMessage): Promise<void> => {
    const body = webhookBody(
      message,
      isEvent(message.payload) ? () => undefined : await sectorNames(),
    );
    const sentAt = new Date();
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': message.id,
        'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
        'webhook-signature': signer.sign(message.id, sentAt, body),
      },
      body,
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      redirect: 'error',
    });
    await response.body?.cancel();
    if (!response.ok) throw new WebhookRefused(response.status);
  };
}
