import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from './database.js';
import { DiskSpaceLowError, isDiskFull, mayWrite } from './pglite-dialect.js';

describe('a write the embedded database could not make', () => {
  const wasmAbort = Object.assign(new Error('Aborted()'), { name: 'RuntimeError' });
  it.each([
    [{ code: '53100', message: 'could not extend file "base/1/16384"' }, true],
    [new Error('could not write to file "pg_wal/xlogtemp.42": No space left on device'), true],
    [wasmAbort, true],
    [{ code: '23505', message: 'duplicate key value violates unique constraint' }, false],
    [{ code: '22P02', message: 'invalid input syntax for type uuid' }, false],
    ['No space left on device', false],
    [null, false],
  ])('%s is a full disk: %s', (error, full) => expect(isDiskFull(error)).toBe(full));
});

describe('statements that may write', () => {
  it.each([
    ['select 1', false],
    ['  SELECT "id" from "patients" where "id" = $1', false],
    ['begin', false],
    ['commit', false],
    ['rollback to savepoint "x"', false],
    ['insert into "audit_log" ("actor") values ($1)', true],
    ['update "sessions" set "last_seen_at" = $1', true],
    ['delete from "sessions"', true],
    ['with moved as (delete from "a" returning *) select * from moved', true],
    ['create table "x" (id int)', true],
    ['select 1; drop table "patients"', true],
  ])('%s: %s', (text, writes) => expect(mayWrite(text)).toBe(writes));
});

describe('the embedded database kept off a full disk', () => {
  let db: Db;
  let low = false;
  const fullDisks: unknown[] = [];
  beforeAll(async () => {
    db = await createDatabase({
      disk: { canWrite: () => !low, onDiskFull: (error) => fullDisks.push(error) },
    });
    await sql`create table notes (body text)`.execute(db);
  }, 60_000);
  afterAll(() => db.destroy());

  it('below the floor refuses every write unsent and still reads; above it writes again', async () => {
    low = true;
    await expect(sql`insert into notes values ('held back')`.execute(db)).rejects.toThrow(DiskSpaceLowError);
    await expect(
      db.transaction().execute((tx) => sql`insert into notes values ('held back')`.execute(tx)),
    ).rejects.toThrow(DiskSpaceLowError);
    expect((await sql`select count(*)::int as n from notes`.execute(db)).rows).toEqual([{ n: 0 }]);
    low = false;
    await sql`insert into notes values ('written')`.execute(db);
    expect((await sql`select body from notes`.execute(db)).rows).toEqual([{ body: 'written' }]);
    expect(fullDisks).toEqual([]);
  });

  it('after a write that failed for want of space, refuses every statement without sending it', async () => {
    const full = sql`do $$ begin raise exception 'could not extend file' using errcode = '53100'; end $$`;
    await expect(full.execute(db)).rejects.toMatchObject({ code: '53100' });
    expect(fullDisks).toHaveLength(1);
    const started = performance.now();
    await expect(sql`select 1`.execute(db)).rejects.toMatchObject({ code: '53100' });
    expect(performance.now() - started).toBeLessThan(100);
    expect(fullDisks).toHaveLength(1);
  });
});
