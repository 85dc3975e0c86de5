import { COMPANY_SIZES, type CompanySize, type ReadinessLevel } from '@/lib/model';

/**
 * The points of a lead's priority (lib/desk/priority), which the firm may tune with one setting,
 * LEADS_PRIORITY: `size.201-500=3, asks=2, booked=3, A=6, B=3, sector.logistics=1`.
 */

export const READINESS_LEVELS: readonly ReadinessLevel[] = ['High', 'Moderate', 'Low', 'Very Low'];

export type PriorityWeights = {
  size: Record<CompanySize, number>;
  /** Points for sectors by their name in lower case; a sector not listed scores none. */
  sector: Record<string, number>;
  asks: number;
  completed: number;
  level: Record<ReadinessLevel, number>;
  booked: number;
  /** The fewest points of tier A, and of tier B; fewer is C. */
  A: number;
  B: number;
};

/**
 * Fit × intent: a mid-sized firm fits best (a very large one buys through procurement, a very
 * small one has little budget); a low score is a need; asking and booking are intent. A message
 * that asks for a call or a quote is the clearest intent of all: with a firm of 201 or more, it
 * alone makes an A, as a low score after a completed assessment does.
 */
export const DEFAULT_WEIGHTS: PriorityWeights = {
  size: { '1-10': 0, '11-50': 1, '51-200': 2, '201-500': 3, '501-1000': 3, '1000+': 2 },
  sector: {},
  asks: 3,
  completed: 1,
  level: { 'Very Low': 2, Low: 2, Moderate: 1, High: 0 },
  booked: 3,
  A: 6,
  B: 3,
};

/** The most points one signal may weigh. */
const MAX_POINTS = 100;

/** The settings' spelling of each level: lower case, a hyphen for the space. */
const LEVEL_SETTING_KEYS = Object.fromEntries(
  READINESS_LEVELS.map((level) => [level.toLowerCase().replace(' ', '-'), level]),
) as Record<string, ReadinessLevel>;

const SECTOR_NAME = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** What LEADS_PRIORITY looks like, for the messages that refuse it. */
const WEIGHTS_FORMAT =
  'key=points, comma-separated, such as size.201-500=3, asks=2, booked=3, A=6, B=3, sector.logistics=1';

/**
 * The weights a LEADS_PRIORITY setting makes of the defaults, or why it cannot be read, as the
 * end of a sentence naming the setting. Keys: size.<size>, sector.<name>, asks, completed,
 * level.<high|moderate|low|very-low>, booked, and the tiers' thresholds A and B; whole points
 * from 0 to 100.
 */
export function parseWeights(
  text: string,
  base: PriorityWeights = DEFAULT_WEIGHTS,
): PriorityWeights | { problem: string } {
  const weights: PriorityWeights = {
    ...base,
    size: { ...base.size },
    sector: { ...base.sector },
    level: { ...base.level },
  };
  const seen = new Set<string>();
  const entries = text.split(',').map((entry) => entry.trim());
  for (const [index, entry] of entries.entries()) {
    if (entries.length === 1 && entry === '') break;
    const match = /^([^=\s]+)\s*=\s*(\S+)$/.exec(entry);
    if (!match) {
      return { problem: `has “${entry}” as entry ${index + 1}, not key=points: ${WEIGHTS_FORMAT}` };
    }
    const rawKey = match[1]!;
    const rawValue = match[2]!;
    const key = rawKey.toLowerCase();
    const value = Number(rawValue);
    if (!/^\d+$/.test(rawValue) || value > MAX_POINTS) {
      return { problem: `gives ${rawKey} “${rawValue}”: points are whole numbers from 0 to 100` };
    }
    if (seen.has(key)) return { problem: `names ${rawKey} twice` };
    seen.add(key);
    const [group, name = ''] = key.split(/\.(.*)/s) as [string, string?];
    if (group === 'size' && COMPANY_SIZES.some((size) => size === name)) {
      weights.size[name as CompanySize] = value;
    } else if (group === 'sector' && SECTOR_NAME.test(name)) {
      weights.sector[name] = value;
    } else if (group === 'level' && Object.hasOwn(LEVEL_SETTING_KEYS, name)) {
      weights.level[LEVEL_SETTING_KEYS[name]!] = value;
    } else if (key === 'asks' || key === 'completed' || key === 'booked') {
      weights[key] = value;
    } else if (key === 'a' || key === 'b') {
      weights[key === 'a' ? 'A' : 'B'] = value;
    } else {
      return {
        problem: `names ${rawKey}, which is no weight: size.${COMPANY_SIZES.join('|')}, sector.<name>, asks, completed, level.${Object.keys(LEVEL_SETTING_KEYS).join('|')}, booked, A or B`,
      };
    }
  }
  if (weights.B < 1 || weights.A < weights.B) {
    return {
      problem: `sets A=${weights.A} and B=${weights.B}: B must be 1 at least, so that a lead with no points is C, and A no less than B`,
    };
  }
  return weights;
}
