import type { Page } from '@playwright/test';
import { readEmbeddedLeads } from '../../tests/support/embedded-leads';
import { E2E_LEADS_DIR } from './server';

/** Every lead the server under test has stored, read from the database itself. */
export function storedLeads() {
  return readEmbeddedLeads(E2E_LEADS_DIR);
}

export async function contactSubmissionsFrom(email: string) {
  const leads = await storedLeads();
  return leads.contact_submissions.filter((row) => row.email === email);
}

export async function assessmentContactsFrom(email: string) {
  const leads = await storedLeads();
  return leads.assessment_contacts.filter((row) => row.email === email);
}

export async function assessmentResultsFrom(email: string) {
  const leads = await storedLeads();
  return leads.assessment_results.filter((row) => row.email === email);
}

/** Fills the English contact form as Grace Hopper would, with the e-mail address a test follows. */
export async function fillContactForm(page: Page, email: string, companySize = '11-50') {
  await page.goto('/en/contact');
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Company name').fill('Compilers Inc.');
  await page.getByLabel('Company size').selectOption(companySize);
  await page.getByRole('textbox', { name: /^Message/ }).fill('Please call me back.');
}
