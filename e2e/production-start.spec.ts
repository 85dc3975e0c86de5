import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startServer, waitUntilServing } from './support/start-server';

// What a production server is missing, and the settings its refusal must name.
const refusals: { missing: string; env: Record<string, string>; names: string[] }[] = [
  {
    missing: 'a lead store',
    env: { MAIL_DELIVERY: 'off' },
    names: ['SUPABASE_URL', 'LEADS_STORE=embedded'],
  },
  {
    missing: 'a way to send e-mail',
    env: { LEADS_STORE: 'embedded' },
    names: ['SMTP_URL', 'MAIL_DELIVERY=off'],
  },
  {
    missing: 'a word on the proxy in front of it',
    env: { LEADS_STORE: 'embedded', MAIL_DELIVERY: 'off' },
    names: ['TRUSTED_PROXY_HEADER', 'none'],
  },
  {
    missing: 'the secret of the links to results',
    env: { LEADS_STORE: 'embedded', MAIL_DELIVERY: 'off', TRUSTED_PROXY_HEADER: 'none' },
    names: ['RESULTS_LINK_SECRET'],
  },
  {
    missing: 'the sales team’s addresses',
    env: {
      LEADS_STORE: 'embedded',
      SMTP_URL: 'smtp://127.0.0.1:25',
      MAIL_FROM: 'site@lumen.example',
    },
    names: ['LEADS_NOTIFY_TO'],
  },
];

// Each test starts a server of its own from the build; they need no browser.
for (const kind of ['next', 'standalone'] as const) {
  test.describe(`a production server (${kind === 'next' ? 'next start' : 'standalone'})`, () => {
    for (const { missing, env, names } of refusals) {
      test(`without ${missing} refuses to start, naming ${names.join(' and ')}`, async () => {
        const server = await startServer(kind, env);
        const code = await Promise.race([
          server.exited,
          new Promise((resolve) => setTimeout(() => resolve('still running'), 60_000)),
        ]);
        await server.stop();
        expect(code).not.toBe(0);
        expect(code).not.toBe('still running');
        for (const name of names) expect(server.output()).toContain(name);
      });
    }

    test('with the embedded database, e-mail off and no proxy chosen, starts and says where leads live', async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'leads-start-'));
      const server = await startServer(kind, {
        LEADS_STORE: 'embedded',
        LEADS_DATA_DIR: path.join(dataDir, 'leads'),
        MAIL_DELIVERY: 'off',
        TRUSTED_PROXY_HEADER: 'none',
        RESULTS_LINK_SECRET: 'a secret of the start-up test, 32+ characters',
      });
      try {
        await waitUntilServing(server);
        expect(server.output()).toContain(
          `storing leads in the embedded database at ${path.join(dataDir, 'leads')}`,
        );
      } finally {
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      }
    });
  });
}
