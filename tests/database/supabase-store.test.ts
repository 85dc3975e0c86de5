import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSupabaseLeadStore } from '@/lib/database/supabase-store';
import {
  aVisitor,
  aContactLead,
  anAssessmentContactLead,
  anAssessmentResultLead,
} from '../support/lead-fixtures';

const ANON_KEY = 'test-anon-key';

type ReceivedRequest = {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  body: unknown;
};

type Answer = { status: number; body?: unknown };

let server: Server;
let baseUrl: string;
let received: ReceivedRequest[];
let answer: Answer;

// A stand-in for the Data API (PostgREST) that records what it receives.
beforeEach(async () => {
  received = [];
  answer = { status: 201 };
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      received.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: raw ? JSON.parse(raw) : undefined,
      });
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  vi.restoreAllMocks();
  // Resolves whether or not a test already closed it.
  await new Promise((resolve) => server.close(resolve));
});

function store() {
  return createSupabaseLeadStore({ url: baseUrl, anonKey: ANON_KEY });
}

describe('the Supabase lead store', () => {
  it('posts a contact submission to the api schema with the anon key and no representation', async () => {
    const lead = aContactLead();
    expect(await store().saveContact(lead, aVisitor())).toEqual({ ok: true });

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/rest/v1/contact_submissions');
    expect(request?.headers['content-profile']).toBe('api');
    expect(request?.headers['apikey']).toBe(ANON_KEY);
    expect(request?.headers['prefer']).toBe('return=minimal');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      id: lead.id,
      locale: 'en',
      privacy_notice: 'contact:0123456789ab',
      policy_version: '1.0',
      first_name: lead.firstName,
      last_name: lead.lastName,
      company_name: lead.companyName,
      company_size: lead.companySize,
      sector: null,
      email: lead.email,
      message: lead.message,
    });
  });

  it('posts an assessment contact, with the sector it gave', async () => {
    const lead = anAssessmentContactLead({ sector: 'logistics' });
    expect(await store().saveAssessmentContact(lead, aVisitor())).toEqual({ ok: true });

    expect(received[0]?.url).toBe('/rest/v1/assessment_contacts');
    expect(received[0]?.headers['content-profile']).toBe('api');
    expect(received[0]?.body).toEqual({
      id: lead.id,
      locale: 'fr',
      privacy_notice: 'assessment:0123456789ab',
      policy_version: '1.0',
      first_name: 'Émilie',
      last_name: 'du Châtelet',
      company_name: lead.companyName,
      company_size: '201-500',
      sector: 'logistics',
      email: lead.email,
    });
  });

  it('posts an assessment result with its category scores as they are', async () => {
    const lead = anAssessmentResultLead();
    expect(await store().saveAssessmentResult(lead, aVisitor())).toEqual({ ok: true });

    expect(received[0]?.url).toBe('/rest/v1/assessment_results');
    expect(received[0]?.headers['prefer']).toBe('return=minimal');
    expect(received[0]?.body).toEqual({
      id: lead.id,
      locale: 'en',
      privacy_notice: 'assessment:0123456789ab',
      policy_version: '1.0',
      email: lead.email,
      total_score: 53,
      max_possible_score: 80,
      overall_readiness_level: 'Moderate',
      percentage: 66.25,
      category_scores: lead.categoryScores,
      contact_id: null,
      link_nonce: lead.linkNonce,
      access_hash: lead.accessHash,
      owner_hash: lead.ownerHash,
      confirm_hash: lead.confirmHash,
      answers: lead.answers,
    });
  });

  it('sends the rate-limit keys in x-submission-keys, and tells a refusal over the limit apart', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const keys = ['a'.repeat(64), 'b'.repeat(64)];
    expect(await store().saveContact(aContactLead(), keys)).toEqual({ ok: true });
    expect(received[0]?.headers['x-submission-keys']).toBe(keys.join(','));
    answer = {
      status: 429,
      body: { code: 'PT429', details: null, hint: null, message: 'too many submissions' },
    };
    expect(await store().saveContact(aContactLead(), keys)).toEqual({
      ok: false,
      reason: 'rateLimited',
    });
    // An expected refusal, not a fault: nothing is logged as an error.
    expect(errors).not.toHaveBeenCalled();
  });

  it('is ready when the database answers its ready() function, and not otherwise', async () => {
    answer = { status: 200, body: true };
    expect(await store().ready()).toBe(true);
    expect(received.at(-1)).toMatchObject({ method: 'POST', url: '/rest/v1/rpc/ready' });
    answer = { status: 503, body: { code: 'PGRST000', message: 'connection refused' } };
    expect(await store().ready()).toBe(false);
    await new Promise((resolve) => server.close(resolve));
    expect(await store().ready()).toBe(false);
  });

  it('counts a duplicate of the same id as stored', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer = {
      status: 409,
      body: {
        code: '23505',
        details: 'Key (id)=(…) already exists.',
        hint: null,
        message: 'duplicate key value violates unique constraint "contact_submissions_pkey"',
      },
    };
    expect(await store().saveContact(aContactLead(), aVisitor())).toEqual({ ok: true });
    expect(errors).not.toHaveBeenCalled();
  });

  it('answers rejected to a duplicate of any other unique constraint', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer = {
      status: 409,
      body: {
        code: '23505',
        details: 'Key (email)=(…) already exists.',
        hint: null,
        message: 'duplicate key value violates unique constraint "contact_submissions_email_key"',
      },
    };
    expect(await store().saveContact(aContactLead(), aVisitor())).toEqual({
      ok: false,
      reason: 'rejected',
    });
    expect(errors).toHaveBeenCalledWith('[leads] insert failed', {
      table: 'contact_submissions',
      code: '23505',
    });
  });

  it('answers rejected to a check violation, logging the code and no personal data', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer = {
      status: 400,
      body: {
        code: '23514',
        details: 'Failing row contains (secret@example.com).',
        hint: null,
        message: 'new row for relation "contact_submissions" violates check constraint',
      },
    };
    const result = await store().saveContact(
      aContactLead({ email: 'secret@example.com' }),
      aVisitor(),
    );

    expect(result).toEqual({ ok: false, reason: 'rejected' });
    expect(errors.mock.calls).toEqual([
      ['[leads] insert failed', { table: 'contact_submissions', code: '23514' }],
    ]);
  });

  it('answers unavailable to a server error', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer = { status: 500, body: { message: 'internal error' } };
    expect(await store().saveAssessmentResult(anAssessmentResultLead(), aVisitor())).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    expect(errors).toHaveBeenCalledWith('[leads] insert failed', {
      table: 'assessment_results',
      code: 'HTTP 500',
    });
  });

  it('answers unavailable when the schema is not exposed or the grant is missing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer = { status: 406, body: { code: 'PGRST106', message: 'Invalid schema: api' } };
    expect(await store().saveContact(aContactLead(), aVisitor())).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    answer = { status: 401, body: { code: '42501', message: 'permission denied for table' } };
    expect(await store().saveContact(aContactLead(), aVisitor())).toEqual({
      ok: false,
      reason: 'unavailable',
    });
  });

  it('answers unavailable when the connection is refused', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await new Promise((resolve) => server.close(resolve));

    expect(await store().saveAssessmentContact(anAssessmentContactLead(), aVisitor())).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    expect(errors).toHaveBeenCalledWith('[leads] insert failed', {
      table: 'assessment_contacts',
      code: 'network',
    });
  });
});
