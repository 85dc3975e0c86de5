import { randomUUID } from 'node:crypto';
import { expect, test } from './support/fixtures';
import { contactSubmissionsFrom } from './support/leads';
import { actionFields } from './support/no-js-form';
import { E2E_CLIENT_HEADER } from './support/server';

// An attacker's probes of the production server, without a browser: another site's page posting
// the forms' server actions, addresses that would send a visitor elsewhere, and the headers of
// the pages whose address is a key. The unit tests hold the code; this holds the built server.

const EVIL = 'https://evil.example';

test('another site’s page cannot post the server actions: nothing is stored, nothing confirmed', async ({
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  const hidden = await actionFields(request, '/en/contact');
  const post = (email: string, origin: string) =>
    request.post('/en/contact', {
      multipart: {
        ...hidden,
        locale: 'en',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email,
        companyName: 'Analytical Engines Ltd',
        companySize: '1-10',
        message: 'Posted by another site’s page.',
      },
      headers: { [E2E_CLIENT_HEADER]: `csrf-${randomUUID()}`, origin },
      maxRedirects: 0,
    });

  // Another site's page, or a sandboxed frame of one, which posts with `Origin: null`.
  const forged = `forged.${randomUUID().slice(0, 8)}@example.com`;
  for (const origin of [EVIL, 'null']) {
    expect((await post(forged, origin)).status()).toBeGreaterThanOrEqual(400);
  }
  // The same post from the site's own page is taken: the probe can tell.
  const own = `own.${randomUUID().slice(0, 8)}@example.com`;
  expect((await post(own, baseURL!)).status()).toBe(200);
  await expect.poll(async () => (await contactSubmissionsFrom(own)).length).toBe(1);
  expect(await contactSubmissionsFrom(forged)).toEqual([]);

  // The confirmation's action too: refused before it reads the token.
  const token = 'A'.repeat(32);
  const confirm = await actionFields(request, `/en/confirm/${token}`);
  const confirmFrom = async (origin: string) =>
    request.post(`/en/confirm/${token}`, {
      multipart: { ...confirm, token, locale: 'en' },
      headers: { [E2E_CLIENT_HEADER]: `csrf-${randomUUID()}`, origin },
      maxRedirects: 0,
    });
  for (const origin of [EVIL, 'null']) {
    expect((await confirmFrom(origin)).status()).toBeGreaterThanOrEqual(400);
  }
  const answered = await confirmFrom(baseURL!);
  expect(answered.status()).toBe(200);
  expect(await answered.text()).toContain('This link is not valid');
  await request.dispose();
});

test('no address of the site sends a visitor to another site', async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const paths = [
    '//evil.example',
    '//evil.example/%2e%2e',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/en//evil.example/',
    '/results/%2F%2Fevil.example',
    '/en/contact/',
    '/api/unsubscribe/%2F%2Fevil.example',
    '/api/unsubscribe/https%3A%2F%2Fevil.example',
  ];
  const redirects: string[] = [];
  for (const path of paths) {
    const response = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
    const location = response.headers()['location'];
    if (location === undefined) continue;
    redirects.push(path);
    expect(new URL(location, baseURL).origin, `${path} → ${location}`).toBe(
      new URL(baseURL!).origin,
    );
  }
  // The language prefix, the trailing slash and the one-click link's page do redirect.
  expect(redirects).toEqual(expect.arrayContaining(paths.slice(5)));
  await request.dispose();
});

test('the pages whose address is a key stay out of referrers, shared caches and search engines', async ({
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  const token = 'A'.repeat(32);
  for (const path of [
    `/en/results/${token}`,
    `/fr/confirm/${token}`,
    `/en/unsubscribe/${token}.x`,
    `/api/unsubscribe/${token}`,
  ]) {
    const headers = (await request.get(path, { maxRedirects: 0 })).headers();
    // Neither policy lets a referrer carry the path, and so the key in it.
    expect(['no-referrer', 'strict-origin'], path).toContain(headers['referrer-policy']);
    expect(headers['cache-control'], path).toMatch(/no-store/);
    expect(headers['x-robots-tag'], path).toMatch(/noindex/);
  }
  await request.dispose();
});
