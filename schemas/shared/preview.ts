import { isFilled } from './languages';

export const frenchMissing = 'FR missing';

/** A preview subtitle that flags an untranslated document before anything else. */
export function previewSubtitle(
  details: Array<string | number | undefined>,
  french: unknown[],
): string {
  const flags = french.every(isFilled) ? [] : [frenchMissing];
  return [...flags, ...details.filter((detail) => detail !== undefined && detail !== '')].join(
    ' · ',
  );
}

export const localizedItemPreview = {
  select: { title: 'title.en', titleFr: 'title.fr', descriptionFr: 'description.fr' },
  prepare: ({ title, titleFr, descriptionFr }: Record<string, string | undefined>) => ({
    title,
    subtitle: previewSubtitle([], [titleFr, descriptionFr]),
  }),
};
