import { Webhook } from 'standardwebhooks';
import type { OutboxMessage } from './queue';

// A receiver that does not answer within this time is tried again later.
const WEBHOOK_TIMEOUT_MS = 15_000;

export class WebhookRefused extends Error {
  override name = 'WebhookRefused';
  constructor(readonly status: number) {
    super(`The webhook answered HTTP ${status}`);
  }
}

/** What an event message holds (supabase/migrations): its type and what the CRM needs of it. */
type EventPayload = { type: string; data: Record<string, unknown> };

function isEvent(payload: unknown): payload is EventPayload {
  return typeof (payload as EventPayload).type === 'string';
}

/**
 * What the CRM receives: for a lead, its kind, when it arrived, the lead as stored and whether
 * the person objected to being prospected; for an event (a result confirmed, a person who
 * objected or had their data erased), its type and what it concerns. A result's link nonce
 * stays with the site.
 */
export function webhookBody(message: OutboxMessage): string {
  const payload: unknown = message.payload;
  if (message.kind === 'event' && isEvent(payload)) {
    return JSON.stringify({
      type: payload.type,
      timestamp: new Date().toISOString(),
      data: payload.data,
    });
  }
  const { table, lead, contact, objected } = message.payload;
  const type = {
    contact_submissions: 'lead.contact_message',
    assessment_contacts: 'lead.assessment_started',
    assessment_results: 'lead.assessment_completed',
  }[table];
  const { link_nonce: _nonce, ...stored } = lead as typeof lead & { link_nonce?: string };
  return JSON.stringify({
    type,
    timestamp: new Date(lead.created_at).toISOString(),
    data: { ...stored, ...(contact ? { contact } : {}), do_not_prospect: objected === true },
  });
}

/**
 * POSTs a lead to the CRM, signed per the Standard Webhooks specification. The webhook-id is the
 * outbox message's id, the same on every try, so the receiver can drop a lead it already has.
 */
export function createWebhookSender(url: string, secret: string) {
  const signer = new Webhook(secret);
  return async (message: OutboxMessage): Promise<void> => {
    const body = webhookBody(message);
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
