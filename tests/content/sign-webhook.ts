import { createHmac } from 'node:crypto';

/** The `sanity-webhook-signature` header Sanity sends: an HMAC-SHA256 of `${timestamp}.${body}`. */
export function signWebhook(body: string, secret: string, timestamp = Date.now()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('base64url');
  return `t=${timestamp},v1=${signature}`;
}
