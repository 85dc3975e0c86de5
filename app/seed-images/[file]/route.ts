import { readSeedImage } from '@/lib/content/seed-images';

type RouteProps = { params: Promise<{ file: string }> };

export async function GET(_request: Request, { params }: RouteProps): Promise<Response> {
  const image = await readSeedImage((await params).file);
  if (!image) return new Response(null, { status: 404 });
  return new Response(image.bytes, {
    headers: {
      'Content-Type': image.mimeType,
      // The name carries the file's SHA-1, like Sanity's CDN, so a changed image gets a new URL.
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
