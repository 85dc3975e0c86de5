import { expect, test } from '@playwright/test';
import { getDocument, publish, sendWebhook, textAt, token, touch } from './support/lake';
import { MAX_AGE_SECONDS } from './support/settings';

// An edit whose webhook never came (lost, or the webhook not set up) still reaches the page: the
// server regenerates every page at least once per time budget (CONTENT_MAX_AGE_SECONDS).
const PATH = '/fr/use-cases/hr-talent';
const ID = 'useCase-hr-talent';
const budget = MAX_AGE_SECONDS * 1000;

test('without a webhook an edit shows once the time budget is over, not before', async ({
  page,
  request,
}) => {
  test.setTimeout(budget + 90_000);
  const document = await getDocument(ID);
  const original = textAt(document, 'title', 'fr');
  const edited = `Titre modifié sans webhook ${token()}`;
  const heading = page.getByRole('heading', { level: 1 });

  const touchedAt = await touch(request, PATH, document);
  await publish(ID, { 'title.fr': edited });
  try {
    await page.goto(PATH);
    await expect(heading).toHaveText(original);

    await expect(async () => {
      await page.goto(PATH);
      await expect(heading).toHaveText(edited, { timeout: 500 });
    }).toPass({ timeout: budget + 20_000 - (Date.now() - touchedAt), intervals: [1_000] });
    const elapsed = Date.now() - touchedAt;
    const timing = `the edit showed ${Math.round(elapsed / 1000)} s after the page’s last render (budget ${MAX_AGE_SECONDS} s)`;
    test.info().annotations.push({ type: 'timing', description: timing });
    console.log(`${PATH}: ${timing}`);
    expect(elapsed, 'not before half the budget').toBeGreaterThanOrEqual(budget / 2);
    expect(elapsed, 'within the budget and 20 s').toBeLessThanOrEqual(budget + 20_000);
  } finally {
    await publish(ID, { 'title.fr': original });
    await sendWebhook(request, document);
  }
  await expect(async () => {
    await page.goto(PATH);
    await expect(heading).toHaveText(original, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
});
