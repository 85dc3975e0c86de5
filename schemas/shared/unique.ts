import {
  DEFAULT_STUDIO_CLIENT_OPTIONS,
  getPublishedId,
  type CustomValidator,
  type ValidationContext,
} from 'sanity';

/**
 * Whether another document of the type (not a draft or version of this one) already holds the
 * value. The raw perspective sees drafts too, so two unpublished documents cannot both claim it.
 */
const takenQueries = {
  key: 'defined(*[_type == $type && !sanity::versionOf($published) && key == $value][0]._id)',
  number: 'defined(*[_type == $type && !sanity::versionOf($published) && number == $value][0]._id)',
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

export const numberNotTaken: CustomValidator<number | undefined> = async (number, context) => {
  if (typeof number !== 'number' || !(await isTaken('number', number, context))) return true;
  return `Question ${number} already exists.`;
};
