import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  consultantsOf,
  ownerOf,
  parseRoutes,
  type Route,
  type RoutedLead,
} from '@/lib/settings/routing';
import { COMPANY_SIZES } from '@/lib/model';

const EXAMPLE =
  'locale=fr -> marie@firm.fr; size=201-500|501-1000|1000+ -> paul@firm.com; * -> team@firm.com';

function routes(text: string): Route[] {
  const parsed = parseRoutes(text);
  if ('problem' in parsed) throw new Error(parsed.problem);
  return parsed;
}

const lead = (overrides: Partial<RoutedLead> = {}): RoutedLead => ({
  locale: 'en',
  companySize: '11-50',
  sector: null,
  tier: 'C',
  ...overrides,
});

describe('parseRoutes', () => {
  it('reads the documented example', () => {
    expect(routes(EXAMPLE)).toEqual([
      { when: [{ key: 'locale', values: ['fr'] }], to: 'marie@firm.fr' },
      { when: [{ key: 'size', values: ['201-500', '501-1000', '1000+'] }], to: 'paul@firm.com' },
      { when: [], to: 'team@firm.com' },
    ]);
  });

  it('reads conditions joined by &, in any case and spacing, and holds no rule when empty', () => {
    expect(routes(' Tier = A|b & Sector=Logistics  ->  Ops@Firm.com ')).toEqual([
      {
        when: [
          { key: 'tier', values: ['A', 'B'] },
          { key: 'sector', values: ['logistics'] },
        ],
        to: 'ops@firm.com',
      },
    ]);
    expect(routes('')).toEqual([]);
    expect(routes('   ')).toEqual([]);
  });

  it.each([
    ['locale=fr -> marie@firm.fr;', /empty rule 2/],
    ['; * -> team@firm.com', /empty rule 1/],
    ['locale=fr marie@firm.fr', /rule 1 \(“locale=fr marie@firm.fr”\) as no conditions -> address/],
    ['locale=fr -> a -> b@firm.fr', /rule 1 .* as no conditions -> address/],
    ['locale=fr -> Marie <marie@firm.fr>', /rule 1 .* which is no bare address/],
    ['locale=fr -> marie@firm.fr, paul@firm.com', /which is no bare address/],
    ['* -> team@firm.com; country=fr -> x@firm.fr', /“country=fr” in rule 2/],
    ['locale=de -> hans@firm.de', /locale “de” in rule 1 .*: locale is en, fr/],
    ['size=200-500 -> paul@firm.com', /size “200-500” in rule 1/],
    ['tier=D -> paul@firm.com', /tier “D” in rule 1 .*: tier is A, B, C/],
    ['tier=A| -> paul@firm.com', /tier “” in rule 1/],
    ['sector=cars & trucks -> paul@firm.com', /“trucks” in rule 1/],
    ['locale=fr & locale=en -> paul@firm.com', /names locale twice in rule 1/],
    ['-> paul@firm.com', /“\(nothing\)” in rule 1/],
    [
      '* -> team@firm.com; locale=fr -> marie@firm.fr',
      /rule 2 .* after rule 1, which takes every lead/,
    ],
  ])('refuses %s, naming the rule', (text, problem) => {
    const parsed = parseRoutes(text);
    expect(parsed).toHaveProperty('problem');
    expect((parsed as { problem: string }).problem).toMatch(problem);
  });
});

describe('ownerOf', () => {
  const example = routes(EXAMPLE);

  it('gives the lead to the first rule that matches it', () => {
    expect(ownerOf(lead({ locale: 'fr', companySize: '1000+' }), example, 'x@firm.com')).toBe(
      'marie@firm.fr',
    );
    expect(ownerOf(lead({ companySize: '501-1000' }), example, 'x@firm.com')).toBe('paul@firm.com');
    expect(ownerOf(lead(), example, 'x@firm.com')).toBe('team@firm.com');
  });

  it('falls back when no rule matches, and a missing value matches no condition', () => {
    const sized = routes('size=1-10 -> small@firm.com; sector=retail -> shops@firm.com');
    expect(ownerOf(lead({ companySize: null }), sized, 'sales@firm.com')).toBe('sales@firm.com');
    expect(ownerOf(lead({ sector: ' Retail ' }), sized, 'sales@firm.com')).toBe('shops@firm.com');
    expect(
      ownerOf(lead({ tier: null }), routes('tier=C -> c@firm.com'), undefined),
    ).toBeUndefined();
    expect(ownerOf(lead(), [], 'sales@firm.com')).toBe('sales@firm.com');
  });

  it('needs every condition of a rule to hold', () => {
    const both = routes('locale=fr & tier=A -> star@firm.fr');
    expect(ownerOf(lead({ locale: 'fr', tier: 'A' }), both, 'f@firm.com')).toBe('star@firm.fr');
    expect(ownerOf(lead({ locale: 'fr', tier: 'B' }), both, 'f@firm.com')).toBe('f@firm.com');
    expect(ownerOf(lead({ locale: 'en', tier: 'A' }), both, 'f@firm.com')).toBe('f@firm.com');
  });

  it('always names an address the settings name', () => {
    const sizes = fc.option(fc.constantFrom(...COMPANY_SIZES), { nil: null });
    const leads = fc.record({
      locale: fc.constantFrom('en', 'fr'),
      companySize: sizes,
      sector: fc.option(fc.constantFrom('retail', 'logistics'), { nil: null }),
      tier: fc.option(fc.constantFrom('A' as const, 'B' as const, 'C' as const), { nil: null }),
    });
    const known = consultantsOf({ routes: example, fallback: 'fallback@firm.com' });
    fc.assert(
      fc.property(leads, (anyLead) => {
        expect(known).toContain(ownerOf(anyLead, example, 'fallback@firm.com'));
      }),
    );
  });
});

describe('consultantsOf', () => {
  it('lists every address of the routes, the fallback and the sales team once, in lower case', () => {
    expect(
      consultantsOf({
        routes: routes(EXAMPLE),
        fallback: 'Team@Firm.com',
        notifyTo: ['sales@firm.com', 'MARIE@firm.fr'],
      }),
    ).toEqual(['marie@firm.fr', 'paul@firm.com', 'team@firm.com', 'sales@firm.com']);
    expect(consultantsOf({ routes: [] })).toEqual([]);
  });
});
