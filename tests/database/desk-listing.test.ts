import { describe, expect, it } from 'vitest';
import { responseTimesTable, waitFor, waitingTable } from '@/lib/desk/listing';
import type { WaitingLead } from '@/lib/desk/store';

const NOW = new Date('2026-11-30T12:00:00.000Z');

function aWaitingLead(overrides: Partial<WaitingLead>): WaitingLead {
  return {
    table: 'contact_submissions',
    id: '0b6f3f9e-2c1d-4e5f-8a9b-0c1d2e3f4a5b',
    createdAt: '2026-11-30T09:00:00.000Z',
    notifiedAt: '2026-11-30T09:01:00.000Z',
    tier: 'A',
    owner: 'marie@firm.example',
    takenBy: null,
    takenAt: null,
    escalatedAt: null,
    bookedAt: null,
    callAt: null,
    closedAt: null,
    name: 'Ada Lovelace',
    companyName: 'Analytical Engines',
    email: 'ada@example.com',
    ...overrides,
  };
}

describe('the desk as the sales team’s command prints it', () => {
  it('says a wait in minutes, hours or days', () => {
    expect(waitFor(0)).toBe('0 min');
    expect(waitFor(59.9)).toBe('59 min');
    expect(waitFor(185)).toBe('3 h 05 min');
    expect(waitFor(47 * 60 + 59)).toBe('47 h 59 min');
    expect(waitFor(52 * 60)).toBe('2 d 4 h');
    expect(waitFor(-5)).toBe('0 min');
  });

  it('lists the lead waiting longest first, from its notice, or its arrival before any', () => {
    const table = waitingTable(
      [
        aWaitingLead({ email: 'recent@example.com' }),
        aWaitingLead({
          email: 'unnoticed@example.com',
          createdAt: '2026-11-30T08:00:00.000Z',
          notifiedAt: null,
          tier: null,
          owner: null,
        }),
        aWaitingLead({
          email: 'escalated@example.com',
          notifiedAt: '2026-11-29T10:00:00.000Z',
          escalatedAt: '2026-11-29T11:00:00.000Z',
          tier: 'B',
        }),
      ],
      NOW,
    );
    const lines = table.trimEnd().split('\n');
    expect(lines[0]).toMatch(/longest first/);
    expect(lines.slice(1).map((line) => /<([^>]+)>/.exec(line)?.[1])).toEqual([
      'escalated@example.com',
      'unnoticed@example.com',
      'recent@example.com',
    ]);
    expect(lines[1]).toMatch(/^\s*26 h 00 min {2}B {2}marie@firm\.example .*escalated$/);
    expect(lines[2]).toMatch(/^\s*4 h 00 min {2}- {2}\(no owner\) .*\(no notice yet\)$/);
    expect(lines[3]).toMatch(/^\s*2 h 59 min {2}A /);
    expect(waitingTable([], NOW)).toBe('No lead is waiting.\n');
  });

  it('prints each week with its takes, median, 90th percentile and those waiting', () => {
    const table = responseTimesTable([
      {
        week: '2026-W48',
        starts: '2026-11-23',
        taken: 0,
        medianMinutes: null,
        p90Minutes: null,
        waiting: 2,
      },
      {
        week: '2026-W49',
        starts: '2026-11-30',
        taken: 3,
        medianMinutes: 42.5,
        p90Minutes: 130,
        waiting: 1,
      },
    ]);
    const [, first, second] = table.split('\n');
    expect(first?.split(/\s{2,}/)).toEqual(['2026-W48 (2026-11-23)', '0', '-', '-', '2']);
    expect(second?.split(/\s{2,}/)).toEqual([
      '2026-W49 (2026-11-30)',
      '3',
      '42 min',
      '2 h 10 min',
      '1',
    ]);
  });
});
