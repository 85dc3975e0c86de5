import { rm, writeFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { contactSubmissionsFrom, fillContactForm } from './support/leads';
import { E2E_PRODUCTION_SETTINGS } from './support/production-settings';
import { E2E_LEADS_FAULT_FILE } from './support/server';

// Both tests switch the one database off and on: they must not overlap.
test.describe.configure({ mode: 'serial' });

test.afterEach(async () => {
  await rm(E2E_LEADS_FAULT_FILE, { force: true });
});

test('with the database down the form keeps everything, and a retry stores one row', async ({
  page,
}) => {
  const email = `outage-${Date.now()}@example.com`;
  await fillContactForm(page, email, '201-500');

  await writeFile(E2E_LEADS_FAULT_FILE, '');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'An unexpected error occurred' }),
  ).toBeVisible();
  await expect(page.getByText('Error sending message. Please try again.')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Grace');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Company size')).toHaveValue('201-500');
  await expect(page.getByRole('textbox', { name: /^Message/ })).toHaveValue('Please call me back.');
  expect(await contactSubmissionsFrom(email)).toHaveLength(0);

  await rm(E2E_LEADS_FAULT_FILE);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for reaching out!' })).toBeVisible();
  expect(await contactSubmissionsFrom(email)).toHaveLength(1);
});

test('the French form explains the failure in French', async ({ page }) => {
  await page.goto('/fr/assessment-info');
  await page.getByLabel('Prénom').fill('Marie');
  await page.locator('[name="lastName"]').fill('Curie');
  await page.getByLabel('E-mail').fill(`panne-${Date.now()}@example.com`);
  await page.getByLabel('Nom de l’entreprise').fill('Radium SARL');
  await page.getByLabel('Taille de l’entreprise').selectOption('1-10');
  await writeFile(E2E_LEADS_FAULT_FILE, '');
  await page.getByRole('button', { name: 'Commencer l’évaluation' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Une erreur inattendue s’est produite' }),
  ).toBeVisible();
  await expect(
    page.getByText('Erreur lors de l’envoi du formulaire. Veuillez réessayer.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/fr\/assessment-info$/);
  await expect(page.getByLabel('Prénom')).toHaveValue('Marie');
});

test('readiness answers 503 naming the lead store while the database is down; liveness stays 200', async ({
  request,
}) => {
  // The details are the operator's, who sends CRON_SECRET; anyone else gets the status alone.
  const operator = { authorization: `Bearer ${E2E_PRODUCTION_SETTINGS.CRON_SECRET}` };
  const healthy = await request.get('/api/health/ready', { headers: operator });
  expect(healthy.status()).toBe(200);
  expect(await healthy.json()).toMatchObject({ leads: 'ok', content: 'ok' });
  expect(await (await request.get('/api/health/ready')).json()).toEqual({ status: 'ok' });
  expect(healthy.headers()['cache-control']).toBe('no-store');
  expect(healthy.headers()['x-robots-tag']).toBe('noindex');

  // Answers are kept a few seconds: the outage shows within them.
  await writeFile(E2E_LEADS_FAULT_FILE, '');
  await expect
    .poll(async () => (await request.get('/api/health')).status(), { timeout: 15_000 })
    .toBe(503);
  expect(
    await (await request.get('/api/health/ready', { headers: operator })).json(),
  ).toMatchObject({ status: 'failing', leads: 'failing', content: 'ok' });
  expect(await (await request.get('/api/health')).json()).toEqual({ status: 'failing' });
  expect((await request.get('/api/health/live')).status()).toBe(200);

  await rm(E2E_LEADS_FAULT_FILE);
  await expect
    .poll(async () => (await request.get('/api/health/ready')).status(), { timeout: 15_000 })
    .toBe(200);
});
