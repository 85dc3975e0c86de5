import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { LOCALIZED_GROQ_FILE, localizedGroqSource } from '@/lib/i18n/localized-groq';

describe('the queries’ language fallback', () => {
  it('is generated from the registry: run `npm run registry:sync` when this fails', async () => {
    expect(await readFile(LOCALIZED_GROQ_FILE, 'utf8')).toBe(localizedGroqSource());
  });
});
