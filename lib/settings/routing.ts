import { locales } from '@/lib/i18n/locales';
import { COMPANY_SIZES, isBareEmail, type CompanySize } from '@/lib/model';
import { TIERS, type Tier } from '@/lib/model/tier';

/**
 * Which consultant a lead goes to, by rules the firm writes in one setting (LEADS_ROUTES):
 * `locale=fr -> marie@firm.example; size=201-500|501-1000|1000+ -> paul@firm.example; * -> team@firm.example`.
 * Rules are separated by `;`, each `conditions -> address`; conditions are `key=value|value`
 * joined by `&` (all must hold, any value of one), on the keys below, or `*` for any lead. The
 * first rule that matches wins; none, the fallback (LEADS_FALLBACK_TO).
 */

type RouteKey = 'locale' | 'size' | 'sector' | 'tier';

export type Route = {
  /** Every condition must hold; none, the rule matches every lead. */
  when: { key: RouteKey; values: string[] }[];
  /** The consultant's address, in lower case. */
  to: string;
};

/** What a lead offers the rules. */
export type RoutedLead = {
  locale: string;
  companySize: CompanySize | null;
  sector: string | null;
  tier: Tier | null;
};

const SECTOR_NAME = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** Each key's values, or the test a value must pass, and how the message names them. */
const KEYS: Record<RouteKey, { valid: (value: string) => boolean; expected: string }> = {
  locale: {
    valid: (value) => locales.some((locale) => locale === value),
    expected: locales.join(', '),
  },
  size: {
    valid: (value) => COMPANY_SIZES.some((size) => size === value),
    expected: COMPANY_SIZES.join(', '),
  },
  sector: {
    valid: (value) => SECTOR_NAME.test(value),
    expected: 'a name of letters, digits and hyphens',
  },
  tier: { valid: (value) => TIERS.some((tier) => tier === value), expected: TIERS.join(', ') },
};

function isRouteKey(key: string): key is RouteKey {
  return Object.hasOwn(KEYS, key);
}

/** A value as the rules compare it: a tier in capitals, anything else in lower case. */
function valueOf(key: RouteKey, value: string): string {
  return key === 'tier' ? value.toUpperCase() : value.toLowerCase();
}

const ROUTES_FORMAT =
  'rules separated by ;, each conditions -> address, such as locale=fr -> marie@firm.example; size=201-500|501-1000|1000+ -> paul@firm.example; * -> team@firm.example';

/**
 * The rules a LEADS_ROUTES setting holds, or why it cannot be read, as the end of a sentence
 * naming the setting; each problem names its rule. An empty setting holds no rule.
 */
export function parseRoutes(text: string): Route[] | { problem: string } {
  if (text.trim() === '') return [];
  const routes: Route[] = [];
  const rules = text.split(';');
  for (const [index, raw] of rules.entries()) {
    const rule = raw.trim();
    const name = `rule ${index + 1}${rule ? ` (“${rule}”)` : ''}`;
    if (rule === '') return { problem: `has an empty ${name}: ${ROUTES_FORMAT}` };
    const parts = rule.split('->');
    if (parts.length !== 2) {
      return { problem: `reads ${name} as no conditions -> address: ${ROUTES_FORMAT}` };
    }
    const [conditions, address] = parts.map((part) => part.trim()) as [string, string];
    if (!isBareEmail(address)) {
      return {
        problem: `sends ${name} to “${address}”, which is no bare address such as name@example.com`,
      };
    }
    const when: Route['when'] = [];
    if (conditions !== '*') {
      for (const condition of conditions.split('&').map((part) => part.trim())) {
        const match = /^([a-z]+)\s*=\s*(.+)$/i.exec(condition);
        const key = match?.[1]?.toLowerCase() ?? '';
        if (!match || !isRouteKey(key)) {
          return {
            problem: `has “${condition || '(nothing)'}” in ${name}: a condition is key=value|value with a key among ${Object.keys(KEYS).join(', ')}, or * alone for any lead`,
          };
        }
        if (when.some((known) => known.key === key)) {
          return {
            problem: `names ${key} twice in ${name}: put its values in one condition, value|value`,
          };
        }
        const values = match[2]!.split('|').map((value) => valueOf(key, value.trim()));
        const wrong = values.find((value) => !KEYS[key].valid(value));
        if (wrong !== undefined) {
          return {
            problem: `gives ${key} “${wrong}” in ${name}: ${key} is ${KEYS[key].expected}`,
          };
        }
        when.push({ key, values });
      }
    }
    const catchAll = routes.findIndex((route) => route.when.length === 0);
    if (catchAll >= 0) {
      return {
        problem: `has ${name} after rule ${catchAll + 1}, which takes every lead: it is never reached`,
      };
    }
    routes.push({ when, to: address.toLowerCase() });
  }
  return routes;
}

function matches(route: Route, lead: RoutedLead): boolean {
  const attribute: Record<RouteKey, string | null> = {
    locale: lead.locale.toLowerCase(),
    size: lead.companySize,
    sector: lead.sector?.trim().toLowerCase() || null,
    tier: lead.tier,
  };
  return route.when.every(({ key, values }) => {
    const value = attribute[key];
    return value !== null && values.includes(value);
  });
}

/** The consultant a lead goes to: the first rule that matches it, or the fallback. */
export function ownerOf<Fallback extends string | undefined>(
  lead: RoutedLead,
  routes: readonly Route[],
  fallback: Fallback,
): string | Fallback {
  return routes.find((route) => matches(route, lead))?.to ?? fallback;
}

/**
 * Every consultant the settings name, in lower case, once each: the take links are made for
 * these addresses, and one for anybody else is refused.
 */
export function consultantsOf(settings: {
  routes: readonly Route[];
  fallback?: string | undefined;
  notifyTo?: readonly string[] | undefined;
}): string[] {
  const addresses = [
    ...settings.routes.map((route) => route.to),
    ...(settings.fallback ? [settings.fallback] : []),
    ...(settings.notifyTo ?? []),
  ];
  return [...new Set(addresses.map((address) => address.trim().toLowerCase()))];
}
