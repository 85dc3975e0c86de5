import { fileURLToPath } from 'node:url';
import { importDataset as importNdjson, type ImportedImage } from '@/lib/content/dataset-import';
import type { StoredDocument } from './documents';

export type { ImportedImage };

/** The repository's seed images: a copy of the dataset elsewhere falls back to them, as the site's reader does. */
const seedDirectory = fileURLToPath(new URL('../../../studio/seed/', import.meta.url));

/**
 * Reads an NDJSON export as `sanity dataset import` stores it, the same way the site's local
 * dataset does (lib/content/dataset-import.ts); `assetUrl(name)` gives each image's address.
 */
export async function importDataset(
  file: string,
  assetUrl: (name: string) => string,
): Promise<{ documents: StoredDocument[]; images: ImportedImage[] }> {
  const { documents, images } = await importNdjson(file, { assetUrl, seedDirectory });
  return { documents, images: [...images.values()] };
}
