import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conceptVector } from '../support/mock-embeddings';

// `npm run assistant:eval -- --provider` measures the search by meaning through the provider the
// settings name. Here the provider is a stand-in OpenAI-compatible embeddings API on this machine,
// which embeds by the tests' table of concepts.

const run = promisify(execFile);

/** The settings of the child process: the test's own, without any provider of the developer's. */
function settings(extra: Record<string, string>): NodeJS.ProcessEnv {
  const {
    ASSISTANT_PROVIDER_URL: _url,
    ASSISTANT_PROVIDER_MODEL: _model,
    ASSISTANT_EMBEDDING_MODEL: _embeddings,
    ...rest
  } = process.env;
  return { ...rest, ...extra };
}

async function command(args: string[], extra: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['scripts/assistant-eval.mjs', ...args],
      {
        env: settings(extra),
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

let server: Server;
let base: string;
const requests: { model: string; input: string[] }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/embeddings') {
        response.writeHead(404).end();
        return;
      }
      const asked = JSON.parse(body) as { model: string; input: string[] };
      requests.push(asked);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          data: asked.input.map((text, index) => ({ index, embedding: conceptVector(text) })),
          usage: { prompt_tokens: asked.input.length },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('npm run assistant:eval -- --provider', () => {
  it('measures the words and the meaning through the configured provider', async () => {
    const { code, stdout } = await command(['--provider', '--set', 'tuning'], {
      ASSISTANT_PROVIDER_URL: base,
      ASSISTANT_PROVIDER_MODEL: 'chat',
      ASSISTANT_EMBEDDING_MODEL: 'concepts',
    });
    expect(code).toBe(0);
    expect(stdout).toContain(`by the words and the meaning (concepts at ${base})`);
    expect(stdout).toMatch(/tuning +\d+\/\d+/);
    expect(stdout).not.toContain('did not embed');
    expect(requests.every(({ model }) => model === 'concepts')).toBe(true);
    // The pages in batches first, then each question alone.
    expect(requests.some(({ input }) => input.length > 1)).toBe(true);
    expect(requests.some(({ input }) => input.length === 1)).toBe(true);
  });

  it.each([
    [{}, 'ASSISTANT_PROVIDER_URL'],
    [
      { ASSISTANT_PROVIDER_URL: 'http://127.0.0.1:9/v1', ASSISTANT_PROVIDER_MODEL: 'chat' },
      'ASSISTANT_EMBEDDING_MODEL',
    ],
  ])('refuses without a provider that embeds, naming the setting', async (extra, setting) => {
    const { code, stdout, stderr } = await command(['--provider'], extra);
    expect(code).toBe(1);
    expect(stderr).toContain(`--provider needs ${setting}`);
    expect(stdout).toBe('');
  });

  it('refuses --provider beside --url', async () => {
    const { code, stderr } = await command(['--provider', '--url', 'http://127.0.0.1:9']);
    expect(code).toBe(1);
    expect(stderr).toContain('choose one');
  });
});
