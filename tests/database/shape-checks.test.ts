import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, migrationFiles } from '@/lib/database/migrations';
import { assessmentResultRow } from '@/lib/database/rows';
import { SHAPE_MIGRATION_NAME, shapeChecksSql } from '@/lib/database/shape-checks';
import { assessmentShape, shapeFigures } from '@/lib/model/assessment-shape';
import { anAssessmentResultLead } from '../support/lead-fixtures';

describe('the database’s checks derived from the registry and the assessment’s shape', () => {
  it('are the newest generated migration: run `npm run registry:sync` when this fails', async () => {
    const migrations = await migrationFiles(process.cwd());
    const latest = migrations.filter(({ name }) => name === SHAPE_MIGRATION_NAME).at(-1);
    expect(latest, 'no shape_checks migration').toBeDefined();
    expect(await readFile(latest!.file, 'utf8')).toBe(shapeChecksSql());
    // Nothing written after it states the same checks by hand.
    const after = migrations.slice(migrations.indexOf(latest!) + 1);
    for (const { file } of after) {
      expect(await readFile(file, 'utf8')).not.toMatch(/locale_is_known|total_score_check/);
    }
  });

  it('follow the shape: one more category of three questions moves every bound', () => {
    const grown = {
      ...assessmentShape,
      categories: [...assessmentShape.categories, { key: 'security', questions: 3 }],
    };
    const figures = shapeFigures(grown);
    expect(figures.questionCount).toBe(shapeFigures(assessmentShape).questionCount + 3);
    const sql = shapeChecksSql(['en'], grown);
    expect(sql).toContain(`jsonb_array_length(category_scores) = ${grown.categories.length}`);
    expect(sql).toContain(`between ${figures.minTotal} and ${figures.maxTotal}`);
    expect(sql).toContain(`when 'security' then (item ->> 'maxScore')::numeric = 12`);
    expect(sql).toContain(`check (answers ~ '^[abcd]{${figures.questionCount}}$')`);
  });

  describe('on a database with another shape', () => {
    let db: PGlite;
    const grown = {
      ...assessmentShape,
      categories: [...assessmentShape.categories, { key: 'security', questions: 3 }],
    };
    beforeAll(async () => {
      db = await PGlite.create();
      await applyMigrations(db, process.cwd());
      await db.exec(shapeChecksSql(['en', 'fr'], grown));
    });
    afterAll(() => db.close());

    async function store(row: Record<string, unknown>) {
      const columns = Object.keys(row);
      await db.query(
        `insert into api.assessment_results (${columns.join(', ')})
         values (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
        Object.values(row),
      );
    }

    it('stores a result of the new shape and refuses one of the old', async () => {
      const old = assessmentResultRow(anAssessmentResultLead());
      await expect(store(old)).rejects.toThrow(/check/);

      const scores = old.category_scores as { score: number }[];
      const security = {
        category: 'security',
        score: 9,
        maxScore: 12,
        percentage: 75,
        readinessLevel: 'Moderate',
      };
      const total = scores.reduce((sum, item) => sum + item.score, 0) + security.score;
      const max = shapeFigures(grown).maxTotal;
      const percentage = Math.round((total * 10000) / max) / 100;
      const row = {
        ...assessmentResultRow(anAssessmentResultLead()),
        category_scores: [...scores, security],
        answers: `${old.answers}bcb`,
        total_score: total,
        max_possible_score: max,
        percentage,
      };
      // Twenty answers no longer make a result of this shape.
      await expect(
        store({
          ...row,
          id: randomUUID(),
          answers: old.answers,
          overall_readiness_level: await level(percentage),
        }),
      ).rejects.toThrow(/answers_check/);
      await store({ ...row, overall_readiness_level: await level(percentage) });
      const { rows } = await db.query<{ count: number }>(
        'select count(*)::int as count from api.assessment_results where id = $1',
        [row.id],
      );
      expect(rows).toEqual([{ count: 1 }]);
    });

    async function level(percentage: number): Promise<string> {
      const { rows } = await db.query<{ level: string }>(
        'select private.readiness_level($1) as level',
        [percentage],
      );
      return rows[0]!.level;
    }
  });
});
