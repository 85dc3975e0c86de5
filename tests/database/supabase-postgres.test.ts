import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSupabaseLeadStore } from '@/lib/database/supabase-store';
import type { LeadStore } from '@/lib/database/types';
import { aVisitor, aContactLead, anAssessmentResultLead } from '../support/lead-fixtures';
import { startPostgrest, type PostgrestStandIn } from '../support/postgrest';
import { engineAvailable, openEngine, type Engine } from '../support/sql-engines';

// The production path end to end: the Supabase adapter, through the Data API's statements, into
// the migrated PostgreSQL, as `anon`.
describe.skipIf(!engineAvailable('PostgreSQL'))('the Supabase store on PostgreSQL', () => {
  let engine: Engine;
  let postgrest: PostgrestStandIn;
  let store: LeadStore;

  beforeAll(async () => {
    engine = await openEngine('PostgreSQL');
    const url = new URL(engine.url!);
    url.username = 'authenticator';
    postgrest = await startPostgrest(url.toString());
    store = createSupabaseLeadStore({ url: postgrest.url, anonKey: 'test-anon-key' });
  }, 120_000);

  afterAll(async () => {
    await postgrest?.close();
    await engine?.close();
  });

  async function rowsFor(email: string) {
    const { rows } = await engine.db.query<{ id: string }>(
      'select id from api.contact_submissions where email = $1',
      [email],
    );
    return rows;
  }

  it('is ready, and stores a lead once however often it arrives', async () => {
    expect(await store.ready()).toBe(true);
    const lead = aContactLead({ email: 'once@example.com' });
    expect(await store.saveContact(lead, aVisitor())).toEqual({ ok: true });
    expect(await store.saveContact(lead, aVisitor())).toEqual({ ok: true });
    expect(await rowsFor('once@example.com')).toEqual([{ id: lead.id }]);
    expect(await store.saveAssessmentResult(anAssessmentResultLead(), aVisitor())).toEqual({
      ok: true,
    });
  });

  it('answers rejected to what the database refuses, a duplicate of another key included', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await store.saveContact(aContactLead({ firstName: ' ' }), aVisitor())).toEqual({
      ok: false,
      reason: 'rejected',
    });
    await engine.db.exec(
      'alter table api.contact_submissions add constraint contact_submissions_email_key unique (email)',
    );
    try {
      const other = aContactLead({ email: 'once@example.com', message: 'Another one.' });
      expect(await store.saveContact(other, aVisitor())).toEqual({ ok: false, reason: 'rejected' });
    } finally {
      await engine.db.exec(
        'alter table api.contact_submissions drop constraint contact_submissions_email_key',
      );
      vi.restoreAllMocks();
    }
  });

  it('refuses the sixth lead of a minute for the same keys with rateLimited', async () => {
    const keys = [createHash('sha256').update('ip:198.51.100.77').digest('hex')];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await store.saveContact(aContactLead(), keys)).toEqual({ ok: true });
    }
    expect(await store.saveContact(aContactLead(), keys)).toEqual({
      ok: false,
      reason: 'rateLimited',
    });
  });
});
