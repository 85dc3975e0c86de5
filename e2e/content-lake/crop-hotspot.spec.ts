import { expect, test, type Locator } from '@playwright/test';
import { createImageUrlBuilder } from '@sanity/image-url';
import { getDocument, lake, sendWebhook, textAt } from './support/lake';
import { DATASET, LAKE_URL, PROJECT_ID } from './support/settings';

// A story's picture as the marketer framed it in the Studio: Sanity's image service keeps the
// crop and cuts around the hotspot, asked through the picture's address (`rect=`).
const ID = 'useCase-logistics';
const PATH = '/en/use-cases/logistics';

const crop = { _type: 'sanity.imageCrop', top: 0.1, bottom: 0.2, left: 0.15, right: 0.05 };
const hotspot = { _type: 'sanity.imageHotspot', x: 0.3, y: 0.4, height: 0.3, width: 0.3 };

type Framing = { crop?: typeof crop; hotspot?: typeof hotspot };

/** Every address the picture offers the browser: its src and each candidate of its srcset. */
async function addresses(image: Locator): Promise<URL[]> {
  const src = await image.getAttribute('src');
  const srcset = (await image.getAttribute('srcset')) ?? '';
  // Candidates are apart by a comma and a space; `rect=` has commas of its own.
  const candidates = srcset
    .split(/,\s+/)
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter((url): url is string => Boolean(url));
  return [src ?? '', ...candidates].map((url) => new URL(url));
}

/** What @sanity/image-url makes of the picture at the size of `url`, at Sanity's image service. */
function expected(assetId: string, url: URL, framing: Framing): string {
  return createImageUrlBuilder({ projectId: PROJECT_ID, dataset: DATASET, baseUrl: LAKE_URL })
    .image({ asset: { _ref: assetId }, ...framing } as Parameters<
      ReturnType<typeof createImageUrlBuilder>['image']
    >[0])
    .fit('crop')
    .auto('format')
    .width(Number(url.searchParams.get('w')))
    .height(Number(url.searchParams.get('h')))
    .quality(Number(url.searchParams.get('q')))
    .url();
}

async function expectFraming(image: Locator, assetId: string, framing: Framing) {
  const urls = await addresses(image);
  expect(urls.length).toBeGreaterThan(1);
  for (const url of urls) {
    expect(url.origin).toBe(LAKE_URL);
    expect(url.href).toBe(expected(assetId, url, framing));
    const width = Number(url.searchParams.get('w'));
    expect(Number(url.searchParams.get('h'))).toBe(Math.round(width / 1.5));
    // Cropped, every size is cut from the crop's area. Whole, the picture (3:2 already) is cut at
    // most by a pixel where a size rounds.
    if (framing.crop) expect(url.searchParams.get('rect')).toMatch(/^\d+,\d+,\d+,\d+$/);
  }
  if (!framing.crop) expect(await image.getAttribute('src')).not.toContain('rect=');
  // The emulator serves the file (whole; it is no image service), and the policy lets it in.
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
}

test('the story’s picture follows the crop and hotspot set in the Studio', async ({
  page,
  request,
}) => {
  const document = await getDocument(ID);
  const image = document.image as { asset: { _ref: string } };
  const assetId = image.asset._ref;
  const picture = page.getByRole('img', { name: textAt(document, 'image.alt', 'en') });

  await page.goto(PATH);
  await expectFraming(picture, assetId, {});

  await lake.patch(ID).set({ 'image.crop': crop, 'image.hotspot': hotspot }).commit();
  try {
    await sendWebhook(request, document);
    await expect(async () => {
      await page.goto(PATH);
      expect(await picture.getAttribute('src')).toContain('rect=');
    }).toPass({ timeout: 10_000 });
    await expectFraming(picture, assetId, { crop, hotspot });
  } finally {
    await lake.patch(ID).unset(['image.crop', 'image.hotspot']).commit();
    await sendWebhook(request, document);
  }
  await expect(async () => {
    await page.goto(PATH);
    expect(await picture.getAttribute('src')).not.toContain('rect=');
  }).toPass({ timeout: 10_000 });
  await expectFraming(picture, assetId, {});
});
