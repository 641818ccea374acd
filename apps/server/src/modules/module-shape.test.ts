import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The house shape, checked rather than hoped for: every module has routes.ts, service.ts and queries.ts (and
 * tables.ts for the tables it declares), and all SQL lives in a queries.ts or, for a module whose SQL outgrew one
 * file, in its queries/ folder behind that queries.ts — migrations, src/db and tests aside.
 */

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');
const MODULES = join(SRC, 'modules');

/** Kysely statements and raw SQL: what only a queries.ts may write. */
const SQL =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|selectNoFrom|mergeInto|replaceInto)\(|\bsql(<[^>]*>)?`/;
const TABLE_INTERFACE = /\binterface\s+\w+Table\b/;

/**
 * Files that still hold SQL outside a queries.ts, each waiting for its owner to move it. This list only
 * shrinks: a file that no longer needs to be here fails the test until it is taken off — take it off in the
 * commit that moves its SQL.
 */
const NOT_YET_RESHAPED: string[] = [];

/** Reading onboarding gates is gatepass's `readGates`; a module may only set its own gate column. */
const READS_GATES = /(selectFrom|Join)\(\s*'onboarding'/;
/** Modules that still read the gates themselves, waiting for their owner to call readGates. Only shrinks. */
const OWN_GATE_READERS: string[] = [];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

const isExempt = (path: string) =>
  path.endsWith('.test.ts') ||
  path.startsWith('db/') ||
  path.startsWith('test/') ||
  path.endsWith('/queries.ts') ||
  /^modules\/[^/]+\/queries\//.test(path) ||
  path === 'queries.ts';

function filesWithMisplacedSql(files: Array<{ path: string; text: string }>): string[] {
  return files.filter((f) => !isExempt(f.path) && SQL.test(f.text)).map((f) => f.path);
}

const modules = readdirSync(MODULES).filter((name) => statSync(join(MODULES, name)).isDirectory());
const sources = sourceFiles(SRC).map((path) => ({
  path: relative(SRC, path).split('\\').join('/'),
  text: readFileSync(path, 'utf8'),
}));

describe('module shape', () => {
  it.each(modules)('%s has routes.ts, service.ts and queries.ts', (name) => {
    const missing = ['routes.ts', 'service.ts', 'queries.ts'].filter(
      (file) => !existsSync(join(MODULES, name, file)),
    );
    expect(missing).toEqual([]);
  });

  it.each(modules)('%s declares its tables in tables.ts only', (name) => {
    const elsewhere = sources
      .filter((f) => f.path.startsWith(`modules/${name}/`) && !f.path.endsWith('/tables.ts'))
      .filter((f) => !f.path.endsWith('.test.ts') && TABLE_INTERFACE.test(f.text))
      .map((f) => f.path);
    expect(elsewhere).toEqual([]);
  });

  it('keeps SQL in queries.ts files (migrations, src/db and tests aside)', () => {
    expect(filesWithMisplacedSql(sources).filter((path) => !NOT_YET_RESHAPED.includes(path))).toEqual([]);
  });

  it('lists only files that still need reshaping', () => {
    const misplaced = filesWithMisplacedSql(sources);
    expect(NOT_YET_RESHAPED.filter((path) => !misplaced.includes(path))).toEqual([]);
  });

  it('reads onboarding gates only through gatepass readGates', () => {
    const readers = sources
      .filter((f) => !f.path.endsWith('.test.ts') && !f.path.startsWith('modules/gatepass/'))
      .filter((f) => !f.path.startsWith('db/') && !f.path.startsWith('test/') && READS_GATES.test(f.text))
      .map((f) => f.path);
    expect(readers.filter((path) => !OWN_GATE_READERS.includes(path))).toEqual([]);
    expect(OWN_GATE_READERS.filter((path) => !readers.includes(path))).toEqual([]);
  });

  it.each([
    ['modules/x/service.ts', "await db.selectFrom('patients').selectAll().execute()", true],
    ['modules/x/routes.ts', 'await sql`select 1`.execute(db)', true],
    ['modules/x/worker.ts', 'await sql<{ n: number }>`select 1 as n`.execute(db)', true],
    ['http/auth.ts', "tx.updateTable('sessions')", true],
    ['modules/x/queries.ts', "db.deleteFrom('x')", false],
    ['db/migrations/0001.ts', 'sql`create table x ()`', false],
    ['modules/x/x.test.ts', "db.insertInto('x')", false],
    ['modules/x/service.ts', 'const selectFromList = pick(list)', false],
  ])('finds SQL in %s: %s → %s', (path, text, found) => {
    expect(filesWithMisplacedSql([{ path, text }])).toEqual(found ? [path] : []);
  });
});
