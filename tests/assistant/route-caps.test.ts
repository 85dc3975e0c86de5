import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { modelWriting } from '../support/mock-model';
import { createEmbeddedLeadStore, type EmbeddedLeadStore } from '@/lib/database/embedded-store';

// The route as the server runs it, on the embedded database: the caps the database keeps, which
// the server reserves from as its own role, decide whether the model writes. A visitor's eleventh
// question in ten minutes gets the passages, another visitor still gets the model, and each answer
// is settled at what the provider reported.

const state = vi.hoisted(() => ({
  store: undefined as unknown,
  headers: new Headers(),
  model: undefined as unknown,
}));
vi.mock('@/lib/database', () => ({ getLeadStore: () => state.store }));
vi.mock('next/headers', () => ({ headers: async () => state.headers }));
// The content as the local dataset holds it, without Next's cache around it.
vi.mock('@/lib/content', async () => {
  const { queryLocalDataset } = await import('@/lib/content/local-dataset');
  const { ASSISTANT_CORPUS_QUERY } = await import('@/lib/content/queries');
  return { getAssistantCorpus: () => queryLocalDataset(ASSISTANT_CORPUS_QUERY) };
});
vi.mock('@/lib/assistant/provider', () => ({
  assistantProvider: () => ({ name: 'Mock', model: state.model }),
}));

const model = modelWriting('Written by the model [1].');

let workDir: string;
let store: EmbeddedLeadStore;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'assistant-route-'));
  store = createEmbeddedLeadStore({ dataDir: path.join(workDir, 'leads') });
  state.store = store;
  state.model = model;
  await store.prepare();
}, 120_000);

afterAll(async () => {
  await store?.close();
  await rm(workDir, { recursive: true, force: true });
});

async function askFrom(address: string): Promise<string> {
  state.headers = new Headers({ 'x-forwarded-for': address });
  const { POST } = await import('@/app/api/assistant/route');
  const response = await POST(
    new Request('http://localhost:3000/api/assistant', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({
        locale: 'en',
        messages: [
          {
            role: 'user',
            parts: [{ type: 'text', text: 'How do you organize our data and respect the GDPR?' }],
          },
        ],
      }),
    }),
  );
  const finish = (await response.text())
    .split('\n')
    .filter((line) => line.startsWith('data: {'))
    .map(
      (line) => JSON.parse(line.slice(6)) as { type: string; messageMetadata?: { mode: string } },
    )
    .find((chunk) => chunk.type === 'finish');
  return finish?.messageMetadata?.mode ?? 'none';
}

describe('POST /api/assistant, with a provider', () => {
  it('lets the model write ten answers in ten minutes for one visitor, then the passages', async () => {
    const modes: string[] = [];
    for (let question = 0; question < 11; question += 1) modes.push(await askFrom('203.0.113.7'));
    expect(modes.slice(0, 10)).toEqual(Array(10).fill('model'));
    expect(modes[10]).toBe('passages');
    expect(model.doStreamCalls).toHaveLength(10);
    // Another visitor has an allowance of their own.
    expect(await askFrom('198.51.100.4')).toBe('model');
    expect(model.doStreamCalls).toHaveLength(11);
  });

  it('settles every answer at the tokens the provider reported, giving the rest back', async () => {
    const reservations = await store.asOutboxWorker(async (tx) => {
      await tx.exec('reset role');
      const { rows } = await tx.query<{ reserved: number; used: number | null }>(
        'select reserved, used from private.assistant_reservations',
      );
      return rows;
    });
    expect(reservations).toHaveLength(11);
    // The mock provider reports 10 tokens read and 5 written for each answer.
    for (const { reserved, used } of reservations) {
      expect(used).toBe(15);
      expect(reserved).toBeGreaterThan(used!);
    }
  });
});
