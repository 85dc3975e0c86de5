import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { QUESTION_COUNT } from '../lib/model/assessment-shape';
import { expectNoViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { assessmentResultsFrom } from './support/leads';
import { E2E_MAIL_DIR } from './support/server';

// What needs a browser of the results that live on: the link from the e-mail opened with no
// storage at all, in both languages; the progress a retake shows; a stranger's token. The
// database's side, the e-mail's words and the comparison have their unit tests.

/** The e-mails the server wrote to its folder for `address`. */
async function mailTo(address: string): Promise<ParsedMail[]> {
  const files = await readdir(E2E_MAIL_DIR).catch(() => []);
  const mails = await Promise.all(
    files.map(async (file) => simpleParser(await readFile(path.join(E2E_MAIL_DIR, file)))),
  );
  return mails.filter((mail) => [mail.to ?? []].flat().some((to) => to.text.includes(address)));
}

/** The lead form, then every question answered with `letter`, then `address` for the results. */
async function takeAssessment(
  page: Page,
  lead: Record<string, string>,
  letter: string,
  address: string,
) {
  await page.goto('/en/assessment-info');
  const form = page.locator('form').filter({ has: page.getByLabel('First name') });
  for (const [name, value] of Object.entries(lead)) {
    const control = form.locator(`[name="${name}"]`);
    if (name === 'companySize') await control.selectOption(value);
    else await control.fill(value);
  }
  await form.getByRole('button', { name: 'Start the Assessment' }).click();
  await expect(page).toHaveURL(/\/en\/assessment$/);
  for (let number = 1; number <= QUESTION_COUNT; number += 1) {
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(number));
    await page.locator(`label[for="question-${number}-${letter}"]`).click();
  }
  await page.getByLabel('Email address to receive your results').fill(address);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/results$/);
}

const ring = (page: Page) =>
  page.getByRole('img', { name: /^(Overall AI readiness score|Score global de maturité IA)/ });

test('a result lives on at its private link, in both languages, and a retake shows the progress', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const lead = {
    firstName: 'Margaret',
    lastName: 'Hamilton',
    email: `margaret.${tag}@example.com`,
    companyName: 'Apollo Guidance',
    companySize: '51-200',
  };
  // The results go to another address than the form's: the lead is still greeted by name.
  const resultsAddress = `results.${tag}@example.org`;
  await takeAssessment(page, lead, 'C', resultsAddress);
  const linkOnPage = await page
    .getByRole('textbox', { name: 'Private link to these results' })
    .inputValue();
  expect(linkOnPage).toMatch(/\/en\/results\/[A-Za-z0-9_-]{32}$/);

  await expect.poll(async () => (await mailTo(resultsAddress)).length, { timeout: 30_000 }).toBe(1);
  const [mail] = await mailTo(resultsAddress);
  expect(mail?.text).toContain('Hello Margaret,');
  const link = /https?:\/\/\S+\/en\/results\/[A-Za-z0-9_-]{32}/.exec(mail?.text ?? '')?.[0];
  const token = link?.split('/').at(-1) ?? '';
  expect(linkOnPage.endsWith(token)).toBe(true);
  const [stored] = await assessmentResultsFrom(resultsAddress);

  // A browser that never saw the site: no cookie, no storage.
  const stranger = await browser.newContext({ baseURL, storageState: undefined });
  const fresh = await stranger.newPage();
  for (const locale of ['en', 'fr'] as const) {
    const response = await fresh.goto(`/${locale}/results/${token}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    expect(response?.headers()['cache-control']).toContain('no-store');
    expect(await fresh.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    const percent = Math.round(stored!.percentage);
    await expect(ring(fresh)).toHaveAccessibleName(
      locale === 'en'
        ? `Overall AI readiness score: ${percent}%`
        : new RegExp(`^Score global de maturité IA\\s:\\s${percent}\\s%$`),
    );
    await expect(
      fresh.getByText(locale === 'en' ? /Prepared for Margaret Hamilton/ : /Margaret Hamilton/),
    ).toBeVisible();
    await expect(fresh.locator('article[data-category]')).toHaveCount(5);
    if (locale === 'fr') await expectNoViolations(fresh, 'a result’s private link (fr)');
  }
  // One character changed: the site's 404, in the page's language.
  const changed = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
  const missing = await fresh.goto(`/fr/results/${changed}`);
  expect(missing?.status()).toBe(404);
  await stranger.close();

  // Six months on, the same mailbox spelt another way: the change since.
  await page.evaluate(() => window.sessionStorage.clear());
  await takeAssessment(
    page,
    { ...lead, email: `margaret.${tag}+again@example.com` },
    'B',
    `Results.${tag}+retake@Example.org`,
  );
  const progress = page.getByRole('region', { name: 'Since your last assessment' });
  await expect(progress).toBeVisible();
  await expect(progress.locator('[data-row="overall"]')).toContainText(/Up \d+(\.\d)? points/);
  await expectNoViolations(page, 'the results with their link and the progress since');
});
