import type { ResponseWeek, WaitingLead } from './store';

/** A wait as a person reads it: 45 min, 3 h 05 min, 2 d 4 h. */
export function waitFor(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  if (hours < 48) return `${hours} h ${String(whole % 60).padStart(2, '0')} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/**
 * The leads nobody took, for `npm run leads -- --waiting`: the one waiting longest first, each
 * with how long it has waited since its notice (or since it arrived, before any notice), its
 * tier, its owner and whether it was escalated.
 */
export function waitingTable(leads: readonly WaitingLead[], now: Date): string {
  if (leads.length === 0) return 'No lead is waiting.\n';
  const since = (lead: WaitingLead) => Date.parse(lead.notifiedAt ?? lead.createdAt);
  const lines = [...leads]
    .sort((a, b) => since(a) - since(b))
    .map((lead) => {
      const waited = waitFor((now.getTime() - since(lead)) / 60_000).padStart(11);
      const company = lead.companyName ? `, ${lead.companyName}` : '';
      const notice = lead.notifiedAt ? '' : '  (no notice yet)';
      const escalated = lead.escalatedAt ? '  escalated' : '';
      return `${waited}  ${lead.tier ?? '-'}  ${lead.owner ?? '(no owner)'}  ${lead.name || '(no name)'} <${lead.email}>${company}  ${lead.table}${notice}${escalated}`;
    });
  return `Waiting longest first: how long, tier, owner, who.\n${lines.join('\n')}\n`;
}

const minutesOf = (value: number | null) => (value === null ? '-' : waitFor(value));

/** How fast leads were taken, week by week, for `npm run leads -- --response-times`. */
export function responseTimesTable(weeks: readonly ResponseWeek[]): string {
  const header = `${'Week (UTC)'.padEnd(23)}${'Taken'.padStart(6)}${'Median'.padStart(14)}${'90th pct.'.padStart(14)}${'Waiting'.padStart(9)}`;
  const lines = weeks.map(
    (week) =>
      `${`${week.week} (${week.starts})`.padEnd(23)}${String(week.taken).padStart(6)}` +
      `${minutesOf(week.medianMinutes).padStart(14)}${minutesOf(week.p90Minutes).padStart(14)}` +
      `${String(week.waiting).padStart(9)}`,
  );
  return `${[header, ...lines].join('\n')}\nFrom a lead's notice to its take; a week is that of the notices.\n`;
}
