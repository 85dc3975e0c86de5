import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startServer, waitUntilServing } from './support/start-server';

// Each test starts a server of its own from the build; they need no browser.
for (const kind of ['next', 'standalone'] as const) {
  test.describe(`a production server (${kind === 'next' ? 'next start' : 'standalone'})`, () => {
    test('without Supabase settings or an explicit embedded choice refuses to start', async () => {
      const server = await startServer(kind, {});
      const code = await Promise.race([
        server.exited,
        new Promise((resolve) => setTimeout(() => resolve('still running'), 60_000)),
      ]);
      await server.stop();
      expect(code).not.toBe(0);
      expect(code).not.toBe('still running');
      expect(server.output()).toContain('SUPABASE_URL');
      expect(server.output()).toContain('LEADS_STORE=embedded');
    });

    test('with the embedded database chosen starts and says where leads live', async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'leads-start-'));
      const server = await startServer(kind, {
        LEADS_STORE: 'embedded',
        LEADS_DATA_DIR: path.join(dataDir, 'leads'),
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
