import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AROUND_THE_CLOCK,
  businessMinutesBetween,
  isDue,
  isTimeZone,
  parseBusinessHours,
  type BusinessHours,
} from '@/lib/settings/business-hours';

const PARIS = 'Europe/Paris';

function hours(text: string): BusinessHours {
  const parsed = parseBusinessHours(text);
  if ('problem' in parsed) throw new Error(parsed.problem);
  return parsed;
}

const at = (iso: string) => new Date(iso);
const between = (from: string, to: string, open: BusinessHours, zone = PARIS) =>
  businessMinutesBetween(at(from), at(to), open, zone);

const weekdays = hours('Mon-Fri 09:00-18:00');

describe('parseBusinessHours', () => {
  it('reads days and hours, Sunday as day 0', () => {
    const parsed = hours('Mon-Thu 09:00-18:00, Fri 09:00-16:00');
    expect(parsed.days).toEqual([
      [],
      [[540, 1080]],
      [[540, 1080]],
      [[540, 1080]],
      [[540, 1080]],
      [[540, 960]],
      [],
    ]);
  });

  it('reads an empty setting as around the clock, and days in any case', () => {
    expect(hours('')).toEqual(AROUND_THE_CLOCK);
    expect(hours(' ')).toEqual(AROUND_THE_CLOCK);
    expect(hours('sat - SUN 10:00-24:00').days[0]).toEqual([[600, 1440]]);
  });

  it('joins hours that overlap or touch on one day, and keeps a lunch break', () => {
    expect(hours('Mon 09:00-12:00, Mon 11:00-13:00, Mon 13:00-14:00').days[1]).toEqual([
      [540, 840],
    ]);
    expect(hours('Mon-Fri 09:00-12:00, Mon-Fri 14:00-18:00').days[3]).toEqual([
      [540, 720],
      [840, 1080],
    ]);
  });

  it.each([
    ['Mon-Fri', /not days and hours/],
    ['Mon-Fri 9:00-18:00', /not days and hours/],
    ['Lun-Ven 09:00-18:00', /days are Mon, Tue, Wed, Thu, Fri, Sat, Sun/],
    ['Fri-Mon 09:00-18:00', /from Monday towards Sunday/],
    ['Mon 09:00-24:30', /00:00 to 24:00/],
    ['Mon 09:60-18:00', /00:00 to 24:00/],
    ['Mon 18:00-09:00', /end after they start/],
    ['Mon 09:00-09:00', /end after they start/],
    ['Mon-Fri 09:00-18:00,', /has “”/],
  ])('refuses %s', (text, problem) => {
    const parsed = parseBusinessHours(text);
    expect(parsed).toHaveProperty('problem');
    expect((parsed as { problem: string }).problem).toMatch(problem);
  });
});

describe('isTimeZone', () => {
  it('knows IANA names and refuses anything else', () => {
    for (const zone of [PARIS, 'UTC', 'America/New_York', 'Asia/Kolkata']) {
      expect(isTimeZone(zone), zone).toBe(true);
    }
    for (const zone of ['Mars/Olympus_Mons', 'Paris', '+01:00', 'CET+1', '', 'Europe/']) {
      expect(isTimeZone(zone), zone).toBe(false);
    }
  });
});

describe('businessMinutesBetween', () => {
  it('counts a working day’s hours and nothing of the night or the weekend', () => {
    // Monday 16 November 2026, Paris in winter time (UTC+1).
    expect(between('2026-11-16T08:00:00Z', '2026-11-16T17:00:00Z', weekdays)).toBe(540);
    expect(between('2026-11-16T16:30:00Z', '2026-11-17T08:30:00Z', weekdays)).toBe(60);
    // Friday 17:30 to Monday 09:30: half an hour each side of the weekend.
    expect(between('2026-11-20T16:30:00Z', '2026-11-23T08:30:00Z', weekdays)).toBe(60);
    expect(between('2026-11-21T09:00:00Z', '2026-11-22T20:00:00Z', weekdays)).toBe(0);
    expect(between('2026-11-16T12:00:00Z', '2026-11-16T12:00:00Z', weekdays)).toBe(0);
    expect(between('2026-11-17T12:00:00Z', '2026-11-16T12:00:00Z', weekdays)).toBe(0);
  });

  it('counts a whole week of 09:00-18:00 as 45 hours, seconds included', () => {
    expect(between('2026-11-16T00:00:00Z', '2026-11-23T00:00:00Z', weekdays)).toBe(45 * 60);
    expect(between('2026-11-16T08:00:00Z', '2026-11-16T08:00:30Z', weekdays)).toBe(0.5);
  });

  it('keeps the clock’s hours on the last Sunday of March, when Paris skips 02:00-03:00', () => {
    const sundays = hours('Sun 09:00-18:00');
    // 29 March 2026: 09:00 is 07:00 UTC (summer time), 18:00 is 16:00 UTC.
    expect(between('2026-03-28T12:00:00Z', '2026-03-30T12:00:00Z', sundays)).toBe(540);
    expect(between('2026-03-29T06:59:00Z', '2026-03-29T07:01:00Z', sundays)).toBe(1);
    // The skipped hour is never open.
    expect(between('2026-03-28T12:00:00Z', '2026-03-30T12:00:00Z', hours('Sun 02:00-03:00'))).toBe(
      0,
    );
    // The day lasts 23 hours.
    expect(between('2026-03-28T23:00:00Z', '2026-03-29T22:00:00Z', AROUND_THE_CLOCK)).toBe(23 * 60);
    expect(between('2026-03-28T12:00:00Z', '2026-03-30T12:00:00Z', hours('Sun 00:00-24:00'))).toBe(
      23 * 60,
    );
  });

  it('keeps the clock’s hours on the last Sunday of October, when Paris lives 02:00-03:00 twice', () => {
    const sundays = hours('Sun 09:00-18:00');
    // 25 October 2026: 09:00 is 08:00 UTC (winter time), 18:00 is 17:00 UTC.
    expect(between('2026-10-24T12:00:00Z', '2026-10-26T12:00:00Z', sundays)).toBe(540);
    expect(between('2026-10-25T07:59:00Z', '2026-10-25T08:01:00Z', sundays)).toBe(1);
    // The hour lived twice is open twice.
    expect(between('2026-10-24T12:00:00Z', '2026-10-26T12:00:00Z', hours('Sun 02:00-03:00'))).toBe(
      120,
    );
    // The day lasts 25 hours.
    expect(between('2026-10-24T22:00:00Z', '2026-10-25T23:00:00Z', hours('Sun 00:00-24:00'))).toBe(
      25 * 60,
    );
  });

  it('follows the zone it is given, with its own changes of time', () => {
    // New York: 09:00-18:00 is 14:00-23:00 UTC in winter; summer time began 8 March 2026.
    const newYork = 'America/New_York';
    expect(between('2026-11-16T00:00:00Z', '2026-11-17T00:00:00Z', weekdays, newYork)).toBe(540);
    expect(between('2026-11-16T14:00:00Z', '2026-11-16T15:00:00Z', weekdays, newYork)).toBe(60);
    expect(between('2026-03-09T13:00:00Z', '2026-03-09T14:00:00Z', weekdays, newYork)).toBe(60);
    expect(between('2026-03-02T13:00:00Z', '2026-03-02T14:00:00Z', weekdays, newYork)).toBe(0);
  });

  // Six weeks around each season's change of time: Paris, New York and Sydney all change in them.
  const season = fc.constantFrom(
    [Date.UTC(2026, 2, 1), Date.UTC(2026, 3, 12)],
    [Date.UTC(2026, 8, 28), Date.UTC(2026, 10, 8)],
  );
  const moments = (count: number) =>
    season.chain(([start, end]) =>
      fc
        .array(fc.integer({ min: start!, max: end! }), { minLength: count, maxLength: count })
        .map((times) => times.sort((a, b) => a - b).map((ms) => new Date(ms))),
    );
  const zones = fc.constantFrom(PARIS, 'UTC', 'America/New_York', 'Australia/Sydney');

  it('counts around the clock as the time that passed, across every change of time', () => {
    fc.assert(
      fc.property(moments(2), zones, ([from, to], zone) => {
        expect(businessMinutesBetween(from!, to!, AROUND_THE_CLOCK, zone)).toBeCloseTo(
          (to!.getTime() - from!.getTime()) / 60_000,
          6,
        );
      }),
      { numRuns: 100 },
    );
  });

  it('adds up: the open time to a moment and from it is the open time across it', () => {
    const open = hours(
      'Mon-Thu 08:30-12:00, Mon-Thu 13:30-18:00, Fri 09:00-16:00, Sun 00:00-03:00',
    );
    fc.assert(
      fc.property(moments(3), zones, ([first, middle, last], zone) => {
        const whole = businessMinutesBetween(first!, last!, open, zone);
        const parts =
          businessMinutesBetween(first!, middle!, open, zone) +
          businessMinutesBetween(middle!, last!, open, zone);
        expect(whole).toBeCloseTo(parts, 6);
        expect(whole).toBeLessThanOrEqual((last!.getTime() - first!.getTime()) / 60_000 + 1e-6);
      }),
      { numRuns: 100 },
    );
  });
});

describe('isDue', () => {
  it('escalates after the minutes of business hours, not of the clock', () => {
    const friday = '2026-11-20T16:30:00.000Z'; // 17:30 in Paris
    expect(isDue(friday, at('2026-11-23T08:29:00Z'), 60, weekdays, PARIS)).toBe(false);
    expect(isDue(friday, at('2026-11-23T08:30:00Z'), 60, weekdays, PARIS)).toBe(true);
    expect(isDue(new Date(friday), at('2026-11-20T17:30:00Z'), 60, AROUND_THE_CLOCK, PARIS)).toBe(
      true,
    );
  });

  it('never escalates with 0 minutes, before the notice, or without a readable time', () => {
    const notified = '2026-11-16T08:00:00Z';
    expect(isDue(notified, at('2026-12-16T08:00:00Z'), 0, weekdays, PARIS)).toBe(false);
    expect(isDue(notified, at('2026-11-16T07:00:00Z'), 60, weekdays, PARIS)).toBe(false);
    expect(isDue('not a time', at('2026-11-16T07:00:00Z'), 60, weekdays, PARIS)).toBe(false);
  });

  it('stops counting once the lead is due, however long ago it was notified', () => {
    const longAgo = '2016-11-16T08:00:00Z';
    expect(isDue(longAgo, at('2026-11-16T08:00:00Z'), 1440, weekdays, PARIS)).toBe(true);
  });
});
