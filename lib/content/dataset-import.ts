import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { readImageSize } from './image-size';

export type DatasetDocument = { _id: string; _type: string; [field: string]: unknown };

/** An image the import stored: its served name (`<sha1>-<width>x<height>.<ext>`, as on Sanity's CDN) and its file. */
export type ImportedImage = { name: string; file: string; mimeType: string };

export type ImportedDataset = { documents: DatasetDocument[]; images: Map<string, ImportedImage> };

type ImportOptions = {
  /** The address an image asset document gives for the served name. */
  assetUrl: (name: string) => string;
  /** Where images not found beside the dataset are looked for: the repository's seed. */
  seedDirectory: string;
};

const mimeTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/**
 * Reads an NDJSON export as `sanity dataset import` stores it: each `{"_sanityAsset":
 * "image@file://./images/x.jpg"}` becomes a reference to a `sanity.imageAsset` document with the
 * image's SHA-1, size and address, so queries written for the Content Lake work on the file.
 */
export async function importDataset(
  file: string,
  options: ImportOptions,
): Promise<ImportedDataset> {
  const text = await readFile(/*turbopackIgnore: true*/ file, 'utf8');
  const assets = new Map<string, DatasetDocument>();
  const images = new Map<string, ImportedImage>();
  const upload = async (reference: string) => {
    const { document, image } = await readImageAsset(reference, path.dirname(file), options);
    assets.set(document._id, document);
    images.set(image.name, image);
    return document._id;
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

async function readImageAsset(
  reference: string,
  datasetDirectory: string,
  { assetUrl, seedDirectory }: ImportOptions,
): Promise<{ document: DatasetDocument; image: ImportedImage }> {
  const match = /^image@file:\/\/(.+)$/.exec(reference);
  if (!match?.[1])
    throw new Error(`Unsupported asset reference "${reference}": only image@file:// is read.`);
  const file = await findImage(match[1], datasetDirectory, seedDirectory);
  const bytes = await readFile(/*turbopackIgnore: true*/ file);
  const extension = path.extname(file).slice(1).toLowerCase();
  const mimeType = mimeTypes[extension];
  if (!mimeType) throw new Error(`Unsupported image type: ${file}`);
  const { width, height } = readImageSize(bytes);
  const sha1 = createHash('sha1').update(bytes).digest('hex');
  const name = `${sha1}-${width}x${height}.${extension}`;
  const uploadedAt = new Date(0).toISOString();
  const document: DatasetDocument = {
    _id: `image-${sha1}-${width}x${height}-${extension}`,
    _type: 'sanity.imageAsset',
    _createdAt: uploadedAt,
    _updatedAt: uploadedAt,
    _rev: sha1,
    assetId: sha1,
    sha1hash: sha1,
    extension,
    mimeType,
    originalFilename: path.basename(file),
    size: bytes.length,
    url: assetUrl(name),
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
    },
  };
  return { document, image: { name, file, mimeType } };
}

/**
 * Relative paths resolve beside the dataset, as `sanity dataset import` does. A copy of the dataset
 * elsewhere (tests edit one) falls back to the repository's seed images.
 */
async function findImage(relativePath: string, ...directories: string[]): Promise<string> {
  for (const directory of directories) {
    const candidate = path.resolve(directory, relativePath);
    const isFile = await stat(/*turbopackIgnore: true*/ candidate).then(
      (stats) => stats.isFile(),
      () => false,
    );
    if (isFile) return candidate;
  }
  throw new Error(`Image not found: ${relativePath} (looked in ${directories.join(' and ')}).`);
}

function isDocument(value: unknown): value is DatasetDocument {
  return isRecord(value) && typeof value._id === 'string' && typeof value._type === 'string';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
