import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signWebhook } from './sign-webhook';

const { revalidateTag } = vi.hoisted(() => ({ revalidateTag: vi.fn() }));
vi.mock('next/cache', () => ({ revalidateTag, unstable_cache: <T>(read: T) => read }));

const secret = 'revalidation-test-secret';

function webhook(body: string, signature?: string): NextRequest {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (signature) headers.set('sanity-webhook-signature', signature);
  return new NextRequest('http://localhost/api/revalidate', { method: 'POST', body, headers });
}

async function loadRoute(environment: Record<string, string>) {
  vi.resetModules();
  vi.stubEnv('SANITY_PROJECT_ID', '');
  for (const [name, value] of Object.entries(environment)) vi.stubEnv(name, value);
  return import('@/app/api/revalidate/route');
}

beforeEach(() => {
  revalidateTag.mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('POST /api/revalidate', () => {
  const payload = JSON.stringify({ _type: 'faqItem', _id: 'faqItem-pricing', slug: null });

  it('marks the tag of the changed document type stale when the signature is valid', async () => {
    const { POST } = await loadRoute({ SANITY_REVALIDATE_SECRET: secret });
    const response = await POST(webhook(payload, signWebhook(payload, secret)));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: ['faqItem'] });
    expect(revalidateTag).toHaveBeenCalledExactlyOnceWith('faqItem', 'max');
  });

  it('answers 401 and changes nothing without a signature', async () => {
    const { POST } = await loadRoute({ SANITY_REVALIDATE_SECRET: secret });
    const response = await POST(webhook(payload));
    expect(response.status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 401 and changes nothing when signed with another secret', async () => {
    const { POST } = await loadRoute({ SANITY_REVALIDATE_SECRET: secret });
    const response = await POST(webhook(payload, signWebhook(payload, 'another-secret')));
    expect(response.status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 401 when the body was changed after signing', async () => {
    const { POST } = await loadRoute({ SANITY_REVALIDATE_SECRET: secret });
    const tampered = JSON.stringify({ _type: 'homePage', _id: 'homePage' });
    const response = await POST(webhook(tampered, signWebhook(payload, secret)));
    expect(response.status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 401 to a malformed signature header, 400 to a signed body that is not JSON', async () => {
    const { POST } = await loadRoute({ SANITY_REVALIDATE_SECRET: secret });
    expect((await POST(webhook(payload, 'v1=nonsense'))).status).toBe(401);
    expect(
      (await POST(webhook('{not json', signWebhook('{not json', 'another-secret')))).status,
    ).toBe(401);
    expect((await POST(webhook('{not json', signWebhook('{not json', secret)))).status).toBe(400);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('refuses a signed request replayed after the tolerance, or dated in the future', async () => {
    const { POST } = await loadRoute({ SANITY_REVALIDATE_SECRET: secret });
    const { SIGNATURE_TOLERANCE_MS } = await import('@/lib/content/revalidate');
    const late = Date.now() - SIGNATURE_TOLERANCE_MS - 60_000;
    const early = Date.now() + SIGNATURE_TOLERANCE_MS + 60_000;
    expect((await POST(webhook(payload, signWebhook(payload, secret, late)))).status).toBe(401);
    expect((await POST(webhook(payload, signWebhook(payload, secret, early)))).status).toBe(401);
    const recent = Date.now() - SIGNATURE_TOLERANCE_MS + 60_000;
    expect((await POST(webhook(payload, signWebhook(payload, secret, recent)))).status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledOnce();
  });

  it('accepts a request signed four minutes ago and refuses one signed six minutes ago', async () => {
    const { POST } = await loadRoute({ SANITY_REVALIDATE_SECRET: secret });
    const minutesAgo = (minutes: number) => Date.now() - minutes * 60_000;
    expect((await POST(webhook(payload, signWebhook(payload, secret, minutesAgo(6))))).status).toBe(
      401,
    );
    expect((await POST(webhook(payload, signWebhook(payload, secret, minutesAgo(4))))).status).toBe(
      200,
    );
  });

  it('answers 413 to a body far larger than any projection, signed or not', async () => {
    const { POST } = await loadRoute({ SANITY_REVALIDATE_SECRET: secret });
    const { MAX_BODY_BYTES } = await import('@/lib/content/revalidate');
    const large = JSON.stringify({ _type: 'faqItem', padding: 'x'.repeat(MAX_BODY_BYTES) });
    expect((await POST(webhook(large, signWebhook(large, secret)))).status).toBe(413);
    expect((await POST(webhook(large))).status).toBe(413);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 401 to every request while no secret is configured, and says why only in the log', async () => {
    const { POST } = await loadRoute({ SANITY_REVALIDATE_SECRET: '' });
    const response = await POST(webhook(payload, signWebhook(payload, secret)));
    expect(response.status).toBe(401);
    expect(JSON.stringify(await response.json())).not.toContain('SANITY_REVALIDATE_SECRET');
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('SANITY_REVALIDATE_SECRET'));
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 400 to a signed body without _type', async () => {
    const { POST } = await loadRoute({ SANITY_REVALIDATE_SECRET: secret });
    const body = JSON.stringify({ _id: 'faqItem-pricing' });
    const response = await POST(webhook(body, signWebhook(body, secret)));
    expect(response.status).toBe(400);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('accepts a signed change to a type the site does not read, without revalidating', async () => {
    const { POST } = await loadRoute({ SANITY_REVALIDATE_SECRET: secret });
    const body = JSON.stringify({ _type: 'sanity.fileAsset', _id: 'file-1' });
    const response = await POST(webhook(body, signWebhook(body, secret)));
    expect(response.status).toBe(200);
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
