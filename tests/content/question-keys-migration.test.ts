import type { MigrationContext } from 'sanity/migrate';
import { describe, expect, it } from 'vitest';
import migration, { questionKeysChange } from '@/migrations/question-keys';
import { CATEGORY_FIGURES } from '@/lib/model/assessment-shape';

// An operator migrates a dataset an older Studio numbered: each question gets the position its
// number meant in its category, and loses the number.

const [leadership, organization] = CATEGORY_FIGURES;

/** The migration's change to one question, with the categories the dataset holds by id. */
async function migrate(question: Record<string, unknown>): Promise<unknown> {
  const keys: Record<string, string> = { 'assessmentCategory-organization': 'organization' };
  const context = {
    client: { fetch: async (_query: string, { id }: { id: string }) => keys[id] ?? null },
  } as unknown as MigrationContext;
  const document = { _id: 'q', _type: 'assessmentQuestion', _rev: '', ...question };
  const migrate = migration.migrate as { document: (...args: unknown[]) => Promise<unknown> };
  return migrate.document(document, context);
}

describe('the question-keys migration', () => {
  it('turns a number into the position it meant in the question’s category', () => {
    expect(questionKeysChange({ number: organization!.firstQuestion }, organization!.key)).toEqual({
      position: 1,
    });
    expect(questionKeysChange({ number: leadership!.lastQuestion }, leadership!.key)).toEqual({
      position: leadership!.questions,
    });
  });

  it('drops the number of a question already placed, and leaves what it cannot place', () => {
    expect(questionKeysChange({ number: 3, position: 3 }, leadership!.key)).toBe('dropNumber');
    expect(questionKeysChange({ number: organization!.firstQuestion }, leadership!.key)).toBe(
      'leave',
    );
    expect(questionKeysChange({ number: 1 }, 'sustainability')).toBe('leave');
    expect(questionKeysChange({ number: 1 }, null)).toBe('leave');
    expect(questionKeysChange({}, leadership!.key)).toBe('leave');
  });

  it('patches a dataset’s question: the position set, the number unset', async () => {
    const category = { _type: 'reference', _ref: 'assessmentCategory-organization' };
    const patches = JSON.stringify(
      await migrate({ category, number: organization!.firstQuestion + 2 }),
    );
    expect(patches).toContain('"path":["position"]');
    expect(patches).toContain('"value":3');
    expect(patches).toContain('"path":["number"]');
    expect(patches).toContain('"type":"unset"');
    expect(await migrate({ number: 7 })).toEqual([]);
  });
});
