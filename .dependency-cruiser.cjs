// The house's plan, held by `npm run check:layers`: routes on top, components below them, lib/
// beneath both, and inside lib/ a fixed order of floors that imports only run down. A new arrow
// upwards, or between two rooms of one floor, fails CI.

/**
 * lib/'s first-level folders and loose files, from the ground floor up. A room imports only rooms
 * on the floors below it, never one beside it, so no two rooms can import each other, even
 * through a third. Measured from the import graph, not wished for.
 */
const LIB_FLOORS = [
  // The languages and small helpers that import nothing of the house.
  [
    'i18n',
    'zod',
    'cn',
    'bearer',
    'local-host',
    'secret-strength',
    'request-body',
    'private-paths',
    'fonts',
  ],
  // What a lead and a result are made of.
  ['model'],
  // Paths, headers, connections and the tab's storage, built on that vocabulary.
  ['routes', 'security-headers', 'pg-connection', 'session'],
  // The consent, and each setting's own syntax and meaning: routes, weights, hours, processors,
  // SMTP.
  ['analytics', 'settings'],
  // The settings, parsed once with them.
  ['env'],
  // The two back ends, content and the database, and the visitor's keys for the rate limits.
  ['content', 'database', 'visitor-keys'],
  // What the site computes from them: scores and results, the funnel, metadata, the assistant.
  ['assessment', 'funnel', 'seo', 'assistant'],
  // The e-mails; a result owner's team of colleagues; the Studio's translation drafts.
  ['mail', 'teams', 'translation'],
  // The consultants' desk: tiers, owners, briefs.
  ['desk'],
  // The outbox, which tells the desk and the sales team of each lead.
  ['outbox'],
  // The forms that store leads, and the privacy policy's facts, which read every room's retention.
  ['forms', 'legal'],
  ['health'],
];

const escape = (path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A room of lib/: a folder, or a loose file whatever its extension. */
const room = (name) => `^lib/${escape(name)}(?:/|\\.[^/]+$)`;

const floorRules = LIB_FLOORS.flatMap((floor, level) =>
  floor.map((name) => {
    const others = [
      ...LIB_FLOORS.slice(level + 1).flat(),
      ...floor.filter((other) => other !== name),
    ];
    return {
      name: `lib-${name}-imports-downwards`,
      comment: `lib/${name} (floor ${level + 1}) imports only rooms on the floors below it: LIB_FLOORS in .dependency-cruiser.cjs`,
      severity: 'error',
      from: { path: room(name) },
      to: { path: others.map(room) },
    };
  }),
).filter(({ to }) => to.path.length > 0);

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
