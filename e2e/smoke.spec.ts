import { expect, test } from './support/fixtures';
import { assessmentResultsFrom, contactSubmissionsFrom, fillContactForm } from './support/leads';
import { QUESTION_COUNT } from '../lib/model/assessment-shape';

// The few paths a deploy must never break. They run in the main suite and, with
// playwright.standalone.config.ts, against the standalone server a container runs.

for (const [locale, title] of [
  ['en', /AI/],
  ['fr', /IA/],
] as const) {
  test(`the home page renders in ${locale} @smoke`, async ({ page }) => {
    const response = await page.goto(`/${locale}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });
}

test('a contact message is stored @smoke', async ({ page }) => {
  const email = `smoke-contact-${Date.now()}@example.com`;
  await fillContactForm(page, email);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for reaching out!' })).toBeVisible();
  expect(await contactSubmissionsFrom(email)).toMatchObject([{ first_name: 'Grace' }]);
});

test('the assessment leads from the details to the scored results @smoke', async ({ page }) => {
  // Every question's round trip on a shared two-core machine: more than the default 30 s may pass.
  test.slow();
  const email = `smoke-assessment-${Date.now()}@example.com`;
  await page.goto('/en/assessment-info');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Company name').fill('Analytical Engines');
  await page.getByLabel('Company size').selectOption('1-10');
  await page.getByRole('button', { name: 'Start the Assessment' }).click();
  // The details are stored, then the questions' page is built for the first time: beside two other
  // suites on two cores, each has taken 4 to 6 s.
  await expect(page).toHaveURL(/\/en\/assessment$/, { timeout: 30_000 });
  for (let question = 1; question <= QUESTION_COUNT; question += 1) {
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(question));
    await page.locator(`label[for="question-${question}-B"]`).click();
  }
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/results$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your AI Readiness Results');
  expect(await assessmentResultsFrom(email)).toMatchObject([{ total_score: 60, percentage: 75 }]);
});
