import { afterEach, describe, expect, it, vi } from 'vitest';

const probes = vi.hoisted(() => ({
  content: async (): Promise<boolean> => true,
  leads: async (): Promise<boolean> => true,
}));

vi.mock('@/lib/content/ready', () => ({ contentReady: () => probes.content() }));
vi.mock('@/lib/leads', () => ({ getLeadStore: () => ({ ready: () => probes.leads() }) }));

const { healthResponse } = await import('@/lib/health');

afterEach(() => {
  vi.useRealTimers();
  probes.content = async () => true;
  probes.leads = async () => true;
});

describe('the health check', () => {
  it('answers 200 when the content source and the lead store answer, never cached or indexed', async () => {
    const response = await healthResponse();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', content: 'ok', leads: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('answers 503 naming the component that fails, and nothing more', async () => {
    probes.leads = async () => false;
    const response = await healthResponse();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'failing', content: 'ok', leads: 'failing' });

    probes.leads = async () => true;
    probes.content = () => Promise.reject(new Error('getaddrinfo ENOTFOUND abc.api.sanity.io'));
    const failing = await healthResponse();
    expect(await failing.json()).toEqual({ status: 'failing', content: 'failing', leads: 'ok' });
  });

  it('gives up on a component that hangs after a second and a half', async () => {
    vi.useFakeTimers();
    probes.leads = () => new Promise(() => {});
    const answer = healthResponse();
    await vi.advanceTimersByTimeAsync(1499);
    let settled = false;
    void answer.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const response = await answer;
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'failing', content: 'ok', leads: 'failing' });
  });
});
