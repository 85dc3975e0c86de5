import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { withoutSecrets } from '@/lib/content/client';

describe('a failed Content Lake read', () => {
  it('says what failed, without the request and its read token', async () => {
    const failure = Object.assign(new TypeError('fetch failed'), {
      request: { headers: { Authorization: 'Bearer sk-read-token' } },
      cause: new Error('other side closed'),
    });
    const error = await withoutSecrets(Promise.reject(failure)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('The Content Lake query failed: fetch failed');
    // What a server log prints of it: the whole error, its properties and causes.
    expect(inspect(error, { depth: 10 })).not.toContain('sk-read-token');
  });

  it('passes an answer through', async () => {
    expect(await withoutSecrets(Promise.resolve({ title: 'FAQ' }))).toEqual({ title: 'FAQ' });
  });
});
