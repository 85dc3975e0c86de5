import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { QUESTION_COUNT } from '../lib/model/assessment-shape';
import { normalizeEmail } from '../lib/model/email';
import { pdfText } from '../tests/assessment/pdf-text';
import { expectNoViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { assessmentResultsFrom } from './support/leads';
import { E2E_MAIL_DIR } from './support/server';

// What needs a browser of the results that live on: the link from the e-mail opened with no
// storage at all, in both languages; the progress a retake shows; a stranger's token. The
// database's side, the e-mail's words and the comparison have their unit tests.

/** The e-mails the server wrote to its folder for the mailbox of `address`, in any spelling. */
async function mailTo(address: string): Promise<ParsedMail[]> {
  const files = (await readdir(E2E_MAIL_DIR).catch(() => [])).sort();
  const mails = await Promise.all(
    files.map(async (file) => simpleParser(await readFile(path.join(E2E_MAIL_DIR, file)))),
  );
  const mailbox = normalizeEmail(address);
  return mails.filter((mail) =>
    [mail.to ?? []]
      .flat()
      .some((to) => to.value.some((entry) => normalizeEmail(entry.address ?? '') === mailbox)),
  );
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

/** The link of one of the site's pages in an e-mail's text, as an absolute address. */
function linkIn(mail: ParsedMail | undefined, route: 'results' | 'confirm'): string {
  const link = new RegExp(`https?://\\S+/(?:en|fr)/${route}/[A-Za-z0-9_-]{32}`).exec(
    mail?.text ?? '',
  )?.[0];
  expect(link, `a /${route}/ link in "${mail?.subject}"`).toBeDefined();
  return link!;
}

/**
 * Opens a confirmation link as its owner does, and presses the button that confirms; without
 * JavaScript the form posts and the page answers all the same.
 */
async function confirmAddress(page: Page, confirmLink: string, { script = true } = {}) {
  const { pathname } = new URL(confirmLink);
  await page.goto(pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your address' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  const confirmed = page.getByRole('heading', { name: 'Thank you, your address is confirmed' });
  if (script) await expect(confirmed).toBeFocused();
  else await expect(confirmed).toBeVisible();
  await page.getByRole('link', { name: 'See my results' }).click();
  await expect(page).toHaveURL(/\/en\/results\/[A-Za-z0-9_-]{32}$/);
}

test('a result lives on at its private link, in both languages; its mailbox gets nothing until its owner confirms', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const tag = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const lead = {
    firstName: 'Margaret',
    lastName: 'Hamilton',
    email: `margaret.${tag}@example.com`,
    companyName: 'Apollo Guidance',
    companySize: '51-200',
  };
  // The results go to another address than the form's.
  const resultsAddress = `results.${tag}@example.org`;
  await takeAssessment(page, lead, 'C', resultsAddress);
  const linkOnPage = await page
    .getByRole('textbox', { name: 'Private link to these results' })
    .inputValue();
  expect(linkOnPage).toMatch(/\/en\/results\/[A-Za-z0-9_-]{32}$/);
  await expect(page.getByText(/sent a confirmation link to the address you gave/)).toBeVisible();
  const pageToken = linkOnPage.split('/').at(-1) ?? '';

  // Until its owner confirms it, the address gets one e-mail: the link that proves it, and
  // nothing anyone typed nor the results.
  await expect.poll(async () => (await mailTo(resultsAddress)).length, { timeout: 30_000 }).toBe(1);
  const [confirmation] = await mailTo(resultsAddress);
  expect(confirmation?.subject).toBe('Confirm your address to receive your AI readiness results');
  expect(confirmation?.attachments ?? []).toEqual([]);
  expect(`${confirmation?.text}${confirmation?.html}`).not.toMatch(
    /Margaret|Hamilton|Apollo|\/results\//,
  );
  const [stored] = await assessmentResultsFrom(resultsAddress);
  expect(stored?.confirmed_at).toBeNull();

  // A browser that never saw the site: no cookie, no storage.
  const stranger = await browser.newContext({ baseURL, storageState: undefined });
  const fresh = await stranger.newPage();
  for (const locale of ['en', 'fr'] as const) {
    const response = await fresh.goto(`/${locale}/results/${pageToken}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['referrer-policy']).toBe('strict-origin');
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
  const changed = `${pageToken.slice(0, -1)}${pageToken.endsWith('A') ? 'B' : 'A'}`;
  const missing = await fresh.goto(`/fr/results/${changed}`);
  expect(missing?.status()).toBe(404);

  // Opening the confirmation link confirms nothing (mail scanners open every link)...
  const confirmLink = linkIn(confirmation, 'confirm');
  await fresh.goto(new URL(confirmLink).pathname);
  await expectNoViolations(fresh, 'the confirmation page');
  expect((await assessmentResultsFrom(resultsAddress))[0]?.confirmed_at).toBeNull();
  await stranger.close();

  // ...its button does, even without JavaScript: the owner's results, and the results e-mail
  // with the report.
  const withoutScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const owner = await withoutScript.newPage();
  await confirmAddress(owner, confirmLink, { script: false });
  await expect(owner.getByRole('region', { name: 'Since your last assessment' })).toHaveCount(0);
  await withoutScript.close();
  expect((await assessmentResultsFrom(resultsAddress))[0]?.confirmed_at).not.toBeNull();
  await expect.poll(async () => (await mailTo(resultsAddress)).length, { timeout: 30_000 }).toBe(2);
  const results = (await mailTo(resultsAddress)).find(
    (mail) => mail.messageId !== confirmation?.messageId,
  );
  // The details were left under another address: its owner's e-mail carries none of them.
  expect(results?.text).toContain('Hello,');
  expect(results?.text).not.toMatch(/Margaret|Hamilton|Apollo/);
  expect(results?.attachments?.[0]?.contentType).toBe('application/pdf');
  expect(linkIn(results, 'results')).not.toContain(pageToken);
});

test('a stranger who types a lead’s address sees nothing of that lead’s past; its confirmed owner sees the progress', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tag = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const owner = `owner.${tag}@example.org`;
  const lead = {
    firstName: 'Katherine',
    lastName: 'Johnson',
    email: `katherine.${tag}@example.com`,
    companyName: 'Langley',
    companySize: '201-500',
  };
  await takeAssessment(page, lead, 'C', owner);
  await expect.poll(async () => (await mailTo(owner)).length, { timeout: 30_000 }).toBe(1);
  await confirmAddress(page, linkIn((await mailTo(owner))[0], 'confirm'));
  await expect.poll(async () => (await mailTo(owner)).length, { timeout: 30_000 }).toBe(2);

  // A stranger, in a browser of their own, types the owner's address in another spelling.
  const strangerContext = await browser.newContext({ baseURL, storageState: undefined });
  const stranger = await strangerContext.newPage();
  await takeAssessment(
    stranger,
    { ...lead, firstName: 'Eve', email: `eve.${tag}@example.net` },
    'A',
    `Owner.${tag}+again@Example.org`,
  );
  await expect(stranger.getByRole('region', { name: 'Since your last assessment' })).toHaveCount(0);
  await expect(stranger.getByText(/Compared with your assessment/)).toHaveCount(0);
  const strangerLink = await stranger
    .getByRole('textbox', { name: 'Private link to these results' })
    .inputValue();
  await stranger.goto(new URL(strangerLink).pathname);
  await expect(ring(stranger)).toBeVisible();
  await expect(stranger.getByRole('region', { name: 'Since your last assessment' })).toHaveCount(0);
  // The PDF the stranger downloads carries no past either.
  const download = stranger.waitForEvent('download');
  await stranger.getByRole('button', { name: 'Download report' }).click();
  const report = pdfText(new Uint8Array(await readFile((await (await download).path())!)));
  expect(report).toContain('Eve');
  expect(report).not.toContain('Since your last assessment');
  await strangerContext.close();

  // The mailbox got one more confirmation, and nothing else, until its owner confirms.
  await expect.poll(async () => (await mailTo(owner)).length, { timeout: 30_000 }).toBe(3);
  const latest = (await mailTo(owner)).filter((mail) => mail.subject?.startsWith('Confirm'));
  expect(latest).toHaveLength(2);

  // The owner takes it again and confirms: their own link shows the change since.
  await page.evaluate(() => window.sessionStorage.clear());
  await takeAssessment(page, lead, 'B', `owner.${tag}+retake@example.org`);
  await expect(page.getByRole('region', { name: 'Since your last assessment' })).toHaveCount(0);
  await expect.poll(async () => (await mailTo(owner)).length, { timeout: 30_000 }).toBe(4);
  const seen = new Set(latest.map((mail) => mail.messageId));
  const retakeConfirmation = (await mailTo(owner))
    .filter((mail) => mail.subject?.startsWith('Confirm'))
    .find((mail) => !seen.has(mail.messageId));
  await confirmAddress(page, linkIn(retakeConfirmation, 'confirm'));
  const progress = page.getByRole('region', { name: 'Since your last assessment' });
  await expect(progress).toBeVisible();
  await expect(progress.locator('[data-row="overall"]')).toContainText(/Up \d+(\.\d)? points?/);
  await expectNoViolations(page, 'the results with their link and the progress since');
});
