import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PRODUCTION_SETTINGS } from './support/production-settings';
import { startServer, waitUntilServing } from './support/start-server';

/** What a production server needs besides its stores: secrets, a proxy, its processors. */
const settled = { TRUSTED_PROXY_HEADER: 'none', ...E2E_PRODUCTION_SETTINGS };

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
  {
    missing: 'TLS to its remote SMTP server',
    env: {
      ...settled,
      LEADS_STORE: 'embedded',
      SMTP_URL: 'smtp://site:password@smtp.example.com:587',
      MAIL_FROM: 'site@lumen.example',
      LEADS_NOTIFY_TO: 'sales@lumen.example',
      PROCESSOR_EMAIL: 'Example Mail SAS; FR; eea; smtp.example.com',
    },
    names: ['SMTP_URL', 'requireTLS=true'],
  },
  {
    missing: 'https to Supabase',
    env: {
      ...settled,
      SUPABASE_URL: 'http://abc.supabase.co',
      SUPABASE_ANON_KEY: 'anon',
      OUTBOX_DATABASE_URL: 'postgres://worker:password@db.abc.supabase.co/postgres',
      PROCESSOR_LEAD_STORE: 'Supabase Inc.; DE, US; scc; *.supabase.co',
      MAIL_DELIVERY: 'off',
    },
    names: ['SUPABASE_URL must be an https:// address'],
  },
  {
    missing: 'a secret no one could guess',
    env: {
      ...settled,
      LEADS_STORE: 'embedded',
      MAIL_DELIVERY: 'off',
      VISITOR_KEY_SECRET: 'the secret of the keys of our visitors',
    },
    names: ['VISITOR_KEY_SECRET is too easy to guess'],
  },
  {
    missing: 'its host named for the privacy policy',
    env: { ...settled, LEADS_STORE: 'embedded', MAIL_DELIVERY: 'off', PROCESSOR_HOSTING: '' },
    names: ['PROCESSOR_HOSTING'],
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

    test('with the embedded database, e-mail off and no proxy chosen, starts, says where leads live and names its own host in the policy', async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'leads-start-'));
      const server = await startServer(kind, {
        ...settled,
        LEADS_STORE: 'embedded',
        LEADS_DATA_DIR: path.join(dataDir, 'leads'),
        MAIL_DELIVERY: 'off',
        // Not the build's: the policy must name the host this server is told of.
        PROCESSOR_HOSTING: 'Start-up Test Hosting SA; CH; adequacy',
      });
      try {
        await waitUntilServing(server);
        expect(server.output()).toContain(
          `storing leads in the embedded database at ${path.join(dataDir, 'leads')}`,
        );
        const policy = await (await fetch(`${server.origin}/fr/privacy`)).text();
        expect(policy).toContain('Start-up Test Hosting SA');
        expect(policy).toContain('Suisse');
        expect(policy).not.toContain(E2E_PRODUCTION_SETTINGS.PROCESSOR_HOSTING.split(';')[0]!);
      } finally {
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      }
    });
  });
}
