// The house's plan, held by `npm run check:layers`: routes on top, components below them, lib/
// beneath both, and inside lib/ a fixed order of floors that imports only run down. A new arrow
// upwards fails CI; the arrows upwards that the code holds today are named one by one below, so
// that the list can only shrink.

/**
 * lib/'s first-level folders and loose files, from the ground floor up. A room imports only
 * rooms on its own floor or below. Measured from the import graph, not wished for.
 */
const LIB_FLOORS = [
  // Shared vocabulary and small helpers that import nothing of the house.
  [
    'i18n',
    'model',
    'zod',
    'cn',
    'bearer',
    'local-host',
    'secret-strength',
    'request-body',
    'private-paths',
    'fonts',
  ],
  // Paths, headers, connections and the tab's storage, built on that vocabulary.
  ['routes', 'security-headers', 'pg-connection', 'analytics', 'session'],
  // The settings, parsed once.
  ['env'],
  // The two back ends: content and the database.
  ['content', 'database'],
  // What the site computes from them.
  ['assessment', 'funnel', 'seo'],
  ['mail'],
  // The pipelines that put the rest together: forms, the desk, the outbox, the assistant, and
  // the privacy policy's facts, which read every other room's retention.
  ['forms', 'desk', 'outbox', 'assistant', 'legal'],
  ['health'],
];

/**
 * The imports upwards the code held when the rule came, each a debt to pay by moving the
 * imported piece down, never a precedent. `from` imports `to`.
 */
const KNOWN_UPWARD_IMPORTS = [
  // The settings parse the desk's routes, hours and weights, the processors' names and the SMTP
  // URL with their owners' parsers, which live with the code that uses them.
  { from: 'lib/env.ts', to: 'lib/desk/business-hours.ts' },
  { from: 'lib/env.ts', to: 'lib/desk/routing.ts' },
  { from: 'lib/env.ts', to: 'lib/desk/weights.ts' },
  { from: 'lib/env.ts', to: 'lib/legal/processor-features.ts' },
  { from: 'lib/env.ts', to: 'lib/legal/processor-setting.ts' },
  { from: 'lib/env.ts', to: 'lib/legal/processors.ts' },
  { from: 'lib/env.ts', to: 'lib/mail/smtp-url.ts' },
  // A stored draft has the form's values' type.
  { from: 'lib/session/lead-draft.ts', to: 'lib/forms/result.ts' },
  // Erasing a person's results hashes their links as the links do.
  { from: 'lib/database/rights.ts', to: 'lib/assessment/results/link-token.ts' },
  // The sales notice shows the desk's tier and brief.
  { from: 'lib/mail/compose.tsx', to: 'lib/desk/types.ts' },
];

const escape = (path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A room of lib/: a folder, or a loose file whatever its extension. */
const room = (name) => `^lib/${escape(name)}(?:/|\\.[^/]+$)`;

const floorRules = LIB_FLOORS.flatMap((floor, level) => {
  const above = LIB_FLOORS.slice(level + 1)
    .flat()
    .map(room);
  if (above.length === 0) return [];
  const rooms = floor.map(room);
  const debtors = KNOWN_UPWARD_IMPORTS.filter(({ from }) =>
    rooms.some((pattern) => new RegExp(pattern).test(from)),
  );
  const rule = (from, toPathNot) => ({
    // One name a floor: the report shows the comment of the first rule with a violation's name.
    name: `lib-floor-${level + 1}-imports-downwards`,
    comment: `Floor ${level + 1} of lib/ (${floor.join(', ')}) imports only from its floor or below: LIB_FLOORS in .dependency-cruiser.cjs`,
    severity: 'error',
    from,
    to: { path: above, ...(toPathNot.length > 0 ? { pathNot: toPathNot } : {}) },
  });
  const sources = [...new Set(debtors.map(({ from }) => from))];
  return [
    rule({ path: rooms, pathNot: sources.map((from) => `^${escape(from)}$`) }, []),
    ...sources.map((source) =>
      rule(
        { path: `^${escape(source)}$` },
        debtors.filter(({ from }) => from === source).map(({ to }) => `^${escape(to)}$`),
      ),
    ),
  ];
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'lib-imports-no-component',
      comment: 'lib/ is everything that is not a component: it never imports components/ or app/',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^(components|app)/' },
    },
    {
      name: 'components-import-no-route',
      comment: 'Routes compose components; a component never imports a route',
      severity: 'error',
      from: { path: '^components/' },
      to: { path: '^app/' },
    },
    {
      name: 'primitives-know-no-feature',
      comment: 'components/ui/ holds primitives that every feature may use, so it imports none',
      severity: 'error',
      from: { path: '^components/ui/' },
      to: { path: '^components/(?!ui/)' },
    },
    {
      name: 'lib-room-on-a-floor',
      comment: 'Every first-level folder and loose file of lib/ stands on a floor of LIB_FLOORS',
      severity: 'error',
      from: {},
      to: { path: '^lib/', pathNot: LIB_FLOORS.flat().map(room) },
    },
    ...floorRules,
    {
      name: 'no-circle',
      comment:
        'Files that import each other cannot be read, tested or moved one at a time. A type ' +
        'imported back is erased at build time and is not a circle.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Types count: an import of a type is still an arrow of the plan.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.d.mts', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
