import { randomUUID } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { assessmentResultsFrom } from './support/leads';
import { E2E_LEADS_FAULT_FILE } from './support/server';

// The server refuses the leads whose e-mail address the fault file lists (LEADS_FAULT_FILE in .env.example).
// Listing only this test's address leaves every other test's leads alone, so this spec runs beside
// the others. Its name must not end in "faults.spec.ts": the faults project empties that file to
// take the whole database down, and would both break this spec and be broken by it.
// The two tests below share the one file, so they take turns.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

async function refuseLeadsFrom(email: string) {
  // Written aside, then renamed into place: the server never reads a half-written file, and an
  // empty one would take the database down for everybody.
  const draft = `${E2E_LEADS_FAULT_FILE}.${randomUUID()}.tmp`;
  await writeFile(draft, `${email}\n`);
  await rename(draft, E2E_LEADS_FAULT_FILE);
}

async function acceptLeadsAgain() {
  await rm(E2E_LEADS_FAULT_FILE, { force: true });
}

test.afterEach(acceptLeadsAgain);

const texts = {
  en: {
    progress: 'Question 20 of 20',
    submit: 'Submit',
    failure: 'There was an error submitting your assessment. Please try again.',
    emailLabel: 'Email address to receive your results',
    results: 'Your AI Readiness Results',
  },
  fr: {
    progress: 'Question 20 sur 20',
    submit: 'Envoyer',
    failure: 'Une erreur s’est produite lors de l’envoi de votre évaluation. Veuillez réessayer.',
    emailLabel: 'Adresse e-mail pour recevoir vos résultats',
    results: 'Vos résultats de maturité IA',
  },
} as const;

async function startAs(page: Page, email: string) {
  const contact = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    companyName: 'Analytical Engines',
    companySize: '11-50',
  };
  await page.addInitScript((value) => {
    window.sessionStorage.setItem('contact-info', value);
  }, JSON.stringify(contact));
}

async function answerAll(page: Page) {
  const progress = page.getByRole('progressbar');
  for (let number = 1; number <= 20; number += 1) {
    await expect(progress).toHaveAttribute('aria-valuenow', String(number));
    await page.locator(`label[for="question-${number}-B"]`).click();
  }
}

for (const locale of ['en', 'fr'] as const) {
  test(`a submission the database refuses keeps the visitor and the answers; the retry stores one result (${locale})`, async ({
    page,
  }) => {
    const text = texts[locale];
    const email = `refused-${locale}-${randomUUID()}@example.com`;
    await startAs(page, email);
    await page.goto(`/${locale}/assessment`);
    await answerAll(page);

    await refuseLeadsFrom(email);
    const submit = page.getByRole('button', { name: text.submit, exact: true });
    await submit.click();

    const failure = page.locator('[data-sonner-toast][data-type="error"]');
    await expect(failure.locator('[data-title]')).toHaveText(text.failure);
    await expect(page).toHaveURL(new RegExp(`/${locale}/assessment$`));
    await expect(page.getByText(text.progress, { exact: true })).toBeVisible();
    await expect(page.locator('#question-20-B')).toBeChecked();
    await expect(page.getByLabel(text.emailLabel)).toHaveValue(email);
    await expect(submit).toBeEnabled();
    const kept = await page.evaluate(() => sessionStorage.getItem('assessment-answers'));
    expect(Object.keys(JSON.parse(kept ?? '{}').answers ?? {})).toHaveLength(20);
    expect(await assessmentResultsFrom(email)).toHaveLength(0);

    await acceptLeadsAgain();
    await submit.click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/results$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.results);
    const rows = await assessmentResultsFrom(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ locale, total_score: 60, percentage: 75 });
  });
}
