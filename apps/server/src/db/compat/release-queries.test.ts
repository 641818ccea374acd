import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../database.js';
import { testDatabases } from '../../test/databases.js';
import {
  distinctQueries,
  insertedColumns,
  insertsMissingRequiredColumns,
  queriesRefusedBy,
  readReleaseQueries,
  shapeOf,
  unpreparableQueries,
} from './release-queries.js';

describe('query shapes', () => {
  it.each([
    ['select "a" from "t" where "id" = $1', 'select "a" from "t" where "id" = $'],
    ['select "a" from "t" where "id" in ($1, $2, $3)', 'select "a" from "t" where "id" in ($…)'],
    [
      'insert into "t" ("a", "b") values ($1, $2), ($3, $4), ($5, $6)',
      'insert into "t" ("a", "b") values ($…)',
    ],
    ['select coalesce("a", $1) from "t"', 'select coalesce("a", $) from "t"'],
  ])('%s is %s', (text, shape) => expect(shapeOf(text)).toBe(shape));

  it.each([
    ['insert into "t" ("a", "b") values ($1, $2)', { table: 't', columns: ['a', 'b'] }],
    ['insert into "t" ("a") values ($1) on conflict do nothing', { table: 't', columns: ['a'] }],
    ['select "a" from "t"', undefined],
    ['update "t" set "a" = $1', undefined],
  ])('%s inserts %j', (text, inserted) => expect(insertedColumns(text)).toEqual(inserted));

  it('keeps one statement of each shape, ordered by file', () => {
    expect(
      distinctQueries([
        { sql: 'select 1 from "b" where "id" in ($1)', from: 'src/b.ts' },
        { sql: 'select 1 from "a"', from: 'src/a.ts' },
        { sql: 'select 1 from "b" where "id" in ($1, $2)', from: 'src/b.ts' },
      ]),
    ).toEqual([
      { sql: 'select 1 from "a"', from: 'src/a.ts' },
      { sql: 'select 1 from "b" where "id" in ($1)', from: 'src/b.ts' },
    ]);
  });
});

describe.each(testDatabases())('the last release on this schema, $name', (database) => {
  let db: Db;
  const { queries } = readReleaseQueries();
  beforeAll(async () => {
    db = await database.open();
  }, 60_000);
  afterAll(() => database.close(db));

  it('[issue 27] every query the last release issues still prepares after every migration', async () => {
    expect(queries.length).toBeGreaterThan(0);
    expect(await queriesRefusedBy(db, queries)).toEqual([]);
  });

  it('[issue 27] every insert of the last release still names each column the schema requires', async () => {
    expect(await insertsMissingRequiredColumns(db, queries)).toEqual([]);
  });

  it('[issue 27] fails a migration that adds a required column with no default to a table it inserts into', async () => {
    class Undo extends Error {}
    let missing: Awaited<ReturnType<typeof insertsMissingRequiredColumns>> = [];
    await expect(
      db.transaction().execute(async (tx) => {
        await sql`alter table patients add column plan_code text not null`.execute(tx);
        missing = await insertsMissingRequiredColumns(tx, queries);
        throw new Undo();
      }),
    ).rejects.toThrow(Undo);
    expect(missing.map((query) => query.missing)).toEqual([['plan_code']]);
    expect(missing[0]).toMatchObject({ from: expect.stringMatching(/^src\/.+\.ts$/) });
  });

  it.each([
    ['a column it reads is dropped', sql`alter table sessions drop column last_seen_at`, 'sessions'],
    [
      'a column it writes is renamed',
      sql`alter table audit_log rename column resource to resource_name`,
      'audit_log',
    ],
    ['a table it reads is renamed', sql`alter table sessions rename to signed_in`, 'sessions'],
  ])('[issue 27] fails a migration where %s, naming the query and its file', async (_, contract, table) => {
    class Undo extends Error {}
    let refused: Awaited<ReturnType<typeof unpreparableQueries>> = [];
    await expect(
      db.transaction().execute(async (tx) => {
        await contract.execute(tx);
        refused = await unpreparableQueries(tx, queries);
        throw new Undo();
      }),
    ).rejects.toThrow(Undo);
    expect(refused.length).toBeGreaterThan(0);
    for (const query of refused) expect(query.sql).toContain(`"${table}"`);
    expect(refused[0]).toMatchObject({ from: expect.stringMatching(/^src\/.+\.ts$/) });
    // Undone: the schema still takes every query
    expect(await queriesRefusedBy(db, queries)).toEqual([]);
  });
});
