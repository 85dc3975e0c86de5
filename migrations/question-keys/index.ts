import { at, defineMigration, set, unset } from 'sanity/migrate';
import { positionFromNumber, questionNumber } from '../../lib/model/assessment-shape';

type Question = { readonly [field: string]: unknown };

/**
 * What becomes of a question an older Studio numbered across the whole assessment, given the key
 * of its category: the position its number meant, and the number goes. A number outside its
 * category's range is left for the Studio's validation and the site's shape check to name.
 */
export function questionKeysChange(
  question: Question,
  categoryKey: string | null,
): { position: number } | 'dropNumber' | 'leave' {
  if (typeof question.position === 'number') return 'dropNumber';
  if (typeof question.number !== 'number') return 'leave';
  const position = positionFromNumber(categoryKey, question.number);
  if (position === undefined || questionNumber(categoryKey, position) === undefined) return 'leave';
  return { position };
}

/**
 * `npm run content:migrate-question-keys` shows what it would change; add `-- --no-dry-run` to
 * change it (docs/content.md).
 */
export default defineMigration({
  title: 'Place each assessment question by its category and position, not a global number',
  documentTypes: ['assessmentQuestion'],
  filter: 'defined(number)',
  migrate: {
    async document(question, context) {
      const { _ref } = (question.category ?? {}) as { _ref?: string };
      const categoryKey = _ref
        ? await context.client.fetch<string | null>('*[_id == $id][0].key', { id: _ref })
        : null;
      const change = questionKeysChange(question, categoryKey);
      if (change === 'leave') return [];
      if (change === 'dropNumber') return [at('number', unset())];
      return [at('position', set(change.position)), at('number', unset())];
    },
  },
});
