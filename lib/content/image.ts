import 'server-only';
import { createImageUrlBuilder, type ImageUrlBuilder } from '@sanity/image-url';
import type { ImageLoader } from 'next/image';
import { contentLakeClient } from './client';

/** An image as the queries return it: its asset and, where a marketer set them, crop and hotspot. */
export type ContentImage = {
  assetId: string | null;
  crop: { top?: number; bottom?: number; left?: number; right?: number } | null;
  hotspot: { x?: number; y?: number; height?: number; width?: number } | null;
  url: string | null;
};

/** Where a picture comes from: its address, and how to ask for it at a given width. */
export type ImageSource = { src: string; loader?: ImageLoader };

const builder: ImageUrlBuilder | null = contentLakeClient
  ? createImageUrlBuilder(contentLakeClient)
  : null;

/**
 * The picture cut to `aspectRatio` (width / height) the way the Studio's crop and hotspot say:
 * Sanity's image CDN keeps the cropped area and centres the cut on the hotspot, at each width the
 * page asks for. The local dataset has no image service: its pictures are served whole.
 */
export function imageSource(image: ContentImage, aspectRatio: number): ImageSource {
  if (!builder || !image.assetId) return { src: image.url ?? '' };
  const cut = builder
    .image({
      asset: { _ref: image.assetId },
      crop: image.crop ?? undefined,
      hotspot: image.hotspot ?? undefined,
    } as Parameters<ImageUrlBuilder['image']>[0])
    .fit('crop')
    .auto('format');
  const at = (width: number, quality?: number) =>
    cut
      .width(width)
      .height(Math.round(width / aspectRatio))
      .quality(quality ?? 75)
      .url();
  return { src: at(1200), loader: ({ width, quality }) => at(width, quality) };
}
