import {
  DEFAULT_STUDIO_CLIENT_OPTIONS,
  getPublishedId,
  type CustomValidator,
  type ValidationContext,
} from 'sanity';
import { questionNumber } from '../../lib/model/assessment-shape';

/**
 * Whether another document of the type (not a draft or version of this one) already holds the
 * value. The raw perspective sees drafts too, so two unpublished documents cannot both claim it.
 */
const takenQueries = {
  key: 'defined(*[_type == $type && !sanity::versionOf($published) && key == $value][0]._id)',
} as const;

async function isTaken(
  field: keyof typeof takenQueries,
  value: string | number,
  context: ValidationContext,
): Promise<boolean> {
  if (!context.document) return false;
  return context
    .getClient(DEFAULT_STUDIO_CLIENT_OPTIONS)
    .withConfig({ perspective: 'raw' })
    .fetch<boolean>(takenQueries[field], {
      type: context.document._type,
      published: getPublishedId(context.document._id),
      value,
    });
}

/** The site finds a document by its key (an FAQ anchor, a statistic's icon): one document per key. */
export const keyNotTaken: CustomValidator<string | undefined> = async (key, context) => {
  if (typeof key !== 'string' || !(await isTaken('key', key, context))) return true;
  return `Another document already uses the key "${key}".`;
};

/**
 * Whether another question of the category already holds the position. A question an older Studio
 * numbered across the assessment, not yet migrated, holds the position its number meant.
 */
export async function positionNotTaken(
  category: { id: string; key: string },
  position: number,
  context: ValidationContext,
): Promise<boolean> {
  const number = questionNumber(category.key, position);
  if (!context.document || number === undefined) return true;
  const taken = await context
    .getClient(DEFAULT_STUDIO_CLIENT_OPTIONS)
    .withConfig({ perspective: 'raw' })
    .fetch<boolean>(
      `defined(*[
        _type == $type && !sanity::versionOf($published) && category._ref == $category
        && (position == $position || (!defined(position) && number == $number))
      ][0]._id)`,
      {
        type: context.document._type,
        published: getPublishedId(context.document._id),
        category: getPublishedId(category.id),
        position,
        number,
      },
    );
  return !taken;
}
