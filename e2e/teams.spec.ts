import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { CATEGORY_KEYS, QUESTION_COUNT } from '../lib/model/assessment-shape';
import { normalizeEmail } from '../lib/model/email';
import { expectNoViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { storedLeads } from './support/leads';
import { E2E_MAIL_DIR } from './support/server';

// A team as its people live it: the owner confirms their address, opens a team link, two
// colleagues answer in browsers of their own (one in French), and the owner's view shows the
// spread the stored rows hold, nothing of one person's. The database's side has its unit tests.

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

type Lead = {
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  companySize: string;
};

/** The details form already open on `page`, then every question answered from `letters`. */
async function answer(page: Page, locale: 'en' | 'fr', lead: Lead, letters: string) {
  const form = page.locator('form').filter({ has: page.locator('[name="firstName"]') });
  for (const [name, value] of Object.entries(lead)) {
    const control = form.locator(`[name="${name}"]`);
    if (name === 'companySize') await control.selectOption(value);
    else await control.fill(value);
  }
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/assessment$`));
  for (let number = 1; number <= QUESTION_COUNT; number += 1) {
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(number));
    await page
      .locator(`label[for="question-${number}-${letters[number - 1]!.toUpperCase()}"]`)
      .click();
  }
  await page.locator('input[type="email"]').fill(lead.email);
  await page
    .getByRole('button', { name: locale === 'en' ? 'Submit' : 'Envoyer', exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/results$`));
}

/** A colleague in a browser that never saw the site, through the team link, in `locale`. */
async function colleague(browser: Browser, baseURL: string, link: string, locale: 'en' | 'fr') {
  const context = await browser.newContext({ baseURL, storageState: undefined });
  const page = await context.newPage();
  const { pathname } = new URL(link);
  const response = await page.goto(pathname.replace(/^\/(en|fr)\//, `/${locale}/`));
  return { context, page, status: response?.status() };
}

/** The colleague follows the confirmation e-mail sent to `address`, in their own browser. */
async function confirmFrom(page: Page, address: string) {
  await expect.poll(async () => (await mailTo(address)).length, { timeout: 30_000 }).toBe(1);
  const [mail] = await mailTo(address);
  const link = /https?:\/\/\S+\/(?:en|fr)\/confirm\/[A-Za-z0-9_-]{32}/.exec(mail?.text ?? '')?.[0];
  expect(link, 'a confirmation link').toBeDefined();
  await page.goto(new URL(link!).pathname);
  await page.getByRole('button', { name: /^(Confirm my address|Confirmer mon adresse)$/ }).click();
  await expect(
    page.getByRole('heading', {
      name: /^(Thank you, your address is confirmed|Merci, votre adresse est confirmée)$/,
    }),
  ).toBeVisible();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

test('a team answers together: its owner sees the spread from three people on, and no one sees anyone else’s scores', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const tag = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const owner: Lead = {
    firstName: 'Katherine',
    lastName: 'Johnson',
    email: `katherine.${tag}@example.com`,
    companyName: `Langley Freight ${tag}`,
    companySize: '51-200',
  };

  // The owner answers, confirms their address and comes back through the results e-mail's link.
  await page.goto('/en/assessment-info');
  await answer(page, 'en', owner, 'abcdabcdabcdabcdabcd');
  await expect.poll(async () => (await mailTo(owner.email)).length, { timeout: 30_000 }).toBe(1);
  const [confirmation] = await mailTo(owner.email);
  const confirmLink = /https?:\/\/\S+\/en\/confirm\/[A-Za-z0-9_-]{32}/.exec(
    confirmation?.text ?? '',
  )?.[0];
  // The page right after the questions is the page's link: it offers no team.
  await expect(page.getByRole('heading', { name: 'Your team' })).toHaveCount(0);
  await page.goto(new URL(confirmLink!).pathname);
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await page.getByRole('link', { name: 'See my results' }).click();
  await expect(page).toHaveURL(/\/en\/results\/[A-Za-z0-9_-]{32}$/);
  const ownerPage = page.url();

  await expect(page.getByRole('heading', { name: 'Your team' })).toBeVisible();
  await page.getByRole('button', { name: 'Create a team link' }).click();
  const teamLink = await page
    .getByRole('textbox', { name: 'Team link to share with your colleagues' })
    .inputValue();
  expect(teamLink).toMatch(/\/en\/team\/[A-Za-z0-9_-]{32}$/);
  await expect(
    page.getByText('1 person has answered and confirmed their address, you included.'),
  ).toBeVisible();
  await expectNoViolations(page, 'the owner’s team section');

  // A colleague sees who invited them and for which company, and what the team will see.
  const first = await colleague(browser, baseURL!, teamLink, 'en');
  expect(first.status).toBe(200);
  await expect(
    first.page.getByRole('heading', { level: 1, name: `Assess ${owner.companyName} together` }),
  ).toBeVisible();
  await expect(
    first.page.getByText(
      /Katherine Johnson, whose address at example\.com is confirmed, invited you/,
    ),
  ).toBeVisible();
  await expect(
    first.page.getByText(/Nobody in your team sees your answers or your scores/),
  ).toBeVisible();
  await expectNoViolations(first.page, 'a team link');
  const firstLead = {
    ...owner,
    firstName: 'Dorothy',
    lastName: 'Vaughan',
    email: `dorothy.${tag}@example.com`,
  };
  await answer(first.page, 'en', firstLead, 'bbbbbbbbccccccccdddd');
  // Answers count in the team once their mailbox is proven.
  await page.goto(ownerPage);
  await expect(
    page.getByText('1 person has answered and confirmed their address, you included.'),
  ).toBeVisible();
  await confirmFrom(first.page, firstLead.email);

  // Two respondents: the owner sees the count, no aggregate.
  await page.goto(ownerPage);
  await expect(
    page.getByText('2 people have answered and confirmed their address, you included.'),
  ).toBeVisible();
  await expect(page.locator('[data-team-category]')).toHaveCount(0);

  // The second colleague answers in French.
  const second = await colleague(browser, baseURL!, teamLink, 'fr');
  await expect(
    second.page.getByRole('heading', { level: 1, name: `Évaluez ${owner.companyName} ensemble` }),
  ).toBeVisible();
  const secondLead = {
    ...owner,
    firstName: 'Mary',
    lastName: 'Jackson',
    email: `mary.${tag}@example.fr`,
  };
  await second.page.waitForLoadState('networkidle');
  await answer(second.page, 'fr', secondLead, 'ddddaaaabbbbccccaaaa');
  await confirmFrom(second.page, secondLead.email);

  // No page a colleague gets shows another respondent's scores or the team's.
  for (const { page: theirs } of [first, second]) {
    await expect(theirs.locator('[data-team-category], #team')).toHaveCount(0);
  }

  // Three: the view holds what the stored rows hold, computed here independently.
  const leads = await storedLeads();
  const rows = leads.assessment_results.filter((row) =>
    [owner.email, firstLead.email, secondLead.email].includes(row.email),
  );
  expect(rows).toHaveLength(3);
  await page.goto(ownerPage);
  await expect(
    page.getByText('3 people have answered and confirmed their address, you included.'),
  ).toBeVisible();
  for (const category of CATEGORY_KEYS) {
    const scores = rows.map(
      (row) => row.category_scores.find((item) => item.category === category)!.score,
    );
    const cells = page.locator(`tr[data-team-category="${category}"] td`);
    await expect(cells).toHaveText([
      String(median(scores)),
      String(Math.min(...scores)),
      String(Math.max(...scores)),
      '16',
    ]);
  }
  await expectNoViolations(page, 'the team’s view');
  const pdf = await page.request.get(`${new URL(ownerPage).pathname}/team`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  // The owner heard of each colleague, in their language, without a name or a score.
  await expect
    .poll(
      async () =>
        (await mailTo(owner.email)).filter((mail) => /invited/.test(mail.subject ?? '')).length,
      {
        timeout: 30_000,
      },
    )
    .toBe(2);
  for (const mail of await mailTo(owner.email)) {
    expect(`${mail.subject} ${mail.text}`).not.toMatch(/Dorothy|Vaughan|Mary|Jackson/);
  }

  // The colleagues' own e-mails carry nothing of the team's scores.
  for (const address of [firstLead.email, secondLead.email]) {
    for (const mail of await mailTo(address)) {
      expect(`${mail.text}`).not.toMatch(/Katherine|median|médiane/i);
    }
  }

  // A stopped link is a wrong link: the 404, in the visitor's language.
  await page.getByRole('button', { name: 'Stop this link' }).click();
  await expect(page.getByRole('button', { name: 'Make a new link' })).toBeVisible();
  const late = await colleague(browser, baseURL!, teamLink, 'fr');
  expect(late.status).toBe(404);
  await expect(late.page.locator('html')).toHaveAttribute('lang', 'fr');
  for (const context of [first.context, second.context, late.context]) await context.close();
});
