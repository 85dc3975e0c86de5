import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The README is a newcomer's on-ramp: short enough to read at once, with a tree of folders that
// is the code's own, and details in docs/. Nothing else reads the tree, so without these checks
// it drifts from the code unseen; the same holds for the paths, commands and settings the docs
// name.

const README = readFileSync('README.md', 'utf8');
const DOCS = readdirSync('docs')
  .filter((name) => name.endsWith('.md'))
  .map((name) => ({ name: `docs/${name}`, text: readFileSync(`docs/${name}`, 'utf8') }));
const PAGES = [{ name: 'README.md', text: README }, ...DOCS];

/** The most the README may weigh, in bytes. */
const README_MAX_BYTES = 10 * 1024;

/** The folders whose every first-level folder the tree must name. */
const MAPPED_ROOTS = ['app', 'components', 'lib'];

/** The folders of the repository whose quoted paths are checked; runtime ones (.data/) are not. */
const QUOTED_ROOTS = [
  'app',
  'components',
  'lib',
  'schemas',
  'studio',
  'supabase',
  'scripts',
  'tests',
  'e2e',
  'bench',
  'docs',
  'public',
  '\\.ci',
];

/** One entry of the tree: a folder (ending in /) or a file, from the repository's root. */
type TreeEntry = { path: string; line: number };

/**
 * The entries of the README's tree. Each line is an indented column of names, then at least two
 * spaces and what they hold. Two spaces of indent per level: a name is inside the folder named
 * alone on the nearest line above with one level less. Patterns (`*.ts`) stand for loose files.
 */
function treeEntries(readme: string): TreeEntry[] {
  const block = /## How the code is laid out\n+```text\n([\s\S]*?)\n```/.exec(readme)?.[1];
  if (!block) throw new Error('The README has no tree under "How the code is laid out"');
  const parents: string[] = [];
  return block.split('\n').flatMap((text, index) => {
    const match = /^( *)(\S+(?: \S+)*)(?: {2,}\S.*)?$/.exec(text);
    if (!match) throw new Error(`Tree line ${index + 1} is not "names  description": ${text}`);
    const indent = match[1]!.length;
    if (indent % 2 !== 0) throw new Error(`Tree line ${index + 1} is indented by ${indent}`);
    const level = indent / 2;
    const parent = level === 0 ? '' : parents[level - 1];
    if (parent === undefined) throw new Error(`Tree line ${index + 1} has no folder above it`);
    const names = match[2]!.split(' ');
    parents.length = level;
    if (names.length === 1 && names[0]!.endsWith('/')) parents[level] = `${parent}${names[0]}`;
    return names
      .filter((name) => !name.includes('*'))
      .map((name) => ({ path: `${parent}${name}`, line: index + 1 }));
  });
}

function isFolder(path: string): boolean {
  return existsSync(path) && statSync(path).isDirectory();
}

describe('the README', () => {
  it(`weighs at most ${README_MAX_BYTES} bytes`, () => {
    expect(Buffer.byteLength(README, 'utf8')).toBeLessThanOrEqual(README_MAX_BYTES);
  });

  it('names in its tree only folders and files that exist', () => {
    const entries = treeEntries(README);
    expect(entries.length).toBeGreaterThan(MAPPED_ROOTS.length);
    const missing = entries.filter(({ path }) =>
      path.endsWith('/') ? !isFolder(path) : !existsSync(path),
    );
    expect(missing).toEqual([]);
  });

  it.each(MAPPED_ROOTS)('names every first-level folder of %s/ in its tree', (root) => {
    const named = new Set(treeEntries(README).map(({ path }) => path));
    const folders = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${root}/${entry.name}/`);
    expect(folders.length).toBeGreaterThan(0);
    expect(folders.filter((folder) => !named.has(folder))).toEqual([]);
  });

  it('links only docs that exist, and every doc is linked', () => {
    const linked = new Set(README.match(/docs\/[\w.-]+\.md/g) ?? []);
    expect([...linked].filter((path) => !existsSync(path))).toEqual([]);
    expect(DOCS.map(({ name }) => name).filter((name) => !linked.has(name))).toEqual([]);
  });
});

describe('the README and docs/', () => {
  it('quote only paths of the repository that exist', () => {
    const quotedPath = new RegExp(`\`((?:${QUOTED_ROOTS.join('|')})/[^\`\\s]*)\``, 'g');
    const quoted = PAGES.flatMap(({ name, text }) =>
      [...text.matchAll(quotedPath)]
        .map((match) => match[1]!)
        // A placeholder (`messages/<code>.json`) stands for a file still to write.
        .filter((path) => !/[<{*…]/.test(path))
        .map((path) => ({ name, path })),
    );
    expect(quoted.length).toBeGreaterThan(0);
    expect(quoted.filter(({ path }) => !existsSync(path))).toEqual([]);
  });

  it('name only npm scripts that package.json has', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    const named = PAGES.flatMap(({ name, text }) =>
      [...text.matchAll(/npm run (?:--silent )?([a-z][\w:-]*)/g)].map((match) => ({
        name,
        script: match[1]!,
      })),
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter(({ script }) => !(script in scripts))).toEqual([]);
  });
});

describe('docs/deploying.md', () => {
  // tests/legal/deploying-example.test.ts holds .env.example to the settings the server reads;
  // this holds it to the settings the operator is told about, build-time ones included.
  it('names only settings that .env.example describes', () => {
    const deploying = readFileSync('docs/deploying.md', 'utf8');
    const example = readFileSync('.env.example', 'utf8');
    const settings = new Set([
      ...[...deploying.matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)(?![\w*])/g)].map((m) => m[1]!),
      ...[...deploying.matchAll(/^([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)=/gm)].map((m) => m[1]!),
    ]);
    expect(settings.size).toBeGreaterThan(20);
    const described = (name: string) => new RegExp(`(^|[^\\w])${name}(?![\\w])`).test(example);
    expect([...settings].filter((name) => !described(name))).toEqual([]);
  });
});
