import { createClient } from '@sanity/client';
import { describe, expect, it, vi } from 'vitest';

const lake = vi.hoisted(() => ({ client: null as unknown }));
vi.mock('@/lib/content/client', () => ({
  get contentLakeClient() {
    return lake.client;
  },
}));

const picture = {
  assetId: 'image-0f1e2d3c4b5a69788796a5b4c3d2e1f001234567-1200x800-jpg',
  url: '/seed-images/logistics.jpg',
  crop: { top: 0.1, bottom: 0, left: 0, right: 0.2 },
  hotspot: { x: 0.3, y: 0.6, height: 0.2, width: 0.2 },
};

async function imageModule() {
  vi.resetModules();
  return import('@/lib/content/image');
}

describe('imageSource', () => {
  it('cuts a Content Lake picture to the slot around the hotspot, within the crop', async () => {
    lake.client = createClient({
      projectId: 'p1',
      dataset: 'production',
      apiVersion: '2025-02-19',
      useCdn: false,
    });
    const { imageSource } = await imageModule();
    const source = imageSource(picture, 3 / 2);
    const url = new URL(source.src);
    expect(url.pathname).toBe(
      '/images/p1/production/0f1e2d3c4b5a69788796a5b4c3d2e1f001234567-1200x800.jpg',
    );
    // The crop leaves x 0–960, y 80–800; a 3:2 cut of it is 960 × 640, centred on the hotspot's
    // y = 480 (160 to 800), which the crop allows.
    expect(url.searchParams.get('rect')).toBe('0,160,960,640');
    expect(url.searchParams.get('w')).toBe('1200');
    expect(url.searchParams.get('h')).toBe('800');
    const small = new URL(source.loader!({ src: source.src, width: 640, quality: 60 }));
    expect([small.searchParams.get('w'), small.searchParams.get('h')]).toEqual(['640', '427']);
    expect(small.searchParams.get('q')).toBe('60');
    // 640 × 427 is 3:2 to the pixel, so its cut may differ from the large one's by one pixel.
    expect(small.searchParams.get('rect')).toMatch(/^0,1(59|60),960,6(40|41)$/);
  });

  it('serves the local dataset’s pictures whole, from the site', async () => {
    lake.client = null;
    const { imageSource } = await imageModule();
    expect(imageSource(picture, 3 / 2)).toEqual({ src: '/seed-images/logistics.jpg' });
  });
});
