import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evalQuestions, expectedPaths } from '@/lib/assistant/eval/evaluate';
import { isLocale } from '@/lib/i18n/locales';

// `npm run assistant:eval -- --url` asks a running server's page GET /{locale}/assistant?q=… and
// reads the links it marks data-citation. Here a stand-in server cites the expected page of every
// on-topic question but the first, third in line, and declines everything else.

const run = promisify(execFile);

async function command(args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/assistant-eval.mjs', ...args]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

function page(citations: string[]): string {
  const links = citations.map((url) => `<a data-citation href="${url}">${url}</a>`).join('');
  return `<!doctype html><main><a href="/en/faq">FAQ</a><ol>${links}</ol></main>`;
}

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const [, locale, name] = url.pathname.split('/');
    if (!isLocale(locale) || name !== 'assistant') {
      response.writeHead(404).end();
      return;
    }
    const questions = evalQuestions[locale];
    const asked = questions.find(({ question }) => question === url.searchParams.get('q'));
    const expected = asked ? expectedPaths(asked) : [];
    const first = asked === questions[0];
    const cited = expected.length === 0 ? [] : first ? ['/', '/faq', expected[0]!] : expected;
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(page(cited.map((path) => `/${locale}${path === '/' ? '' : path}`)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('npm run assistant:eval', () => {
  it('measures a running server from the links its answers cite', async () => {
    const { code, stdout } = await command(['--url', base, '--set', 'tuning']);
    expect(code).toBe(0);
    expect(stdout).toContain(`Asked ${base}`);
    const tuning = evalQuestions.en.filter(
      ({ kind, set }) => kind === 'on-topic' && set === 'tuning',
    ).length;
    expect(stdout).toMatch(
      new RegExp(`tuning +${tuning - 1}/${tuning} \\(\\d+ %\\) +${tuning}/${tuning} \\(100 %\\)`),
    );
    expect(stdout).toContain('[on-topic, tuning, not first]');
    expect(stdout).not.toContain('held-out');
  });

  it('says what it takes when asked wrongly, and exits non-zero', async () => {
    const { code, stderr } = await command(['--set', 'everything']);
    expect(code).toBe(1);
    expect(stderr).toContain('--set takes tuning or held-out');
  });
});
