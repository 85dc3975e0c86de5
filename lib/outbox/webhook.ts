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

/** What the CRM receives: the kind of lead, when it arrived, and the lead as stored. */
export function webhookBody(message: OutboxMessage): string {
  const { table, lead, contact } = message.payload;
  const type = {
    contact_submissions: 'lead.contact_message',
    assessment_contacts: 'lead.assessment_started',
    assessment_results: 'lead.assessment_completed',
  }[table];
  return JSON.stringify({
    type,
    timestamp: new Date(lead.created_at).toISOString(),
    data: { ...lead, ...(contact ? { contact } : {}) },
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
