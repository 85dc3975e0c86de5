import { randomUUID } from 'node:crypto';

/** A document as the Content Lake stores it: `drafts.<id>` is the draft of `<id>`. */
export type StoredDocument = { _id: string; _type: string; [field: string]: unknown };

/** A patch as the mutate API takes it; paths are GROQ-like: `hero.title.en`, `items[0]`, `items[_key=="a"].title`. */
export type DocumentPatch = {
  set?: Record<string, unknown>;
  setIfMissing?: Record<string, unknown>;
  unset?: string[];
  inc?: Record<string, number>;
  dec?: Record<string, number>;
};

/** One mutation of the mutate API's `mutations` array; only the by-ID forms are supported. */
export type Mutation =
  | { create: StoredDocument }
  | { createOrReplace: StoredDocument }
  | { createIfNotExists: StoredDocument }
  | { delete: { id: string } }
  | { patch: DocumentPatch & { id: string; ifRevisionID?: string } };

export type MutationResult = {
  id: string;
  operation: 'create' | 'update' | 'delete' | 'none';
  document?: StoredDocument;
};

/** What the mutate API answers with a 409 and the client turns into its `mutationError` message. */
export class MutationError extends Error {
  readonly id: string;
  readonly type: string;

  constructor(id: string, type: string, description: string) {
    super(description);
    this.id = id;
    this.type = type;
  }
}

const DRAFTS_PREFIX = 'drafts.';
const VERSIONS_PREFIX = 'versions.';

export function publishedId(id: string): string {
  if (id.startsWith(DRAFTS_PREFIX)) return id.slice(DRAFTS_PREFIX.length);
  if (id.startsWith(VERSIONS_PREFIX)) return id.split('.').slice(2).join('.');
  return id;
}

function isPublishedId(id: string): boolean {
  return !id.startsWith(DRAFTS_PREFIX) && !id.startsWith(VERSIONS_PREFIX);
}

/**
 * The documents of one dataset, drafts and published side by side, as the Content Lake keeps them.
 * Reads hand out copies; every write stamps `_rev` and `_updatedAt` as the Content Lake does and
 * moves `generation` on, which the query answers' sync tag follows.
 */
export class DocumentStore {
  private readonly initial: readonly StoredDocument[];
  private documents = new Map<string, StoredDocument>();
  generation = 0;

  constructor(initial: readonly StoredDocument[]) {
    this.initial = initial.map((document) => structuredClone(document));
    this.reset();
  }

  /** Back to the documents the store started with. */
  reset(): void {
    this.documents = new Map(initialEntries(this.initial));
    this.generation++;
  }

  /** Every document, drafts included, in the order they were added. */
  all(): StoredDocument[] {
    return [...this.documents.values()].map((document) => structuredClone(document));
  }

  get(id: string): StoredDocument | undefined {
    const document = this.documents.get(id);
    return document && structuredClone(document);
  }

  /** Creates the document with this `_id`, or replaces it; `drafts.<id>` is a draft. */
  put(document: StoredDocument): StoredDocument {
    if (typeof document._id !== 'string' || typeof document._type !== 'string')
      throw new TypeError('A document needs an _id and a _type.');
    const previous = this.documents.get(document._id);
    const stored = stamp(structuredClone(document), previous);
    this.documents.set(stored._id, stored);
    this.generation++;
    return structuredClone(stored);
  }

  /** Applies a patch, or a function from the document to its new version; throws when the document is missing. */
  patch(
    id: string,
    patch: DocumentPatch | ((document: StoredDocument) => StoredDocument),
  ): StoredDocument {
    const current = this.documents.get(id);
    if (!current)
      throw new MutationError(id, 'documentNotFoundError', `Document "${id}" not found`);
    const next =
      typeof patch === 'function'
        ? patch(structuredClone(current))
        : applyPatch(structuredClone(current), patch);
    return this.put({ ...next, _id: id, _type: next._type ?? current._type });
  }

  delete(id: string): boolean {
    const deleted = this.documents.delete(id);
    if (deleted) this.generation++;
    return deleted;
  }

  /** Runs the mutate API's mutations as one transaction: all of them, or none when one fails. */
  mutate(mutations: Mutation[]): MutationResult[] {
    const before = new Map(this.documents);
    const generation = this.generation;
    try {
      return mutations.map((mutation) => this.mutateOne(mutation));
    } catch (error) {
      this.documents = before;
      this.generation = generation;
      throw error;
    }
  }

  private mutateOne(mutation: Mutation): MutationResult {
    if ('create' in mutation) {
      const document = withId(mutation.create);
      if (this.documents.has(document._id))
        throw new MutationError(
          document._id,
          'documentAlreadyExistsError',
          `Document by ID "${document._id}" already exists`,
        );
      return { id: document._id, operation: 'create', document: this.put(document) };
    }
    if ('createOrReplace' in mutation) {
      const document = withId(mutation.createOrReplace);
      const operation = this.documents.has(document._id) ? 'update' : 'create';
      return { id: document._id, operation, document: this.put(document) };
    }
    if ('createIfNotExists' in mutation) {
      const document = withId(mutation.createIfNotExists);
      const existing = this.get(document._id);
      if (existing) return { id: document._id, operation: 'none', document: existing };
      return { id: document._id, operation: 'create', document: this.put(document) };
    }
    if ('delete' in mutation) {
      const { id } = mutation.delete;
      if (typeof id !== 'string')
        throw new MutationError('', 'unsupportedMutation', 'The emulator deletes by id only');
      return { id, operation: this.delete(id) ? 'delete' : 'none' };
    }
    if ('patch' in mutation) {
      const { id, ifRevisionID, ...patch } = mutation.patch;
      if (typeof id !== 'string')
        throw new MutationError('', 'unsupportedMutation', 'The emulator patches by id only');
      const current = this.documents.get(id);
      if (current && ifRevisionID !== undefined && current._rev !== ifRevisionID)
        throw new MutationError(
          id,
          'conflictError',
          `Document "${id}" has unexpected revision ID ("${String(current._rev)}"), expected "${ifRevisionID}"`,
        );
      return { id, operation: 'update', document: this.patch(id, patch) };
    }
    throw new MutationError(
      '',
      'unsupportedMutation',
      `The emulator does not support the mutation ${Object.keys(mutation).join(', ')}`,
    );
  }

  /**
   * The documents a query sees under a perspective, as the Content Lake resolves it:
   * `raw` everything; `published` no drafts and no release versions; `drafts` and stacks of
   * release IDs each document in the first layer that has it, under its published `_id`, with the
   * stored one in `_originalId`. `readsPaths` false (an anonymous request to a dataset with a
   * token) hides every document whose ID is in a path (has a dot), drafts and versions among them.
   */
  view(perspective: Perspective, readsPaths = true): StoredDocument[] {
    const visible = [...this.documents.values()].filter(
      (document) => readsPaths || !document._id.includes('.'),
    );
    if (perspective === 'raw') return visible;
    if (perspective === 'published') return visible.filter(({ _id }) => isPublishedId(_id));
    const byId = new Map(visible.map((document) => [document._id, document]));
    const seen = new Set<string>();
    const result: StoredDocument[] = [];
    for (const { _id } of visible) {
      const id = publishedId(_id);
      if (seen.has(id)) continue;
      seen.add(id);
      const chosen = perspective
        .map((layer) => byId.get(layeredId(layer, id)))
        .find((document) => document !== undefined);
      if (chosen) result.push({ ...chosen, _id: id, _originalId: chosen._id });
    }
    return result;
  }
}

/** `raw`, `published`, or a stack of layers (`drafts`, release IDs) over `published`. */
export type Perspective = 'raw' | 'published' | string[];

const RELEASE_ID = /^r[\w-]+$/;

/**
 * The perspective a request asks for (the `perspective` query parameter, comma-separated for a
 * stack), or the API version's default: `published` from v2025-02-19, `raw` before.
 */
export function parsePerspective(value: string | null, apiVersion: string): Perspective {
  if (value === null || value === '') {
    return apiVersion === 'X' || (apiVersion !== '1' && apiVersion >= '2025-02-19')
      ? 'published'
      : 'raw';
  }
  const names = value.split(',').map((name) => (name === 'previewDrafts' ? 'drafts' : name));
  if (names.includes('raw')) {
    if (names.length > 1)
      throw new RangeError('The raw perspective can not be combined with other perspectives');
    return 'raw';
  }
  const invalid = names.filter(
    (name) => name !== 'published' && name !== 'drafts' && !RELEASE_ID.test(name),
  );
  if (invalid.length > 0)
    throw new RangeError(
      `Invalid perspective ${invalid.map((name) => JSON.stringify(name)).join(', ')}: expected published, drafts, raw or a release ID`,
    );
  if (names.length === 1 && names[0] === 'published') return 'published';
  return names.includes('published') ? names : [...names, 'published'];
}

function layeredId(layer: string, id: string): string {
  if (layer === 'published') return id;
  if (layer === 'drafts') return `${DRAFTS_PREFIX}${id}`;
  return `${VERSIONS_PREFIX}${layer}.${id}`;
}

function initialEntries(documents: readonly StoredDocument[]): [string, StoredDocument][] {
  return documents.map((document) => [document._id, structuredClone(document)]);
}

function withId(document: StoredDocument): StoredDocument {
  if (typeof document?._type !== 'string')
    throw new MutationError(
      String(document?._id ?? ''),
      'invalidDocument',
      'A document needs a _type',
    );
  return document._id ? document : { ...document, _id: randomUUID() };
}

function stamp(document: StoredDocument, previous: StoredDocument | undefined): StoredDocument {
  const now = new Date().toISOString();
  return {
    ...document,
    _createdAt: previous?._createdAt ?? document._createdAt ?? now,
    _updatedAt: now,
    _rev: randomUUID().replaceAll('-', '').slice(0, 22),
  };
}

type Segment = string | number | { key: string };

/** Parses `a.b[2].c[_key=="x"]` into attribute names, array indexes and `_key` selectors. */
export function parsePath(path: string): Segment[] {
  const segments: Segment[] = [];
  let rest = path.trim();
  while (rest.length > 0) {
    if (rest.startsWith('.')) {
      rest = rest.slice(1);
      continue;
    }
    if (rest.startsWith('[')) {
      const end = rest.indexOf(']');
      if (end < 0) throw new SyntaxError(`Invalid path "${path}"`);
      const inner = rest.slice(1, end).trim();
      const key = /^_key\s*==\s*(["'])(.*)\1$/.exec(inner);
      if (/^-?\d+$/.test(inner)) segments.push(Number(inner));
      else if (key?.[2] !== undefined) segments.push({ key: key[2] });
      else throw new SyntaxError(`Unsupported path segment [${inner}] in "${path}"`);
      rest = rest.slice(end + 1);
      continue;
    }
    const name = /^[A-Za-z_$][\w$-]*/.exec(rest)?.[0];
    if (!name) throw new SyntaxError(`Invalid path "${path}"`);
    segments.push(name);
    rest = rest.slice(name.length);
  }
  if (segments.length === 0) throw new SyntaxError('Empty path');
  return segments;
}

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

/** The index or attribute a segment names in a container, or undefined when it names nothing there. */
function locate(container: Container, segment: Segment): string | number | undefined {
  if (Array.isArray(container)) {
    if (typeof segment === 'number') {
      const index = segment < 0 ? container.length + segment : segment;
      return index >= 0 && index < container.length ? index : undefined;
    }
    if (typeof segment === 'object') {
      const index = container.findIndex(
        (item) => isContainer(item) && (item as Record<string, unknown>)._key === segment.key,
      );
      return index >= 0 ? index : undefined;
    }
    return undefined;
  }
  return typeof segment === 'string' ? segment : undefined;
}

function read(container: Container, at: string | number): unknown {
  return (container as Record<string | number, unknown>)[at];
}

function write(container: Container, at: string | number, value: unknown): void {
  (container as Record<string | number, unknown>)[at] = value;
}

/** Sets a value, creating missing objects on the way as the mutate API does; a missing array item is skipped. */
function setAt(
  document: StoredDocument,
  path: string,
  update: (current: unknown) => unknown,
): void {
  const segments = parsePath(path);
  let container: Container = document;
  for (const [index, segment] of segments.entries()) {
    const at = locate(container, segment);
    if (at === undefined) return;
    if (index === segments.length - 1) {
      write(container, at, update(read(container, at)));
      return;
    }
    let next = read(container, at);
    if (!isContainer(next)) {
      if (typeof segments[index + 1] !== 'string') return;
      next = {};
      write(container, at, next);
    }
    container = next as Container;
  }
}

function unsetAt(document: StoredDocument, path: string): void {
  const segments = parsePath(path);
  let container: unknown = document;
  for (const [index, segment] of segments.entries()) {
    if (!isContainer(container)) return;
    const at = locate(container, segment);
    if (at === undefined) return;
    if (index === segments.length - 1) {
      if (Array.isArray(container)) container.splice(at as number, 1);
      else delete container[at];
      return;
    }
    container = read(container, at);
  }
}

/** Applies the operations in the mutate API's order: set, setIfMissing, unset, inc, dec. */
export function applyPatch(document: StoredDocument, patch: DocumentPatch): StoredDocument {
  for (const [path, value] of Object.entries(patch.set ?? {}))
    setAt(document, path, () => structuredClone(value));
  for (const [path, value] of Object.entries(patch.setIfMissing ?? {}))
    setAt(document, path, (current) => current ?? structuredClone(value));
  for (const path of patch.unset ?? []) unsetAt(document, path);
  for (const [path, by] of Object.entries(patch.inc ?? {}))
    setAt(document, path, (current) => (typeof current === 'number' ? current + by : current));
  for (const [path, by] of Object.entries(patch.dec ?? {}))
    setAt(document, path, (current) => (typeof current === 'number' ? current - by : current));
  return document;
}
