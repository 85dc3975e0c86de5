import { describe, expect, it, vi } from 'vitest';
import { defaultWiring, loadBriefPage, type BriefWiring } from '@/lib/desk/brief-page';
import { briefToken, deskKey } from '@/lib/desk/links';
import { DESK_LINK_DAYS, type BriefSource } from '@/lib/desk/types';
import { aResultSource, anEntry } from '../support/brief-fixture';

// Content is read through the cache of a page's render; here, straight from the seed.
vi.mock('next/cache', () => ({ unstable_cache: <T>(read: T) => read, revalidateTag: vi.fn() }));

const key = deskKey(process.env.RESULTS_LINK_SECRET ?? '');
const source = aResultSource();
const token = briefToken(source.entry, key);
const arrived = Date.parse(source.entry.createdAt);
const DAY_MS = 24 * 60 * 60 * 1000;

function wiring(found: BriefSource | null, now = new Date(arrived + DAY_MS)) {
  const readSource = vi.fn(async () => found);
  return { readSource, wiring: { ...defaultWiring, readSource, now: () => now } as BriefWiring };
}

describe('the brief behind a link', () => {
  it('is the lead the token names, in the link’s language', async () => {
    const { readSource, wiring: wired } = wiring(source);
    const brief = await loadBriefPage(token, 'fr', wired);
    expect(readSource).toHaveBeenCalledWith({ table: source.entry.table, id: source.entry.id });
    expect(brief?.title).toBe('Fiche de préparation d’appel\u00a0: Jane Doe, Acme Freight');
    expect(brief?.sections.find(({ key }) => key === 'priority')?.blocks[0]).toMatchObject({
      kind: 'facts',
      facts: expect.arrayContaining([{ label: 'Responsable', value: 'marie@lumen.example' }]),
    });
  });

  it('is nothing for a token the server did not make, before any database read', async () => {
    const { readSource, wiring: wired } = wiring(source);
    const forged = `${token.slice(0, -4)}AAAA`;
    const otherKey = briefToken(source.entry, deskKey('another secret entirely, 40 characters'));
    for (const candidate of [forged, otherKey, 'r', `${token}x`, token.toUpperCase()]) {
      expect(await loadBriefPage(candidate, 'en', wired)).toBeNull();
    }
    expect(readSource).not.toHaveBeenCalled();
  });

  it('is nothing once the lead is erased, or older than its links', async () => {
    expect(await loadBriefPage(token, 'en', wiring(null).wiring)).toBeNull();
    const lastDay = new Date(arrived + DESK_LINK_DAYS * DAY_MS);
    expect(await loadBriefPage(token, 'en', wiring(source, lastDay).wiring)).not.toBeNull();
    const dayAfter = new Date(arrived + DESK_LINK_DAYS * DAY_MS + 1000);
    expect(await loadBriefPage(token, 'en', wiring(source, dayAfter).wiring)).toBeNull();
  });

  it('is another lead’s for another lead’s token only', async () => {
    const other = aResultSource(undefined, {
      entry: anEntry({ id: '5b0c3f0e-1d2a-4c1b-9f00-0000000000ee' }),
    });
    const { readSource, wiring: wired } = wiring(other);
    await loadBriefPage(briefToken(other.entry, key), 'en', wired);
    expect(readSource).toHaveBeenCalledWith({ table: 'assessment_results', id: other.entry.id });
  });
});
