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
