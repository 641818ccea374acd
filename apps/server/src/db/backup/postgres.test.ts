import { describe, expect, it } from 'vitest';
import { copyValues, findPgTool, libpqConnection } from './postgres.js';
import { BackupRefusal } from './refusal.js';

describe('reaching DATABASE_URL with pg_dump and pg_restore', () => {
  it.each([
    ['postgres://postgres@127.0.0.1:5432/test', { dbname: 'postgres://postgres@127.0.0.1:5432/test' }],
    [
      'postgres://portal:s%40cret%2F1@db.internal:6432/portal?sslmode=require',
      { dbname: 'postgres://portal@db.internal:6432/portal?sslmode=require', password: 's@cret/1' },
    ],
    [
      'postgresql://portal@db/portal?password=p%26w&sslmode=verify-full',
      { dbname: 'postgresql://portal@db/portal?sslmode=verify-full', password: 'p&w' },
    ],
  ])('%s: the password leaves the command line for PGPASSWORD', (url, expected) => {
    expect(libpqConnection(url)).toEqual(expected);
  });

  it('says how to get the tools when they are not there', () => {
    const find = () => findPgTool('pg_dump', { PORTAL_PG_BIN_DIR: '/nowhere' });
    expect(find).toThrow(BackupRefusal);
    expect(find).toThrow(
      /pg_dump was not found in PORTAL_PG_BIN_DIR \(\/nowhere\): install PostgreSQL's client tools/,
    );
    expect(() => findPgTool('pg_restore', { PATH: '/nowhere:/also-not' })).toThrow(
      /pg_restore was not found on the PATH/,
    );
  });
});

describe('reading a dump’s COPY lines', () => {
  it.each([
    ['a\tb\tc', ['a', 'b', 'c']],
    ['id-1\t\\N\tv1.aa.bb.cc', ['id-1', null, 'v1.aa.bb.cc']],
    ['tab\\there\tnew\\nline\tback\\\\slash', ['tab\there', 'new\nline', 'back\\slash']],
    ['\t', ['', '']],
  ])('%j', (line, values) => {
    expect(copyValues(line)).toEqual(values);
  });
});
