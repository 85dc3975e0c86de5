import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { readEmbeddedCopy } from '../lib/database/embedded-copy';
import { QUESTION_COUNT } from '../lib/model/assessment-shape';
import { pdfText } from '../tests/assessment/pdf-text';
import { expectNoViolations } from './support/axe';
import { actionFields } from './support/no-js-form';
import { expect, test } from './support/fixtures';
import { assessmentResultsFrom, contactSubmissionsFrom, fillContactForm } from './support/leads';
import { E2E_LEADS_DIR, E2E_MAIL_DIR } from './support/server';

// What a consultant does with a lead, in a browser: the notice in the mail folder, its brief, and
// its take link. The rules, the database's side, the escalation and the booking webhook have
// their unit tests.

const SALES = 'sales@lumen.example';

/** The sales notices of the lead left under `email`: the notices reply to the lead. */
async function noticesOf(email: string): Promise<ParsedMail[]> {
  const files = (await readdir(E2E_MAIL_DIR).catch(() => [])).sort();
  const mails = await Promise.all(
    files.map(async (file) => simpleParser(await readFile(path.join(E2E_MAIL_DIR, file)))),
  );
  return mails.filter(
    (mail) => mail.replyTo?.text === email && mail.to && [mail.to].flat()[0]?.text === SALES,
  );
}

async function noticeOf(email: string): Promise<ParsedMail> {
  await expect.poll(async () => (await noticesOf(email)).length, { timeout: 30_000 }).toBe(1);
  return (await noticesOf(email))[0]!;
}

/** A consultant's link of one kind in a notice, as a path on the server under test. */
function linkIn(mail: ParsedMail, route: 'brief' | 'take'): string {
  const link = new RegExp(
    `https?://\\S+/(?:en|fr)/${route}/[a-z][0-9a-f]{32}\\.[A-Za-z0-9_-]{32}`,
  ).exec(mail.text ?? '')?.[0];
  expect(link, `a /${route}/ link in "${mail.subject}"`).toBeDefined();
  return new URL(link!).pathname;
}

/** Who took a lead and when, as the database holds it. */
function takenOf(id: string) {
  return readEmbeddedCopy(E2E_LEADS_DIR, async (db) => {
    const { rows } = await db.query<{ taken_by: string | null }>(
      'select taken_by from private.lead_desk where lead_id = $1',
      [id],
    );
    return rows[0]?.taken_by ?? null;
  });
}

function attachedPdf(mail: ParsedMail): string {
  const pdf = mail.attachments.find((attachment) => attachment.contentType === 'application/pdf');
  expect(pdf, `a PDF attached to "${mail.subject}"`).toBeDefined();
  return pdfText(pdf!.content);
}

/** The lead form, then the questions answered with letters that differ by fours, then `email`. */
async function takeAssessment(page: Page, email: string) {
  await page.goto('/en/assessment-info');
  const form = page.locator('form').filter({ has: page.getByLabel('First name') });
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Company name').fill('Analytical Engines');
  await form.getByLabel('Company size').selectOption('201-500');
  await form.getByRole('button', { name: 'Start the Assessment' }).click();
  await expect(page).toHaveURL(/\/en\/assessment$/);
  for (let number = 1; number <= QUESTION_COUNT; number += 1) {
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(number));
    const letter = 'CBADB'[Math.floor((number - 1) / 4) % 5];
    await page.locator(`label[for="question-${number}-${letter}"]`).click();
  }
  await page.getByLabel('Email address to receive your results').fill(email);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/results$/);
}

test('a contact message reaches sales ranked and routed, with its brief, and its take link takes it once', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `desk-${Date.now()}@example.com`;
  await fillContactForm(page, email, '201-500');
  await page
    .getByRole('textbox', { name: /^Message/ })
    .fill(
      'We need help with a customer service project. Could you call us this week to discuss a quote?',
    );
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for reaching out!' })).toBeVisible();

  const notice = await noticeOf(email);
  expect(notice.subject).toMatch(/^\[A\] New contact message: Grace Hopper, Compilers Inc\.$/);
  expect(notice.text).toContain(`Owner: ${SALES}`);
  const brief = attachedPdf(notice);
  expect(brief).toContain('Grace Hopper');
  expect(brief).toContain('customer service project');
  expect(brief).toMatch(/\/en\/ai-solutions\//);
  expect(brief).toMatch(/\/en\/use-cases\//);

  // Fetched as a mail scanner or a preview fetches it, the link takes nothing: a button waits.
  const [lead] = await contactSubmissionsFrom(email);
  const take = linkIn(notice, 'take');
  const scanned = await request.get(take);
  expect(scanned.status()).toBe(200);
  expect(await scanned.text()).toContain('I take this lead');
  expect(await takenOf(lead!.id)).toBeNull();

  // Pressed without JavaScript, the button takes it.
  const pressed = await request.post(take, {
    multipart: {
      ...(await actionFields(request, take)),
      token: take.split('/').at(-1)!,
      locale: 'en',
    },
    headers: { origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(pressed.status()).toBeLessThan(400);
  expect(await takenOf(lead!.id)).toBe(SALES);

  // A click from the e-mail, later, names the first taker and changes nothing.
  await page.goto(take);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('status')).toContainText(`You (${SALES}) took this lead on`);
  await expect(page.getByRole('button', { name: 'I take this lead' })).toHaveCount(0);
  await expectNoViolations(page, 'the take page');
  expect(await takenOf(lead!.id)).toBe(SALES);

  // The brief's page, and nothing at a changed link.
  const briefPath = linkIn(notice, 'brief');
  await page.goto(briefPath);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Grace Hopper');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const changed = briefPath.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
  const refused = await page.goto(changed);
  expect(refused?.status()).toBe(404);
});

test('an assessment’s notice carries the brief, weakest category first', async ({ page }) => {
  test.setTimeout(150_000);
  const email = `desk-assessment-${Date.now()}@example.com`;
  await takeAssessment(page, email);
  const [result] = await assessmentResultsFrom(email);
  expect(result).toBeDefined();
  const notices = async () =>
    (await noticesOf(email)).filter((mail) => mail.subject?.includes('Assessment completed'));
  await expect.poll(async () => (await notices()).length, { timeout: 30_000 }).toBe(1);
  const [notice] = await notices();
  expect(notice!.subject).toMatch(
    /^\[[ABC]\] Assessment completed: Ada Lovelace, Analytical Engines$/,
  );
  const brief = attachedPdf(notice!);
  const lowest = Math.min(...result!.category_scores.map((score) => score.percentage));
  const weakest = result!.category_scores
    .filter((score) => score.percentage === lowest)
    .map((score) => score.category);
  const names: Record<string, string> = {
    leadership: 'Leadership',
    organization: 'Organizational',
    data: 'Data',
    financial: 'Financial',
    risk: 'Risk',
  };
  const positions = Object.entries(names)
    .map(([key, name]) => [key, brief.indexOf(name)] as const)
    .filter(([, at]) => at >= 0)
    .sort((a, b) => a[1] - b[1]);
  expect(weakest).toContain(positions[0]?.[0]);
  expect(brief).toMatch(/\/en\/ai-solutions\//);
  expect(brief).toMatch(/\/en\/use-cases\//);
});
