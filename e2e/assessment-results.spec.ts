import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { aStoredResult } from '../tests/support/stored-result-fixture';
import { expect, test } from './support/fixtures';
import { field, localized } from './support/seed';
import { E2E_SEED_DATASET } from './support/server';

type Locale = 'en' | 'fr';

const texts = {
  en: {
    ring: /^Overall AI readiness score/,
    consultation: /^Schedule a consultation/,
    notice: 'Choose a time in our online calendar.',
    chart: 'Category scores compared',
  },
  fr: {
    ring: /^Score global de maturité IA/,
    consultation: /^Planifier un appel gratuit/,
    notice: 'Choisissez un créneau dans notre agenda en ligne.',
    chart: 'Comparaison des scores par catégorie',
  },
} as const;

type OverallLevels = Record<string, { explanation: Record<Locale, string> }>;

// What the results page must show for each overall level, from the content the site is built from.
const overallLevels = (
  JSON.parse(
    readFileSync(E2E_SEED_DATASET, 'utf8')
      .split('\n')
      .find((line) => line.includes('"_type":"assessmentSettings"')) ?? '{}',
  ) as { overallLevels: OverallLevels }
).overallLevels;

/** The tab as the wizard leaves it after a submission: 66.25 %, Moderate. */
async function openResults(page: Page, locale: Locale, sector?: string) {
  const plain = aStoredResult({}, locale);
  const result = sector ? { ...plain, contactInfo: { ...plain.contactInfo, sector } } : plain;
  await page.addInitScript((value) => {
    window.sessionStorage.setItem('assessment-result', value);
  }, JSON.stringify(result));
  await page.goto(`/${locale}/results`);
  // The page fills in once its scripts have run, which takes a while on a cold, busy server.
  await expect(page.getByRole('img', { name: texts[locale].ring })).toBeVisible({
    timeout: 30_000,
  });
  return result;
}

function ringValue(page: Page, locale: Locale) {
  // The second circle draws the score over the track.
  return page.getByRole('img', { name: texts[locale].ring }).locator('circle').nth(1);
}

async function dashes(page: Page, locale: Locale) {
  const circle = ringValue(page, locale);
  return {
    length: Number(await circle.getAttribute('stroke-dasharray')),
    offset: Number(await circle.getAttribute('stroke-dashoffset')),
    // A global rule shortens every transition under reduced motion; what matters is what moves.
    transitioned: await circle.evaluate((element) => getComputedStyle(element).transitionProperty),
  };
}

for (const locale of ['en', 'fr'] as const) {
  test(`the results page explains the level, compares the categories and offers a consultation (${locale})`, async ({
    page,
  }) => {
    const result = await openResults(page, locale);
    const text = texts[locale];

    await expect(page.getByText(overallLevels.moderate!.explanation[locale])).toBeVisible();

    const links = page.getByRole('link', { name: text.consultation });
    await expect(links).toHaveCount(2);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleDescription(text.notice);
      const notice = await link.getAttribute('aria-describedby');
      await expect(page.locator(`[id="${notice}"]`)).toBeVisible();
      await expect(page.locator(`[id="${notice}"]`)).toHaveText(text.notice);
    }

    // The drawing is for the eye; screen readers read the same numbers from the table.
    const chart = page.locator('svg[data-chart="categories"]');
    await expect(chart).toHaveAttribute('aria-hidden', 'true');
    await expect(chart.locator('[data-bar]')).toHaveCount(5);
    for (const { category, percentage } of result.categoryScores) {
      await expect(chart.locator(`[data-bar="${category}"]`)).toHaveAttribute(
        'width',
        `${percentage}%`,
      );
    }
    // Each bar is labelled with the short title the Studio gives its category.
    const shortTitles = ['leadership', 'organization', 'data', 'financial', 'risk']
      .map((key) => ({
        order: Number(field(`assessmentCategory-${key}`, 'order')),
        title: localized(`assessmentCategory-${key}`, 'shortTitle')[locale],
      }))
      .sort((a, b) => a.order - b.order)
      .map(({ title }) => title);
    await expect(chart.locator('g > text:first-child')).toHaveText(shortTitles);
    await expect(page.getByRole('table', { name: text.chart }).getByRole('row')).toHaveCount(6);
  });
}

test('the use cases under the results start with the respondent’s sector, in the marketers’ order otherwise', async ({
  page,
}) => {
  const section = page.getByRole('region', {
    name: localized('resultsPage', 'stories.heading').fr,
  });
  const titles = section.getByRole('heading', { level: 3 });
  // The manufacturing story comes fourth in the marketers' order: only the sector brings it up.
  await openResults(page, 'fr', 'manufacturing');
  await expect(titles).toHaveCount(3);
  await expect(titles.first()).toHaveText(localized('useCase-predictive-maintenance', 'title').fr);

  await openResults(page, 'fr');
  await expect(titles).toHaveCount(3);
  await expect(titles.first()).toHaveText(localized('useCase-logistics', 'title').fr);
  await expect(
    section.getByRole('heading', { name: localized('useCase-predictive-maintenance', 'title').fr }),
  ).toHaveCount(0);
});

test.describe('the overall ring', () => {
  // The clock stands still from the first script on, so the ring's delayed start is in our hands.
  test.beforeEach(async ({ page }) => {
    const start = new Date('2030-03-04T09:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1_000));
  });

  test('starts empty, then fills to its value once its delay has passed', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const result = await openResults(page, 'en');
    await expect(ringValue(page, 'en')).toBeVisible();

    const before = await dashes(page, 'en');
    expect(before.offset).toBe(before.length);
    expect(before.transitioned).toBe('stroke-dashoffset');

    await page.clock.runFor(100);
    await expect
      .poll(async () => (await dashes(page, 'en')).offset)
      .toBeCloseTo(before.length * (1 - result.percentage / 100), 3);
  });

  test('with reduced motion shows its value at once, without a transition', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const result = await openResults(page, 'fr');
    await expect(ringValue(page, 'fr')).toBeVisible();

    const shown = await dashes(page, 'fr');
    expect(shown.offset).toBeCloseTo(shown.length * (1 - result.percentage / 100), 3);
    expect(shown.transitioned).not.toContain('stroke-dashoffset');
    expect(await ringValue(page, 'fr').getAttribute('class')).toBeNull();
  });
});
