import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

/** A loopback port nothing listens on. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export type StartedServer = {
  origin: string;
  /** Everything the server printed so far. */
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop: () => Promise<void>;
};

/**
 * Starts a production server of the build in this checkout: `next start`, or the standalone
 * server. Settings of the lead store and of e-mail are left out of the environment unless `env`
 * gives them.
 */
export async function startServer(
  kind: 'next' | 'standalone',
  env: Record<string, string>,
): Promise<StartedServer> {
  const port = await freePort();
  const command =
    kind === 'next'
      ? [path.resolve('node_modules/next/dist/bin/next'), 'start', '--port', String(port)]
      : [path.resolve('.next/standalone/server.js')];
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !/^(SUPABASE_|LEADS_|MAIL_|SMTP_URL$|(OUTBOX_)?DATABASE_(URL|CA_CERT)$|VISITOR_EMAILS_PER_HOUR$|CONTENT_DATASET_PATH$|TRUSTED_PROXY_HEADER$|RESULTS_LINK_SECRET$|VISITOR_KEY_SECRET$|PROCESSOR_)/.test(
          name,
        ),
    ),
  );
  const child = spawn(process.execPath, command, {
    env: {
      ...inherited,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Waits until the server answers `path`, or fails with what it printed. */
export async function waitUntilServing(server: StartedServer, path = '/en'): Promise<void> {
  const deadline = Date.now() + 60_000;
  let ended = false;
  void server.exited.then(() => (ended = true));
  while (Date.now() < deadline && !ended) {
    try {
      const response = await fetch(`${server.origin}${path}`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not serve ${path}:\n${server.output()}`);
}
