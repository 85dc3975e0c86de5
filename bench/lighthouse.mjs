// Lighthouse, mobile preset, under both of its throttling methods, on the production build and on
// a bare Next.js page built with the same versions, then each page's difference from that floor.
// See bench/README.md.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  assertBuilt,
  BenchError,
  createWorkDir,
  nextBin,
  snapshotBuild,
  startNextServer,
} from './support/next-server.mjs';
import { lcpModelRequests } from './support/lcp-model.mjs';
import { ROOT } from './support/paths.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    method: { type: 'string', default: 'both' },
  },
});
const RUNS = Number(options.runs);
// Simulated (Lantern, Lighthouse's default) replays an unthrottled load over a model of a phone;
// devtools throttles the browser itself while it loads. The issue's targets hold under both.
const METHODS = options.method === 'both' ? ['simulate', 'devtools'] : [options.method];
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs must be a whole number ≥ 1`);
if (!METHODS.every((method) => method === 'simulate' || method === 'devtools')) {
  throw new Error('--method must be simulate, devtools or both');
}

const PAGES = [
  '/en',
  '/fr/ai-solutions/strategy',
  '/en/use-cases/logistics',
  '/fr/assessment',
  '/en/contact',
];
const ASSESSMENT_PAGES = new Set(['/fr/assessment']);
const BASELINE = 'baseline';
const BASELINE_DIR = path.join(ROOT, 'bench', 'baseline');
const RESULTS_DIR = path.join(ROOT, 'bench', 'results');
const SHARED_PACKAGES = ['next', 'react', 'react-dom'];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const KB = 1024;

const TARGETS = {
  performance: 100,
  scriptKbOverBaseline: 30,
  assessmentScriptKbOverBaseline: 50,
  tbtMsOverBaseline: 50,
  fcpMsOverBaseline: 300,
  lcpMsOverFcp: 300,
  cls: 0.02,
};

function chromePath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  // Left undefined, chrome-launcher looks for an installed Chrome itself.
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

// The baseline is only a floor if it runs the very versions the site runs.
function assertSameVersions() {
  const dependencies = (file) => JSON.parse(readFileSync(file, 'utf8')).dependencies ?? {};
  const site = dependencies(path.join(ROOT, 'package.json'));
  const baseline = dependencies(path.join(BASELINE_DIR, 'package.json'));
  const drift = SHARED_PACKAGES.filter((name) => site[name] !== baseline[name]);
  if (drift.length > 0) {
    const lines = drift.map((name) => `  ${name}: site ${site[name]}, baseline ${baseline[name]}`);
    throw new BenchError(
      `bench/baseline/package.json must pin the site's versions:\n${lines.join('\n')}`,
    );
  }
}

function newestSourceChange(directory) {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    // The build itself (.next) and anything a server left behind are not sources.
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const file = path.join(directory, entry.name);
    newest = Math.max(
      newest,
      entry.isDirectory() ? newestSourceChange(file) : statSync(file).mtimeMs,
    );
  }
  return newest;
}

// Built with the site's own `next` binary, which resolves react and react-dom from the site's
// node_modules; rebuilt when its sources or the installed Next.js are newer than the build.
async function buildBaselineIfStale() {
  const buildId = path.join(BASELINE_DIR, '.next', 'BUILD_ID');
  const installedNext = modifiedAt(path.join(ROOT, 'node_modules', 'next', 'package.json'));
  if (
    existsSync(buildId) &&
    statSync(buildId).mtimeMs > Math.max(newestSourceChange(BASELINE_DIR), installedNext)
  ) {
    return;
  }
  console.log('Building the baseline (bench/baseline) ...');
  try {
    await promisify(execFile)(process.execPath, [nextBin, 'build', BASELINE_DIR], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    throw new BenchError(`The baseline did not build:\n${error.stdout}${error.stderr}`);
  }
}

function modifiedAt(file) {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

async function audit(url, method) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: CHROME_FLAGS,
  });
  try {
    // No settings beyond the categories and the method: Lighthouse's default config is the mobile
    // preset. The other categories do not depend on the method: they are read once, simulated.
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      throttlingMethod: method,
      onlyCategories: method === 'simulate' ? CATEGORIES : ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return {
      lhr: result.lhr,
      lcpModel: method === 'simulate' ? await lcpModelRequests(result.artifacts) : null,
    };
  } finally {
    await chrome.kill();
  }
}

// On this loaded machine Chrome now and then misses a navigation (NO_NAVSTART, NO_FCP): one
// more try, and a second failure is reported as it is.
async function auditWithRetry(url, method) {
  const run = await audit(url, method);
  return run.lhr.runtimeError ? audit(url, method) : run;
}

// The element the browser last reported as largest, as Lighthouse's LCP breakdown names it:
// `h1 "AI for …" (main > section > h1)`. The same element in every method and run means the
// largest paint is that element's.
function lcpElementOf(lhr) {
  const items = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = items.find((item) => item?.type === 'node');
  if (!node) return 'n/a';
  const tag = node.snippet?.match(/^<([a-z0-9-]+)/i)?.[1] ?? '';
  const label = node.nodeLabel ? ` "${node.nodeLabel.replace(/\s+/g, ' ').slice(0, 40)}"` : '';
  return `${tag}${label} (${node.selector ?? 'no selector'})`;
}

function figuresOf({ lhr, lcpModel }) {
  const { audits } = lhr;
  const observed = audits.metrics?.details?.items?.[0];
  const requests = audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const score = (category) => {
    const value = lhr.categories[category]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : NaN;
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    // The paints as the trace saw them, before any model: unthrottled under simulate.
    observedFcp: observed?.observedFirstContentfulPaint ?? NaN,
    observedLcp: observed?.observedLargestContentfulPaint ?? NaN,
    lcpElement: lcpElementOf(lhr),
    load: loadavg()[0],
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    scriptBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    runtimeError: lhr.runtimeError?.code,
    failedRequests: requests
      .filter((request) => request.statusCode >= 400)
      .map((request) => `${request.statusCode} ${new URL(request.url).pathname}`),
    failedAudits: failedAudits(lhr),
    scripts: scripts
      .map((request) => ({ url: new URL(request.url).pathname, bytes: request.transferSize ?? 0 }))
      .sort((a, b) => b.bytes - a.bytes),
    lcpWaitedFor: lcpWaitedFor(lcpModel, scripts.length),
  };
}

// What the simulated LCP waited for, by kind: `document 27.0 KB, stylesheet 10.3 KB, font
// 32.5 KB, 11 of 12 scripts 150.2 KB`.
function lcpWaitedFor(lcpModel, scriptsLoaded) {
  if (!lcpModel) return 'n/a';
  const kinds = new Map();
  for (const { type, bytes } of lcpModel.requests) {
    const kind = kinds.get(type) ?? { count: 0, bytes: 0 };
    kinds.set(type, { count: kind.count + 1, bytes: kind.bytes + bytes });
  }
  return [...kinds]
    .map(([type, { count, bytes }]) => {
      const name = type.toLowerCase();
      const label =
        type === 'Script'
          ? `${count} of ${scriptsLoaded} scripts`
          : count === 1
            ? name
            : `${count} × ${name}`;
      return `${label} ${fixed(bytes / KB, 1)} KB`;
    })
    .join(', ');
}

const DETAILS_KEPT = 3;

// What keeps a category below 100: the audits that count and did not pass, each with its first
// few findings (a console message, an element, a URL).
function failedAudits(lhr) {
  const failed = {};
  for (const category of CATEGORIES.filter((name) => name !== 'performance')) {
    failed[category] = (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((result) => result && typeof result.score === 'number' && result.score < 1)
      .map((result) => ({
        id: result.id,
        findings: (result.details?.items ?? []).slice(0, DETAILS_KEPT).map(findingOf),
      }));
  }
  return failed;
}

function findingOf(item) {
  const text = (value) => (typeof value === 'string' ? value : value?.snippet);
  const parts = [
    text(item.source),
    item.issueType,
    item.description,
    text(item.node),
    item.url ?? item.sourceLocation?.url,
  ];
  return parts.filter((part) => typeof part === 'string' && part).join(' ');
}

function median(values) {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const FIGURES = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcp',
  'lcp',
  'observedFcp',
  'observedLcp',
  'tbt',
  'cls',
  'scriptBytes',
  'load',
];

function medianOf(runs) {
  const result = Object.fromEntries(
    FIGURES.map((name) => [name, median(runs.map((run) => run[name]))]),
  );
  // Every element named largest in any run, most often first: `h1 "…" (3)`.
  const elements = new Map();
  for (const run of runs) elements.set(run.lcpElement, (elements.get(run.lcpElement) ?? 0) + 1);
  result.lcpElements = [...elements]
    .sort((a, b) => b[1] - a[1])
    .map(([element, count]) => `${element} ×${count}`);
  // Every audit that failed in any run, with the findings of its first failure.
  result.failedAudits = {};
  for (const category of Object.keys(runs[0]?.failedAudits ?? {})) {
    const audits = new Map();
    for (const failed of runs.flatMap((run) => run.failedAudits[category])) {
      if (!audits.has(failed.id)) audits.set(failed.id, { ...failed, runs: 0 });
      audits.get(failed.id).runs += 1;
    }
    result.failedAudits[category] = [...audits.values()];
  }
  result.errors = runs.map((run) => run.runtimeError).filter(Boolean);
  // The run whose LCP is nearest the median (the median itself unless a run had none).
  const medianRun = runs
    .filter((run) => !Number.isNaN(run.lcp))
    .sort((a, b) => Math.abs(a.lcp - result.lcp) - Math.abs(b.lcp - result.lcp))[0];
  result.lcpWaitedFor = medianRun?.lcpWaitedFor ?? 'n/a';
  return result;
}

const pad = (value, width) => String(value).padStart(width);
const fixed = (value, digits) => (Number.isNaN(value) ? 'n/a' : value.toFixed(digits));
const signed = (value, digits) => `${value >= 0 ? '+' : ''}${fixed(value, digits)}`;

function printTable(method, medians) {
  const nameWidth = Math.max(...Object.keys(medians).map((name) => name.length));
  console.log(
    `\n${method.padEnd(nameWidth)}  Perf  A11y    BP   SEO  FCP ms  LCP ms  seen FCP/LCP  TBT ms    CLS  Script KB  Load`,
  );
  for (const [name, m] of Object.entries(medians)) {
    console.log(
      [
        name.padEnd(nameWidth),
        pad(fixed(m.performance, 0), 5),
        pad(fixed(m.accessibility, 0), 5),
        pad(fixed(m.bestPractices, 0), 5),
        pad(fixed(m.seo, 0), 5),
        pad(fixed(m.fcp, 0), 7),
        pad(fixed(m.lcp, 0), 7),
        pad(`${fixed(m.observedFcp, 0)}/${fixed(m.observedLcp, 0)}`, 13),
        pad(fixed(m.tbt, 0), 7),
        pad(fixed(m.cls, 3), 6),
        pad(fixed(m.scriptBytes / KB, 1), 10),
        pad(fixed(m.load, 1), 5),
      ].join(' '),
    );
  }
}

// The paints, under either method: the first within 300 ms of the floor's, the largest within
// 300 ms of the page's own first.
function paintChecksFor(method, m, base) {
  return [
    [
      m.fcp - base.fcp <= TARGETS.fcpMsOverBaseline,
      `${method}: FCP ${fixed(m.fcp, 0)} ms (${signed(m.fcp - base.fcp, 0)} ms; at most baseline + ${TARGETS.fcpMsOverBaseline} ms)`,
    ],
    [
      m.lcp - m.fcp <= TARGETS.lcpMsOverFcp,
      `${method}: LCP ${fixed(m.lcp, 0)} ms (FCP ${signed(m.lcp - m.fcp, 0)} ms; at most FCP + ${TARGETS.lcpMsOverFcp} ms)`,
    ],
  ].map(([pass, text]) => ({ pass, text }));
}

function checksFor(page, m, base) {
  const scriptAllowance = ASSESSMENT_PAGES.has(page)
    ? TARGETS.assessmentScriptKbOverBaseline
    : TARGETS.scriptKbOverBaseline;
  const scriptDelta = (m.scriptBytes - base.scriptBytes) / KB;
  const checks = [
    [
      m.performance >= TARGETS.performance,
      `Performance ${fixed(m.performance, 0)} (baseline ${fixed(base.performance, 0)}; must be ${TARGETS.performance} on a quiet machine)`,
    ],
    [m.accessibility === 100, `Accessibility ${fixed(m.accessibility, 0)} (must be 100)`],
    [m.bestPractices === 100, `Best Practices ${fixed(m.bestPractices, 0)} (must be 100)`],
    [m.seo === 100, `SEO ${fixed(m.seo, 0)} (must be 100)`],
    [
      scriptDelta <= scriptAllowance,
      `Script ${fixed(m.scriptBytes / KB, 1)} KB (${signed(scriptDelta, 1)} KB; at most baseline + ${scriptAllowance} KB)`,
    ],
    [
      m.tbt - base.tbt <= TARGETS.tbtMsOverBaseline,
      `TBT ${fixed(m.tbt, 0)} ms (${signed(m.tbt - base.tbt, 0)} ms; at most baseline + ${TARGETS.tbtMsOverBaseline} ms)`,
    ],
    [m.cls <= TARGETS.cls, `CLS ${fixed(m.cls, 3)} (at most ${TARGETS.cls})`],
  ];
  return checks.map(([pass, text]) => ({ pass, text }));
}

const FINDING_WIDTH = 150;

function failedAuditLines(m) {
  const lines = [];
  for (const [category, audits] of Object.entries(m.failedAudits)) {
    for (const { id, runs, findings } of audits) {
      lines.push(`        ${category}: ${id} failed in ${runs} of ${RUNS} runs`);
      for (const finding of findings) {
        const line = finding.replace(/\s+/g, ' ');
        lines.push(
          `          - ${line.length > FINDING_WIDTH ? `${line.slice(0, FINDING_WIDTH)}…` : line}`,
        );
      }
    }
  }
  if (m.errors.length > 0) lines.push(`        Lighthouse errors: ${m.errors.join(', ')}`);
  return lines;
}

function printComparison(mediansByMethod) {
  console.log(`\nAgainst the baseline (1 KB = ${KB} bytes):`);
  let failures = 0;
  for (const page of PAGES) {
    console.log(`\n${page}`);
    const checks = [];
    for (const [method, medians] of Object.entries(mediansByMethod)) {
      checks.push(...paintChecksFor(method, medians[page], medians[BASELINE]));
    }
    const simulated = mediansByMethod.simulate;
    if (simulated) checks.push(...checksFor(page, simulated[page], simulated[BASELINE]));
    for (const { pass, text } of checks) {
      if (!pass) failures += 1;
      console.log(`  ${pass ? 'PASS' : 'FAIL'}  ${text}`);
    }
    for (const m of Object.values(mediansByMethod)) {
      for (const line of failedAuditLines(m[page])) console.log(line);
    }
  }
  const names = [BASELINE, ...PAGES];
  const nameWidth = Math.max(...names.map((name) => name.length));
  console.log('\nThe largest element, by method, and in how many runs:');
  for (const [method, medians] of Object.entries(mediansByMethod)) {
    for (const name of names) {
      console.log(
        `  ${method.padEnd(8)}  ${name.padEnd(nameWidth)}  ${medians[name].lcpElements.join('; ')}`,
      );
    }
  }
  if (mediansByMethod.simulate) {
    console.log('\nWhat the simulated LCP waited for, in the run with the median LCP:');
    for (const name of names) {
      console.log(`  ${name.padEnd(nameWidth)}  ${mediansByMethod.simulate[name].lcpWaitedFor}`);
    }
  }
  console.log(`\n${failures === 0 ? 'All targets met.' : `${failures} target(s) missed.`}`);
}

async function main() {
  assertBuilt(ROOT, 'npm run build');
  assertSameVersions();
  await buildBaselineIfStale();

  const workDir = await createWorkDir('bench-lighthouse-');
  const servers = [];
  try {
    // A data directory of its own: the site opens its lead store at start.
    const site = await startNextServer({
      appDir: await snapshotBuild(path.join(workDir.path, 'app'), 'npm run build'),
      readyPath: PAGES[0],
      env: {
        LEADS_DATA_DIR: path.join(workDir.path, 'leads'),
        SUPABASE_URL: '',
        SUPABASE_ANON_KEY: '',
      },
    });
    servers.push(site);
    const baseline = await startNextServer({ appDir: BASELINE_DIR });
    servers.push(baseline);

    const targets = [
      [BASELINE, `${baseline.origin}/`],
      ...PAGES.map((page) => [page, `${site.origin}${page}`]),
    ];
    console.log(
      `Lighthouse ${lighthouseVersion()}, mobile preset, ${METHODS.join(' and ')}, ${RUNS} runs per page and method on ${availableParallelism()} cores (load average ${loadavg()[0].toFixed(1)})`,
    );

    const runs = Object.fromEntries(
      METHODS.map((method) => [method, Object.fromEntries(targets.map(([name]) => [name, []]))]),
    );
    // Rounds over every page and method, so that a noisy moment on the machine spreads over all.
    for (let round = 1; round <= RUNS; round += 1) {
      for (const method of METHODS) {
        for (const [name, url] of targets) {
          const figures = figuresOf(await auditWithRetry(url, method));
          runs[method][name].push(figures);
          const notes = [
            figures.runtimeError && `error ${figures.runtimeError}`,
            figures.failedRequests.length > 0 &&
              `${figures.failedRequests.length} failed requests (${figures.failedRequests.slice(0, 2).join(', ')})`,
          ].filter(Boolean);
          console.log(
            `  run ${round}/${RUNS}  ${method.padEnd(8)} ${name.padEnd(28)} perf ${fixed(figures.performance, 0)}, FCP ${fixed(figures.fcp, 0)} ms, LCP ${fixed(figures.lcp, 0)} ms, TBT ${fixed(figures.tbt, 0)} ms, load ${fixed(figures.load, 1)}${notes.map((note) => `, ${note}`).join('')}`,
          );
        }
      }
    }

    const medians = Object.fromEntries(
      Object.entries(runs).map(([method, pages]) => [
        method,
        Object.fromEntries(
          Object.entries(pages).map(([name, pageRuns]) => [name, medianOf(pageRuns)]),
        ),
      ]),
    );
    console.log(
      `\nMedians of ${RUNS} runs; Load is the median load average (1 minute) at the end of each run, now ${loadavg()[0].toFixed(1)}:`,
    );
    for (const [method, pages] of Object.entries(medians)) printTable(method, pages);
    for (const [method, pages] of Object.entries(medians)) {
      const baselineLines = failedAuditLines(pages[BASELINE]);
      if (baselineLines.length > 0) {
        console.log(`\n${BASELINE} (${method})\n${baselineLines.join('\n')}`);
      }
    }
    printComparison(medians);

    await mkdir(RESULTS_DIR, { recursive: true });
    const file = path.join(
      RESULTS_DIR,
      `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
    );
    await writeFile(file, `${JSON.stringify({ medians, runs }, null, 2)}\n`);
    console.log(
      `Every run's figures, and the scripts each page loads: ${path.relative(ROOT, file)}`,
    );
  } finally {
    await Promise.allSettled(servers.map((server) => server.stop()));
    await workDir.remove();
  }
}

function lighthouseVersion() {
  const file = path.join(ROOT, 'node_modules', 'lighthouse', 'package.json');
  return JSON.parse(readFileSync(file, 'utf8')).version;
}

main().catch((error) => {
  console.error(error instanceof BenchError ? error.message : error);
  process.exitCode = 1;
});
