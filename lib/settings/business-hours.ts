/**
 * The firm's business hours (LEADS_BUSINESS_HOURS), in its time zone (LEADS_TIME_ZONE): a lead
 * that arrives on Friday evening is not escalated on Saturday morning for want of an answer, and
 * one that waits an hour of open time is. `Mon-Fri 09:00-18:00`, or
 * `Mon-Thu 09:00-18:00, Fri 09:00-16:00`; empty, around the clock. Times are the zone's wall
 * clock, so that a day of 09:00-18:00 is nine hours on either side of a change to summer time,
 * and a whole day is the 23 or 25 hours it lasts then.
 */

/** Open from one minute after midnight to another, 0 to 1440. */
type Interval = readonly [start: number, end: number];

export type BusinessHours = {
  /** Each weekday's open intervals, Sunday first as Date.getUTCDay counts, sorted and apart. */
  days: readonly (readonly Interval[])[];
};

const MINUTE = 60_000;
const DAY = 86_400_000;
const MINUTES_A_DAY = 1440;

export const AROUND_THE_CLOCK: BusinessHours = {
  days: Array.from({ length: 7 }, () => [[0, MINUTES_A_DAY] as const]),
};

/** The settings' day names, Monday first, each with its Date.getUTCDay number. */
const DAY_NAMES = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const weekdayOf = (position: number) => (position + 1) % 7;

const BUSINESS_HOURS_FORMAT =
  'days and hours, comma-separated, such as Mon-Fri 09:00-18:00 or Mon-Thu 09:00-18:00, Fri 09:00-16:00';

const ENTRY = /^([a-z]{3})(?:\s*-\s*([a-z]{3}))?\s+(\d{2}):(\d{2})\s*-\s*(\d{2}):(\d{2})$/i;

function minutesOf(hours: string, minutes: string): number | undefined {
  const value = Number(hours) * 60 + Number(minutes);
  return Number(minutes) < 60 && value <= MINUTES_A_DAY ? value : undefined;
}

/** Each day's intervals sorted, those that overlap or touch made one. */
function merged(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  const result: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = result.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else result.push([start, end]);
  }
  return result;
}

/**
 * The hours a LEADS_BUSINESS_HOURS setting gives, or why it cannot be read, as the end of a
 * sentence naming the setting. Day ranges run Monday to Sunday; a time is 00:00 to 24:00, and an
 * interval ends after it starts, on the same day.
 */
export function parseBusinessHours(text: string): BusinessHours | { problem: string } {
  if (text.trim() === '') return AROUND_THE_CLOCK;
  const days: Interval[][] = Array.from({ length: 7 }, () => []);
  for (const raw of text.split(',')) {
    const entry = raw.trim();
    const match = ENTRY.exec(entry);
    if (!match) {
      return { problem: `has “${entry}”, which is not days and hours: ${BUSINESS_HOURS_FORMAT}` };
    }
    const [
      ,
      first = '',
      last = first,
      startHours = '',
      startMinutes = '',
      endHours = '',
      endMinutes = '',
    ] = match;
    const from = DAY_NAMES.indexOf(first.toLowerCase());
    const to = DAY_NAMES.indexOf(last.toLowerCase());
    if (from < 0 || to < 0) {
      return { problem: `has “${entry}”: days are ${DAY_NAMES.map(capitalized).join(', ')}` };
    }
    if (to < from) {
      return { problem: `has “${entry}”: a range of days runs from Monday towards Sunday` };
    }
    const start = minutesOf(startHours, startMinutes);
    const end = minutesOf(endHours, endMinutes);
    if (start === undefined || end === undefined) {
      return { problem: `has “${entry}”: a time is 00:00 to 24:00` };
    }
    if (end <= start) {
      return {
        problem: `has “${entry}”: hours end after they start, on the same day (split a night in two)`,
      };
    }
    for (let position = from; position <= to; position++)
      days[weekdayOf(position)]!.push([start, end]);
  }
  return { days: days.map(merged) };
}

function capitalized(name: string): string {
  return name[0]!.toUpperCase() + name.slice(1);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(undefined, {
      timeZone,
      numberingSystem: 'latn',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** Whether Intl knows a time zone by this IANA name, such as Europe/Paris or UTC. */
export function isTimeZone(name: string): boolean {
  // Intl also takes offsets such as +01:00, which know nothing of summer time.
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    formatter(name);
    return true;
  } catch {
    return false;
  }
}

/** The zone's wall clock at an instant, written as the instant that reads the same in UTC. */
function wallAt(instant: number, timeZone: string): number {
  const part: Record<string, number> = {};
  for (const { type, value } of formatter(timeZone).formatToParts(instant)) {
    part[type] = Number(value);
  }
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
}

function offsetAt(instant: number, timeZone: string): number {
  return wallAt(instant, timeZone) - Math.floor(instant / 1000) * 1000;
}

/**
 * The first instant the zone's clock reads a wall time: the earlier of two when the clocks go
 * back, and the end of the gap when they go forward past it.
 */
function instantOf(wall: number, timeZone: string): number {
  const offsets = [...new Set([offsetAt(wall - DAY, timeZone), offsetAt(wall + DAY, timeZone)])];
  const exact = offsets
    .map((offset) => wall - offset)
    .filter((instant) => wallAt(instant, timeZone) === wall);
  if (exact.length > 0) return Math.min(...exact);
  let early = wall - Math.max(...offsets);
  let late = wall - Math.min(...offsets);
  while (late - early > 1000) {
    const middle = Math.floor((early + late) / 2000) * 1000;
    if (wallAt(middle, timeZone) >= wall) late = middle;
    else early = middle;
  }
  return late;
}

/** Open time from `from` to `to` in milliseconds, stopping early once `enough` is reached. */
function openTime(
  from: number,
  to: number,
  hours: BusinessHours,
  timeZone: string,
  enough = Infinity,
): number {
  let total = 0;
  const lastDay = Math.floor(wallAt(to, timeZone) / DAY) * DAY;
  for (let day = Math.floor(wallAt(from, timeZone) / DAY) * DAY; day <= lastDay; day += DAY) {
    for (const [start, end] of hours.days[new Date(day).getUTCDay()] ?? []) {
      const opens = instantOf(day + start * MINUTE, timeZone);
      const closes = instantOf(day + end * MINUTE, timeZone);
      total += Math.max(0, Math.min(closes, to) - Math.max(opens, from));
    }
    if (total >= enough) break;
  }
  return total;
}

/** The minutes of business hours from one instant to a later one (fractional); 0 if not later. */
export function businessMinutesBetween(
  from: Date,
  to: Date,
  hours: BusinessHours,
  timeZone: string,
): number {
  if (to.getTime() <= from.getTime()) return 0;
  return openTime(from.getTime(), to.getTime(), hours, timeZone) / MINUTE;
}

/**
 * Whether a lead notified at `notifiedAt` has waited `minutes` of business hours by `now`, and
 * is due to be escalated. Never with minutes 0, which switches escalation off.
 */
export function isDue(
  notifiedAt: Date | string,
  now: Date,
  minutes: number,
  hours: BusinessHours,
  timeZone: string,
): boolean {
  if (minutes <= 0) return false;
  const from = new Date(notifiedAt).getTime();
  if (Number.isNaN(from) || now.getTime() <= from) return false;
  return openTime(from, now.getTime(), hours, timeZone, minutes * MINUTE) >= minutes * MINUTE;
}
