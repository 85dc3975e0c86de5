import 'server-only';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { QueryParams } from '@sanity/client';
import { evaluate, parse } from 'groq-js';
import { env } from '@/lib/env';
import { importDataset, type DatasetDocument, type ImportedImage } from './dataset-import';

/** Where the app serves seed images; the route handler in app/seed-images reads them back. */
const seedImageBasePath = '/seed-images';

const defaultSeedDirectory = path.join(process.cwd(), 'studio', 'seed');

export type SeedImage = ImportedImage;

export type { DatasetDocument };

type LocalDataset = {
  documents: DatasetDocument[];
  /** Served file name (`<sha1>-<width>x<height>.<ext>`, as on Sanity's CDN) to the file on disk. */
  images: Map<string, ImportedImage>;
};

type CachedDataset = { version: string; dataset: Promise<LocalDataset> };

let cached: CachedDataset | undefined;

// The files read at run time are chosen at run time; the standalone build ships studio/seed
// itself (outputFileTracingIncludes), so the bundler need not trace these paths.
function localDatasetPath(): string {
  return path.resolve(
    /*turbopackIgnore: true*/ env.CONTENT_DATASET_PATH ??
      path.join(defaultSeedDirectory, 'production.ndjson'),
  );
}

/** Changes whenever the file is rewritten, so cached query results never outlive an edit. */
export async function localDatasetVersion(file = localDatasetPath()): Promise<string> {
  const { mtimeMs, size } = await stat(/*turbopackIgnore: true*/ file);
  return `${file}:${mtimeMs}:${size}`;
}

export async function loadLocalDataset(file = localDatasetPath()): Promise<LocalDataset> {
  const version = await localDatasetVersion(file);
  if (cached?.version !== version) {
    const entry = { version, dataset: readLocalDataset(file) };
    cached = entry;
    // A file caught mid-write is read again on the next call rather than failing until it changes.
    entry.dataset.catch(() => {
      if (cached === entry) cached = undefined;
    });
  }
  return cached.dataset;
}

/** Evaluates GROQ as the Content Lake would; like `client.fetch`, the caller names the result type. */
export async function queryLocalDataset<Result>(
  query: string,
  params: QueryParams = {},
): Promise<Result> {
  const { documents } = await loadLocalDataset();
  const result = await evaluate(parse(query, { params }), { dataset: documents, params });
  return result.get();
}

export async function findSeedImage(fileName: string): Promise<SeedImage | undefined> {
  const { images } = await loadLocalDataset();
  return images.get(fileName);
}

async function readLocalDataset(file: string): Promise<LocalDataset> {
  const { documents, images } = await importDataset(file, {
    assetUrl: (name) => `${seedImageBasePath}/${name}`,
    seedDirectory: defaultSeedDirectory,
  });
  return { documents, images };
}
