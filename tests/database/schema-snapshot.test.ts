import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationFiles } from '@/lib/database/migrations';
import { SCHEMA_SNAPSHOT_FILE, schemaSnapshot } from '@/lib/database/schema-snapshot';
import { engineAvailable, ENGINES, openEngine, type Engine } from '../support/sql-engines';

const STALE = `${SCHEMA_SNAPSHOT_FILE} is not what the migrations make: run \`npm run registry:sync\` and commit the result`;

function committedSnapshot(): Promise<string> {
  return readFile(SCHEMA_SNAPSHOT_FILE, 'utf8').catch(() => '');
}

// Both engines print the same text, so the one file is the schema Supabase runs as much as the
// one the site embeds.
describe.each(ENGINES.filter(engineAvailable))('%s with every migration applied', (name) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await openEngine(name);
  });
  afterAll(() => engine.close());

  it(`prints ${SCHEMA_SNAPSHOT_FILE} as committed`, async () => {
    // The sync prints the file from PGlite. When only PostgreSQL disagrees with it, the file is
    // fresh and the two engines print some object differently.
    const message =
      name === 'PGlite' ? STALE : `${STALE}, or PostgreSQL prints an object otherwise than PGlite`;
    expect(await schemaSnapshot(engine.db), message).toBe(await committedSnapshot());
  });

  // The migrations hold no view, enum or sequence of their own yet; the next one may.
  it('prints what the migrations do not hold yet, with its comments and grants', async () => {
    await engine.db.exec(`
      create schema shop;
      comment on schema shop is 'The shop''s own.';
      create type shop.mood as enum ('glad', 'sad');
      create domain shop.positive as int not null check (value > 0);
      create sequence shop.ticket start with 5;
      create table shop.item (
        id int generated always as identity primary key,
        mood shop.mood,
        price numeric(6,2) not null default 0
      );
      comment on column shop.item.price is 'In euros.';
      create view shop.cheap as select id, price from shop.item where price < 10;
      grant select on shop.cheap to leads_reader;
      grant select (id, price), update (price) on shop.item to leads_reader;
      create function shop.add(a int, b int) returns int language sql return a + b;
      revoke execute on function shop.add(int, int) from public;
      grant execute on function shop.add(int, int) to leads_reader with grant option;
    `);
    const snapshot = await schemaSnapshot(engine.db);
    for (const line of [
      "comment on schema shop is 'The shop''s own.';",
      "create type shop.mood as enum (\n  'glad',\n  'sad'\n);",
      'create domain shop.positive as integer\n  not null\n  constraint positive_check CHECK (VALUE > 0);',
      'create sequence shop.ticket as bigint increment by 1 minvalue 1',
      '  id integer generated always as identity not null,',
      '  price numeric(6,2) default 0 not null,',
      // PostgreSQL 15 prints a view's columns qualified (item.id), PGlite's 18 bare (id): the day a
      // migration adds a view, the two engines print different files.
      'create view shop.cheap as\n SELECT ',
      'grant select on table shop.cheap to leads_reader;',
      'grant select (id, price) on table shop.item to leads_reader;',
      'grant update (price) on table shop.item to leads_reader;',
      "comment on column shop.item.price is 'In euros.';",
      'grant execute on function shop.add(a integer, b integer) to leads_reader with grant option;',
    ]) {
      expect(snapshot).toContain(line);
    }
  });

  it('refuses a kind it cannot print, rather than leave it out', async () => {
    await engine.db.exec(`
      create schema ruled;
      create table ruled.kept (id int);
      create rule keep as on delete to ruled.kept do instead nothing;
    `);
    await expect(schemaSnapshot(engine.db)).rejects.toThrow(
      /rules, which the schema snapshot cannot print/,
    );
  });
});

describe(SCHEMA_SNAPSHOT_FILE, () => {
  it('shows each function once, its body as the newest migration that defines it writes it', async () => {
    const snapshot = await committedSnapshot();
    const migrations = await Promise.all(
      (await migrationFiles(process.cwd())).map(async ({ file }) => readFile(file, 'utf8')),
    );
    // A body written as `return <expression>` is stored parsed and printed back without its
    // comments; a dollar-quoted body is kept as written.
    const written = [
      ...snapshot.matchAll(
        /^CREATE OR REPLACE FUNCTION (([\w.]+)\(.*)\n(?: .*\n)*?AS \$function\$([\s\S]*?)\$function\$;$/gm,
      ),
    ];
    expect(written.length).toBeGreaterThan(20);
    const signatures = written.map((match) => match[1]!);
    expect(signatures).toContain('private.queue_lead_messages()');
    const twice = signatures.filter((signature, index) => signatures.indexOf(signature) !== index);
    expect(twice).toEqual([]);
    const notNewest = written.flatMap(([, , name, body]) => {
      const definition = new RegExp(
        `create\\s+(?:or\\s+replace\\s+)?function\\s+${name!.replace('.', '\\.')}\\s*\\(`,
        'i',
      );
      const newest = migrations.filter((text) => definition.test(text)).at(-1);
      return newest?.includes(body!) ? [] : [name];
    });
    expect(notNewest).toEqual([]);
  });
});
