import 'server-only';
import { readFile } from 'node:fs/promises';
import { contentLakeClient } from './client';
import { findSeedImage } from './local-dataset';

export type SeedImageFile = { bytes: Uint8Array<ArrayBuffer>; mimeType: string };

/** An image of the local dataset by its served name; none when the Content Lake serves images. */
export async function readSeedImage(fileName: string): Promise<SeedImageFile | null> {
  if (contentLakeClient) return null;
  const image = await findSeedImage(fileName);
  if (!image) return null;
  const bytes = new Uint8Array(await readFile(image.file));
  return { bytes, mimeType: image.mimeType };
}
