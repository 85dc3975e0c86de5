import 'server-only';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { QueryParams } from '@sanity/client';
import { evaluate, parse } from 'groq-js';
import { env } from '@/lib/env';
import { readImageSize } from './image-size';

/** Where the app serves seed images; the route handler in app/seed-images reads them back. */
export const seedImageBasePath = '/seed-images';

const defaultSeedDirectory = path.join(process.cwd(), 'studio', 'seed');

export type SeedImage = { file: string; mimeType: string };

export type DatasetDocument = { _id: string; _type: string; [field: string]: unknown };

type LocalDataset = {
  documents: DatasetDocument[];
  /** Served file name (`<sha1>-<width>x<height>.<ext>`, as on Sanity's CDN) to the file on disk. */
  images: Map<string, SeedImage>;
};

type CachedDataset = { version: string; dataset: Promise<LocalDataset> };

let cached: CachedDataset | undefined;

// The files read at run time are chosen at run time; the standalone build ships studio/seed
// itself (outputFileTracingIncludes), so the bundler need not trace these paths.
export function localDatasetPath(): string {
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
  const text = await readFile(file, 'utf8');
  const assets = new Map<string, DatasetDocument>();
  const images = new Map<string, SeedImage>();
  const upload = async (reference: string) => {
    const asset = await readImageAsset(reference, path.dirname(file));
    assets.set(asset.document._id, asset.document);
    images.set(asset.servedName, { file: asset.file, mimeType: asset.mimeType });
    return asset.document._id;
  };
  const lines = text
    .split('\n')
    .map((line, index) => ({ line: line.trim(), where: `${file}:${index + 1}` }))
    .filter(({ line }) => line.length > 0);
  const documents = await Promise.all(
    lines.map(async ({ line, where }) => {
      const document = await replaceImportedAssets(parseLine(line, where), upload);
      if (!isDocument(document))
        throw new Error(`${where}: every line must be a document with an _id and a _type.`);
      return document;
    }),
  );
  return { documents: [...documents, ...assets.values()], images };
}

function parseLine(line: string, where: string): unknown {
  try {
    return JSON.parse(line);
  } catch (error) {
    throw new Error(`${where}: not valid JSON.`, { cause: error });
  }
}

/**
 * `sanity dataset import` uploads `{"_sanityAsset": "image@file://./images/x.jpg"}` and stores a
 * reference instead; do the same so queries written for the Content Lake work on the file.
 */
async function replaceImportedAssets(
  value: unknown,
  upload: (reference: string) => Promise<string>,
): Promise<unknown> {
  if (Array.isArray(value))
    return Promise.all(value.map((item) => replaceImportedAssets(item, upload)));
  if (!isRecord(value)) return value;
  const { _sanityAsset: reference, ...fields } = value;
  const entries = await Promise.all(
    Object.entries(fields).map(
      async ([key, child]) => [key, await replaceImportedAssets(child, upload)] as const,
    ),
  );
  const object = Object.fromEntries(entries);
  if (typeof reference !== 'string') return object;
  return { ...object, asset: { _type: 'reference', _ref: await upload(reference) } };
}

const mimeTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

async function readImageAsset(reference: string, datasetDirectory: string) {
  const match = /^image@file:\/\/(.+)$/.exec(reference);
  if (!match?.[1])
    throw new Error(
      `Unsupported asset reference "${reference}": the local dataset reads image@file:// only.`,
    );
  const file = await resolveSeedFile(match[1], datasetDirectory);
  const bytes = await readFile(/*turbopackIgnore: true*/ file);
  const extension = path.extname(file).slice(1).toLowerCase();
  const mimeType = mimeTypes[extension];
  if (!mimeType) throw new Error(`Unsupported image type: ${file}`);
  const { width, height } = readImageSize(bytes);
  const sha1 = createHash('sha1').update(bytes).digest('hex');
  const servedName = `${sha1}-${width}x${height}.${extension}`;
  const document: DatasetDocument = {
    _id: `image-${sha1}-${width}x${height}-${extension}`,
    _type: 'sanity.imageAsset',
    _createdAt: new Date(0).toISOString(),
    _updatedAt: new Date(0).toISOString(),
    _rev: sha1,
    assetId: sha1,
    sha1hash: sha1,
    extension,
    mimeType,
    originalFilename: path.basename(file),
    size: bytes.length,
    url: `${seedImageBasePath}/${servedName}`,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
    },
  };
  return { document, servedName, file, mimeType };
}

/**
 * Relative paths resolve beside the dataset, as `sanity dataset import` does. A copy of the dataset
 * elsewhere (tests edit one) falls back to the repository's seed images.
 */
async function resolveSeedFile(relativePath: string, datasetDirectory: string): Promise<string> {
  const besideDataset = path.resolve(datasetDirectory, relativePath);
  if (await exists(besideDataset)) return besideDataset;
  const inSeed = path.resolve(defaultSeedDirectory, relativePath);
  if (await exists(inSeed)) return inSeed;
  throw new Error(
    `Seed image not found: ${relativePath} (looked in ${datasetDirectory} and ${defaultSeedDirectory}).`,
  );
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    (stats) => stats.isFile(),
    () => false,
  );
}

function isDocument(value: unknown): value is DatasetDocument {
  return isRecord(value) && typeof value._id === 'string' && typeof value._type === 'string';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
