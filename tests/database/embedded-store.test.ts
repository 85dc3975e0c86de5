import { createHash } from 'node:crypto';
import { chmod, cp, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openLeadsDatabase } from '@/lib/database/embedded-admin';
import { createEmbeddedLeadStore, type EmbeddedLeadStore } from '@/lib/database/embedded-store';
import { readEmbeddedLeads } from '../support/embedded-leads';
import {
  aVisitor,
  aContactLead,
  anAssessmentContactLead,
  anAssessmentResultLead,
} from '../support/lead-fixtures';

let templateDir: string;
let workDir: string;
let dataDir: string;
let faultFile: string;
const stores: EmbeddedLeadStore[] = [];

function openStore(directory = dataDir): EmbeddedLeadStore {
  const store = createEmbeddedLeadStore({ dataDir: directory, faultFile });
  stores.push(store);
  return store;
}

// Creating a cluster takes seconds; most tests start from a copy of one made here.
beforeAll(async () => {
  templateDir = await mkdtemp(path.join(tmpdir(), 'leads-template-'));
  const { close } = await openLeadsDatabase(path.join(templateDir, 'leads'));
  await close();
}, 120_000);

afterAll(async () => {
  await rm(templateDir, { recursive: true, force: true });
});

beforeEach(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'leads-store-'));
  dataDir = path.join(workDir, 'leads');
  faultFile = path.join(workDir, 'database-down');
  await cp(path.join(templateDir, 'leads'), dataDir, { recursive: true });
});

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(stores.splice(0).map((store) => store.close()));
  await rm(workDir, { recursive: true, force: true });
});

describe('the embedded lead store', () => {
  it('stores each kind of lead with the values it was given', async () => {
    const store = openStore();
    const contact = aContactLead({ message: "L'IA, c'est « maintenant » ; DROP TABLE x; --" });
    const assessmentContact = anAssessmentContactLead({ sector: 'professional-services' });
    // The result names the details left before it, as the wizard does.
    const result = anAssessmentResultLead({ contactId: assessmentContact.id });

    expect(await store.saveContact(contact, aVisitor())).toEqual({ ok: true });
    expect(await store.saveAssessmentContact(assessmentContact, aVisitor())).toEqual({ ok: true });
    expect(await store.saveAssessmentResult(result, aVisitor())).toEqual({ ok: true });

    const leads = await readEmbeddedLeads(dataDir);
    expect(leads.contact_submissions).toEqual([
      {
        id: contact.id,
        created_at: expect.any(String),
        locale: 'en',
        privacy_notice: 'contact:0123456789ab',
        policy_version: '1.0',
        first_name: contact.firstName,
        last_name: contact.lastName,
        company_name: contact.companyName,
        company_size: contact.companySize,
        sector: null,
        email: contact.email,
        message: contact.message,
      },
    ]);
    expect(leads.assessment_contacts).toEqual([
      {
        id: assessmentContact.id,
        created_at: expect.any(String),
        locale: 'fr',
        privacy_notice: 'assessment:0123456789ab',
        policy_version: '1.0',
        first_name: 'Émilie',
        last_name: 'du Châtelet',
        company_name: assessmentContact.companyName,
        company_size: '201-500',
        sector: 'professional-services',
        email: assessmentContact.email,
      },
    ]);
    expect(leads.assessment_results).toEqual([
      {
        id: result.id,
        created_at: expect.any(String),
        locale: 'en',
        privacy_notice: 'assessment:0123456789ab',
        policy_version: '1.0',
        email: result.email,
        total_score: 53,
        max_possible_score: 80,
        overall_readiness_level: 'Moderate',
        percentage: 66.25,
        category_scores: result.categoryScores,
        contact_id: assessmentContact.id,
        link_nonce: result.linkNonce,
        access_hash: result.accessHash,
        owner_hash: result.ownerHash,
        confirm_hash: result.confirmHash,
        answers: result.answers,
        // Unconfirmed, and its links live a year: whatever the insert said.
        confirmed_at: null,
        link_expires_at: expect.any(String),
        link_revoked_at: null,
        // In no team; the link a visitor names is never kept.
        team_id: null,
        team_invite: null,
      },
    ]);
  });

  it('reads a result back by its link’s hash, as a visitor, with the person it names', async () => {
    const store = openStore();
    const contact = anAssessmentContactLead();
    const token = 'abcdefghijklmnopqrstuvwxyz012345';
    const result = anAssessmentResultLead({
      contactId: contact.id,
      accessHash: createHash('sha256').update(token).digest('hex'),
    });
    await store.saveAssessmentContact(contact, aVisitor());
    await store.saveAssessmentResult(result, aVisitor());

    const linked = await store.readResult(result.accessHash, 10);
    expect(linked?.result).toMatchObject({ id: result.id, totalScore: result.totalScore });
    expect(linked?.person?.firstName).toBe(contact.firstName);
    expect(await store.readResult('0'.repeat(64), 10)).toBeNull();
    // Two results are no group to compare with.
    expect(linked?.standings).toBeNull();
    // Its owner confirms it through the store, as the confirmation page does.
    expect(await store.confirmResult(result.confirmHash, 10)).toMatchObject({
      status: 'confirmed',
      resultId: result.id,
    });
    expect((await store.readResult(result.accessHash, 10))?.confirmed).toBe(true);
  });

  it('stores one row when the same submission arrives twice, one after the other or at once', async () => {
    const store = openStore();
    const lead = aContactLead();
    expect(await store.saveContact(lead, aVisitor())).toEqual({ ok: true });
    expect(await store.saveContact(lead, aVisitor())).toEqual({ ok: true });
    const other = anAssessmentContactLead();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => store.saveAssessmentContact(other, aVisitor())),
    );
    expect(results).toEqual(Array.from({ length: 5 }, () => ({ ok: true })));

    const leads = await readEmbeddedLeads(dataDir);
    expect(leads.contact_submissions.map((row) => row.id)).toEqual([lead.id]);
    expect(leads.assessment_contacts.map((row) => row.id)).toEqual([other.id]);
  });

  it('creates and migrates a new database once for concurrent first saves', async () => {
    const freshDir = path.join(workDir, 'not/yet/created');
    const store = openStore(freshDir);
    const leads = Array.from({ length: 10 }, (_, index) =>
      aContactLead({ email: `visitor${index}@example.com` }),
    );
    const results = await Promise.all(leads.map((lead) => store.saveContact(lead, aVisitor())));
    expect(results.every((result) => result.ok)).toBe(true);
    expect((await readEmbeddedLeads(freshDir)).contact_submissions).toHaveLength(10);
  }, 60_000);

  it('answers unavailable and writes nothing while the fault file exists, then stores the retry once', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = openStore();
    const lead = aContactLead();
    await writeFile(faultFile, '');

    expect(await store.saveContact(lead, aVisitor())).toEqual({ ok: false, reason: 'unavailable' });
    expect(await store.saveAssessmentResult(anAssessmentResultLead(), aVisitor())).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    expect(errors).toHaveBeenCalledWith('[leads] insert failed', {
      table: 'contact_submissions',
      code: 'LEADS_FAULT_FILE',
    });
    expect((await readEmbeddedLeads(dataDir)).contact_submissions).toEqual([]);

    await rm(faultFile);
    expect(await store.saveContact(lead, aVisitor())).toEqual({ ok: true });
    expect(await store.saveContact(lead, aVisitor())).toEqual({ ok: true });
    const leads = await readEmbeddedLeads(dataDir);
    expect(leads.contact_submissions.map((row) => row.id)).toEqual([lead.id]);
    expect(leads.assessment_results).toEqual([]);
  });

  it('takes down only the listed email addresses when the fault file lists some', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = openStore();
    await writeFile(faultFile, 'down@example.com\n');

    const down = aContactLead({ email: 'down@example.com' });
    const up = aContactLead({ email: 'up@example.com' });
    expect(await store.saveContact(down, aVisitor())).toEqual({ ok: false, reason: 'unavailable' });
    expect(await store.saveContact(up, aVisitor())).toEqual({ ok: true });

    const leads = await readEmbeddedLeads(dataDir);
    expect(leads.contact_submissions.map((row) => row.email)).toEqual(['up@example.com']);
  });

  it('answers rejected for values the database refuses, and logs only the table and code', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = openStore();
    const blankName = aContactLead({ firstName: '   ', email: 'secret-person@example.com' });
    const inconsistent = anAssessmentResultLead({ percentage: 70 });

    expect(await store.saveContact(blankName, aVisitor())).toEqual({
      ok: false,
      reason: 'rejected',
    });
    expect(await store.saveAssessmentResult(inconsistent, aVisitor())).toEqual({
      ok: false,
      reason: 'rejected',
    });
    expect(await store.saveContact(aContactLead({ id: 'not-a-uuid' }), aVisitor())).toEqual({
      ok: false,
      reason: 'rejected',
    });

    expect(errors.mock.calls).toEqual([
      ['[leads] insert failed', { table: 'contact_submissions', code: '23514' }],
      ['[leads] insert failed', { table: 'assessment_results', code: '23514' }],
      ['[leads] insert failed', { table: 'contact_submissions', code: '22P02' }],
    ]);
    const leads = await readEmbeddedLeads(dataDir);
    expect(leads.contact_submissions).toEqual([]);
    expect(leads.assessment_results).toEqual([]);
  });

  it('counts only a duplicate of the primary key as stored, never one of another unique constraint', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const owner = await openLeadsDatabase(dataDir);
    await owner.db.exec(
      'alter table api.contact_submissions add constraint contact_submissions_email_key unique (email)',
    );
    await owner.close();

    const store = openStore();
    const first = aContactLead({ email: 'same@example.com' });
    expect(await store.saveContact(first, aVisitor())).toEqual({ ok: true });
    expect(await store.saveContact(first, aVisitor())).toEqual({ ok: true });
    const other = aContactLead({ email: 'same@example.com', message: 'Another message.' });
    expect(await store.saveContact(other, aVisitor())).toEqual({ ok: false, reason: 'rejected' });
    expect(errors).toHaveBeenCalledWith('[leads] insert failed', {
      table: 'contact_submissions',
      code: '23505',
    });
    await store.close();
    const leads = await readEmbeddedLeads(dataDir);
    expect(leads.contact_submissions.map((row) => row.id)).toEqual([first.id]);
  });

  it('inserts as anon, so that a grant missing in the migrations fails here as in production', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const owner = await openLeadsDatabase(dataDir);
    await owner.db.exec('revoke insert on api.contact_submissions from anon');
    await owner.close();

    const store = openStore();
    expect(await store.saveContact(aContactLead(), aVisitor())).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    expect(await store.saveAssessmentContact(anAssessmentContactLead(), aVisitor())).toEqual({
      ok: true,
    });
    expect(errors).toHaveBeenCalledWith('[leads] insert failed', {
      table: 'contact_submissions',
      code: '42501',
    });
  });

  it('keeps the submission limit across restarts, and answers rateLimited without an error', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const keys = [createHash('sha256').update('ip:203.0.113.7').digest('hex')];
    const first = openStore();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await first.saveContact(aContactLead(), keys)).toEqual({ ok: true });
    }
    await first.close();
    const restarted = openStore();
    expect(await restarted.saveContact(aContactLead(), keys)).toEqual({
      ok: false,
      reason: 'rateLimited',
    });
    expect(await restarted.saveContact(aContactLead(), aVisitor())).toEqual({ ok: true });
    expect(errors).not.toHaveBeenCalled();
    await restarted.close();
    expect((await readEmbeddedLeads(dataDir)).contact_submissions).toHaveLength(6);
  });

  it('keeps leads across restarts', async () => {
    const first = openStore();
    expect(await first.saveContact(aContactLead(), aVisitor())).toEqual({ ok: true });
    await first.close();

    const second = openStore();
    expect(await second.saveContact(aContactLead(), aVisitor())).toEqual({ ok: true });
    expect((await readEmbeddedLeads(dataDir)).contact_submissions).toHaveLength(2);
  });

  it('closes the data directory to other users of the machine, also one that existed', async () => {
    await chmod(dataDir, 0o777);
    const store = openStore();
    expect(await store.saveContact(aContactLead(), aVisitor())).toEqual({ ok: true });
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);

    const fresh = path.join(workDir, 'fresh', 'leads');
    const owner = await openLeadsDatabase(fresh);
    await owner.close();
    expect((await stat(fresh)).mode & 0o777).toBe(0o700);
  });

  it('refuses to open a data directory that is already open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = openStore();
    expect(await store.saveContact(aContactLead(), aVisitor())).toEqual({ ok: true });

    expect(await openStore().saveContact(aContactLead(), aVisitor())).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    await expect(openLeadsDatabase(dataDir)).rejects.toThrow(/already open/);
    expect((await readEmbeddedLeads(dataDir)).contact_submissions).toHaveLength(1);
  });
});
