import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priorityOf, reasonsIn, signalsOf, type PrioritySignals } from '@/lib/desk/priority';
import type { DeskPayload } from '@/lib/database/rows';
import type { Tier } from '@/lib/model/tier';
import { DEFAULT_WEIGHTS, parseWeights, type PriorityWeights } from '@/lib/settings/weights';
import { lintFrench } from '@/lib/i18n/french-lint';
import en from '@/lib/i18n/messages/en.json';
import fr from '@/lib/i18n/messages/fr.json';
import {
  assessmentContactRow,
  assessmentResultRow,
  contactSubmissionRow,
  type OutboxPayload,
} from '@/lib/database/rows';
import { COMPANY_SIZES, type ReadinessLevel } from '@/lib/model';
import {
  aContactLead,
  anAssessmentContactLead,
  anAssessmentResultLead,
} from '../support/lead-fixtures';

const nothing: PrioritySignals = {
  companySize: null,
  sector: null,
  asks: false,
  request: null,
  completed: false,
  level: null,
  booked: false,
};

const RANK: Record<Tier, number> = { C: 0, B: 1, A: 2 };
const LEVELS: ReadinessLevel[] = ['High', 'Moderate', 'Low', 'Very Low'];

const signals = fc.record({
  companySize: fc.option(fc.constantFrom(...COMPANY_SIZES), { nil: null }),
  sector: fc.option(fc.constantFrom('logistics', 'retail', 'health'), { nil: null }),
  asks: fc.boolean(),
  request: fc.option(fc.constantFrom('call' as const, 'quote' as const, 'help' as const), {
    nil: null,
  }),
  completed: fc.boolean(),
  level: fc.option(fc.constantFrom(...LEVELS), { nil: null }),
  booked: fc.boolean(),
});

const points = fc.integer({ min: 0, max: 100 });
const weights: fc.Arbitrary<PriorityWeights> = fc
  .record({
    size: fc.record(
      Object.fromEntries(COMPANY_SIZES.map((size) => [size, points])) as Record<
        (typeof COMPANY_SIZES)[number],
        fc.Arbitrary<number>
      >,
    ),
    sector: fc.record({ logistics: points }),
    asks: points,
    completed: points,
    level: fc.record({ High: points, Moderate: points, Low: points, 'Very Low': points }),
    booked: points,
    B: fc.integer({ min: 1, max: 30 }),
    extra: fc.integer({ min: 0, max: 30 }),
  })
  .map(({ extra, ...rest }) => ({ ...rest, A: rest.B + extra }));

describe('priorityOf', () => {
  it('puts a 400-person firm with a Low score that asked for a call in tier A', () => {
    const priority = priorityOf({
      ...nothing,
      companySize: '201-500',
      asks: true,
      request: 'call',
      completed: true,
      level: 'Low',
    });
    expect(priority.tier).toBe('A');
    expect(priority.points).toBe(9);
    expect(priority.reasons).toEqual([
      '201–500 employees',
      'asked for a call',
      'completed the assessment',
      'Low readiness',
    ]);
  });

  it('puts a student’s test, 1-10 employees, High, no message, in tier C', () => {
    const priority = priorityOf({
      ...nothing,
      companySize: '1-10',
      completed: true,
      level: 'High',
    });
    expect(priority).toMatchObject({ tier: 'C', points: 1 });
    // A signal that earned nothing is no reason.
    expect(priority.reasons).toEqual(['completed the assessment']);
  });

  it('puts a mid-sized firm’s plain contact in B, and a booking lifts it to A', () => {
    const contact = {
      ...nothing,
      companySize: '51-200' as const,
      asks: true,
      request: 'help' as const,
    };
    expect(priorityOf(contact).tier).toBe('B');
    expect(priorityOf({ ...contact, booked: true })).toMatchObject({
      tier: 'A',
      points: 8,
      reasons: ['51–200 employees', 'asked for help', 'call booked'],
    });
  });

  it('puts a contact message that asks for a call from a firm of 201 or more in A', () => {
    const contact = {
      ...nothing,
      companySize: '201-500' as const,
      asks: true,
      request: 'call' as const,
    };
    expect(priorityOf(contact).tier).toBe('A');
    expect(priorityOf({ ...contact, companySize: '11-50' }).tier).toBe('B');
  });

  it('counts a sector only when the weights give it points', () => {
    const lead = { ...nothing, sector: 'Logistics', companySize: '11-50' as const };
    expect(priorityOf(lead).points).toBe(1);
    const tuned = { ...DEFAULT_WEIGHTS, sector: { logistics: 2 } };
    expect(priorityOf(lead, tuned)).toMatchObject({
      points: 3,
      tier: 'B',
      reasons: ['11–50 employees', 'sector: logistics'],
    });
  });

  it('scores a sector by the weights’ own names only', () => {
    const tuned = { ...DEFAULT_WEIGHTS, sector: { logistics: 2 } };
    for (const sector of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(priorityOf({ ...nothing, sector }, tuned)).toMatchObject({ points: 0, reasons: [] });
    }
  });

  it('never lowers a tier for a booking, a request or a completed assessment, whatever the weights', () => {
    fc.assert(
      fc.property(signals, weights, fc.constantFrom('booked', 'asks', 'completed'), (s, w, key) => {
        const without = priorityOf({ ...s, [key]: false }, w);
        const withIt = priorityOf({ ...s, [key]: true }, w);
        expect(RANK[withIt.tier]).toBeGreaterThanOrEqual(RANK[without.tier]);
        expect(withIt.points).toBeGreaterThanOrEqual(without.points);
      }),
    );
  });

  it('gives the tier its thresholds name: A from A points, B from B, C below', () => {
    fc.assert(
      fc.property(signals, weights, (s, w) => {
        const { tier, points } = priorityOf(s, w);
        expect(tier).toBe(points >= w.A ? 'A' : points >= w.B ? 'B' : 'C');
      }),
    );
  });

  it('says the same reasons in the sales notice’s English as the English dictionary', () => {
    fc.assert(
      fc.property(signals, weights, (s, w) => {
        const priority = priorityOf(s, w);
        expect(reasonsIn(priority.because, 'en', en)).toEqual(priority.reasons);
      }),
    );
  });

  it('says every reason in French as the house writes it', () => {
    const all = priorityOf(
      {
        companySize: '1000+',
        sector: 'logistics',
        asks: true,
        request: null,
        completed: true,
        level: 'Very Low',
        booked: true,
      },
      { ...DEFAULT_WEIGHTS, size: { ...DEFAULT_WEIGHTS.size }, sector: { logistics: 1 } },
    );
    const french = reasonsIn(all.because, 'fr', fr);
    expect(french).toEqual([
      'plus de 1\u00a0000 salariés',
      'secteur\u00a0: logistics',
      'a fait une demande',
      'a terminé l’évaluation',
      'maturité très faible',
      'appel réservé',
    ]);
    for (const size of COMPANY_SIZES) {
      const [reason] = reasonsIn([{ kind: 'size', size }], 'fr', fr);
      expect(lintFrench(reason!), reason).toEqual([]);
    }
    for (const text of french) expect(lintFrench(text), text).toEqual([]);
  });
});

describe('signalsOf', () => {
  const at = { created_at: '2026-11-20T10:00:00.000Z' };

  it('reads a contact message’s size and what it asks', () => {
    const payload: OutboxPayload = {
      table: 'contact_submissions',
      lead: {
        ...contactSubmissionRow(
          aContactLead({ companySize: '201-500', message: 'Pouvez-vous me rappeler ?' }),
        ),
        ...at,
      },
      contact: null,
    };
    expect(signalsOf(payload, false)).toEqual({
      ...nothing,
      companySize: '201-500',
      asks: true,
      request: 'call',
    });
    const hello = { ...payload, lead: { ...payload.lead, message: 'Bonjour' } };
    expect(signalsOf(hello, false)).toMatchObject({ asks: false, request: null });
  });

  it('reads a started assessment’s size alone', () => {
    const payload: OutboxPayload = {
      table: 'assessment_contacts',
      lead: { ...assessmentContactRow(anAssessmentContactLead({ companySize: '11-50' })), ...at },
      contact: null,
    };
    expect(signalsOf(payload, true)).toEqual({ ...nothing, companySize: '11-50', booked: true });
  });

  it('reads a result’s level and the size its contact left, when it left one', () => {
    const contact = {
      ...assessmentContactRow(anAssessmentContactLead({ companySize: '501-1000' })),
      ...at,
    };
    const lead = {
      ...assessmentResultRow(anAssessmentResultLead({ overallReadinessLevel: 'Low' })),
      ...at,
    };
    const payload: OutboxPayload = { table: 'assessment_results', lead, contact };
    expect(signalsOf(payload, false)).toEqual({
      ...nothing,
      companySize: '501-1000',
      completed: true,
      level: 'Low',
    });
    expect(signalsOf({ ...payload, contact: null }, false)).toMatchObject({
      companySize: null,
      level: 'Low',
    });
  });

  it('reads the sector each kind of lead gave, which the weights then score', () => {
    const tuned = { ...DEFAULT_WEIGHTS, sector: { logistics: 2 } };
    const message: OutboxPayload = {
      table: 'contact_submissions',
      lead: { ...contactSubmissionRow(aContactLead({ sector: 'logistics' })), ...at },
      contact: null,
    };
    const started: OutboxPayload = {
      table: 'assessment_contacts',
      lead: { ...assessmentContactRow(anAssessmentContactLead({ sector: 'logistics' })), ...at },
      contact: null,
    };
    const result: OutboxPayload = {
      table: 'assessment_results',
      lead: { ...assessmentResultRow(anAssessmentResultLead()), ...at },
      contact: started.lead,
    };
    for (const payload of [message, started, result]) {
      const signals = signalsOf(payload, false);
      expect(signals.sector, payload.table).toBe('logistics');
      expect(priorityOf(signals, tuned).reasons).toContain('sector: logistics');
    }
    // A lead stored before the sector existed, or given without one, has none.
    const { sector: _sector, ...older } = message.lead;
    expect(signalsOf({ ...message, lead: older }, false).sector).toBeNull();
    expect(signalsOf({ ...result, contact: null }, false).sector).toBeNull();
  });

  it('reads a call booked with no lead before as a booking and nothing else', () => {
    const payload: DeskPayload = {
      table: 'call_bookings',
      lead: {
        id: '7d0c2a59-3c1e-4a8e-9d0e-2b1f7f0c9a11',
        created_at: at.created_at,
        email: 'ada@example.com',
        name: 'Ada Lovelace',
        call_at: '2026-11-24T09:00:00.000Z',
        locale: null,
      },
      contact: null,
    };
    expect(signalsOf(payload, false)).toEqual({ ...nothing, booked: true });
    expect(priorityOf(signalsOf(payload, true)).tier).toBe('B');
  });

  it('ignores a size or a level the app does not know', () => {
    const payload = {
      table: 'contact_submissions',
      lead: { ...contactSubmissionRow(aContactLead()), company_size: 'huge', ...at },
      contact: null,
    } as unknown as DeskPayload;
    expect(signalsOf(payload, false).companySize).toBeNull();
  });
});

describe('parseWeights', () => {
  it('changes the defaults the setting names, and only those', () => {
    const parsed = parseWeights(
      'size.201-500=4, asks=1, booked=5, A=7, B=2, sector.logistics=1, level.very-low=3',
    );
    expect(parsed).toEqual({
      ...DEFAULT_WEIGHTS,
      size: { ...DEFAULT_WEIGHTS.size, '201-500': 4 },
      sector: { logistics: 1 },
      level: { ...DEFAULT_WEIGHTS.level, 'Very Low': 3 },
      asks: 1,
      booked: 5,
      A: 7,
      B: 2,
    });
    expect(DEFAULT_WEIGHTS.size['201-500']).toBe(3);
  });

  it('reads keys in any case and an empty setting as the defaults', () => {
    expect(parseWeights('')).toEqual(DEFAULT_WEIGHTS);
    expect(parseWeights('Level.Low=3, a=8, SECTOR.Retail=2')).toMatchObject({
      level: { Low: 3 },
      A: 8,
      sector: { retail: 2 },
    });
  });

  it.each([
    ['size.huge=3', /size\.huge, which is no weight/],
    ['speed=3', /speed, which is no weight/],
    ['asks=-1', /whole numbers from 0 to 100/],
    ['asks=1.5', /whole numbers from 0 to 100/],
    ['asks=101', /whole numbers from 0 to 100/],
    ['asks', /entry 1, not key=points/],
    ['asks=1,, booked=2', /entry 2, not key=points/],
    ['asks=1, ASKS=2', /names ASKS twice/],
    ['A=2, B=3', /A no less than B/],
    ['B=0', /B must be 1 at least/],
    ['sector.=1', /which is no weight/],
    ['level.constructor=1', /which is no weight/],
    ['size.toString=1', /which is no weight/],
  ])('refuses %s', (text, problem) => {
    const parsed = parseWeights(text);
    expect(parsed).toHaveProperty('problem');
    expect((parsed as { problem: string }).problem).toMatch(problem);
  });
});
