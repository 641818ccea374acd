import { execFile, spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { ENCRYPTED_COLUMNS } from '../../lib/encrypted-columns.js';
import { createDatabase } from '../database.js';
import { encryptedColumnsOf, sampleOf, type EncryptedSample } from './key-check.js';
import { tableCount } from './queries.js';
import { BackupRefusal } from './refusal.js';

const run = promisify(execFile);

/**
 * How to reach DATABASE_URL with libpq's tools without putting its password on a command line (any user of the
 * machine can read those in `ps`): the URL without it, and the password for PGPASSWORD.
 */
export function libpqConnection(url: string): { dbname: string; password?: string } {
  const parsed = new URL(url);
  const password = parsed.password
    ? decodeURIComponent(parsed.password)
    : (parsed.searchParams.get('password') ?? undefined);
  parsed.password = '';
  parsed.searchParams.delete('password');
  return { dbname: parsed.toString(), ...(password === undefined ? {} : { password }) };
}

/** pg_dump, pg_restore or psql: from PORTAL_PG_BIN_DIR when set, else the PATH; a refusal saying how to get it. */
export function findPgTool(name: 'pg_dump' | 'pg_restore' | 'psql', env: NodeJS.ProcessEnv): string {
  const dirs = env.PORTAL_PG_BIN_DIR ? [env.PORTAL_PG_BIN_DIR] : (env.PATH ?? '').split(delimiter);
  for (const dir of dirs.filter(Boolean)) {
    const path = join(dir, name);
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      // not here: the next folder
    }
  }
  throw new BackupRefusal(
    `${name} was not found${env.PORTAL_PG_BIN_DIR ? ` in PORTAL_PG_BIN_DIR (${env.PORTAL_PG_BIN_DIR})` : ' on the PATH'}: ` +
      "install PostgreSQL's client tools of your server's major version or newer (Debian/Ubuntu: " +
      'apt-get install postgresql-client, or postgresql-client-<major> from apt.postgresql.org; macOS: brew ' +
      'install libpq), or set PORTAL_PG_BIN_DIR to the folder holding them.',
  );
}

async function runTool(tool: string, args: string[], url: string, env: NodeJS.ProcessEnv): Promise<void> {
  const { dbname, password } = libpqConnection(url);
  try {
    await run(tool, [...args, `--dbname=${dbname}`], {
      env: { ...env, ...(password === undefined ? {} : { PGPASSWORD: password }) },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new BackupRefusal(`${tool} failed: ${stderr || (error as Error).message}`);
  }
}

/** pg_dump's custom format (compressed; pg_restore reads it table by table) of the whole database at `url`. */
export async function dumpPostgres(url: string, file: string, env: NodeJS.ProcessEnv): Promise<void> {
  await runTool(findPgTool('pg_dump', env), ['--format=custom', '--no-password', `--file=${file}`], url, env);
}

/**
 * Restores the dump `file` into the database at `url`, in one transaction: a failure leaves it as it was. A
 * database that already holds tables is replaced only with `force` (its public schema emptied, see
 * replacePostgres). Objects belong to the role restoring them, so a dump restores under another role name too.
 */
export async function restorePostgres(
  file: string,
  url: string,
  options: { force: boolean; env: NodeJS.ProcessEnv },
): Promise<void> {
  const db = await createDatabase({ url, settings: { poolSize: 1, statementTimeoutMs: 0 } });
  let tables: number;
  try {
    tables = await tableCount(db);
  } finally {
    await db.destroy();
  }
  if (tables > 0 && !options.force) {
    throw new BackupRefusal(
      `the database at DATABASE_URL is not empty (${tables} tables): restore into a fresh database ` +
        '(createdb), or pass --force to replace what the backup holds in this one',
    );
  }
  if (options.force) return replacePostgres(file, url, options.env);
  await runTool(
    findPgTool('pg_restore', options.env),
    ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', '--no-password', file],
    url,
    options.env,
  );
}

/**
 * `--force`: the schema is emptied and the dump restored in one psql transaction, so a failure leaves the
 * database as it was. Not pg_restore's own --clean: it drops each partition's inherited primary key before its
 * table (the monthly audit log), which PostgreSQL refuses.
 */
async function replacePostgres(file: string, url: string, env: NodeJS.ProcessEnv): Promise<void> {
  const { dbname, password } = libpqConnection(url);
  const toolEnv = { ...env, ...(password === undefined ? {} : { PGPASSWORD: password }) };
  const script = spawn(findPgTool('pg_restore', env), ['--no-owner', '--no-privileges', '--file=-', file], {
    env: toolEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const psql = spawn(
    findPgTool('psql', env),
    [
      '--no-psqlrc',
      '--quiet',
      '--single-transaction',
      '--set=ON_ERROR_STOP=1',
      '--no-password',
      `--dbname=${dbname}`,
    ],
    { env: toolEnv, stdio: ['pipe', 'ignore', 'pipe'] },
  );
  let errors = '';
  script.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  psql.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  psql.stdin.write('drop schema public cascade;\ncreate schema public;\n');
  script.stdout.pipe(psql.stdin);
  const exited = (child: ReturnType<typeof spawn>) =>
    new Promise<number | null>((done) => child.on('close', (code) => done(code)));
  const [scriptCode, psqlCode] = await Promise.all([exited(script), exited(psql)]);
  if (scriptCode !== 0 || psqlCode !== 0)
    throw new BackupRefusal(`restoring over the database failed, nothing was changed: ${errors.trim()}`);
}

/** One line of COPY's text format as its values (`\N` is null), unescaped. */
export function copyValues(line: string): Array<string | null> {
  const escapes: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };
  return line
    .split('\t')
    .map((field) =>
      field === '\\N' ? null : field.replace(/\\(.)/g, (_, char: string) => escapes[char] ?? char),
    );
}

const COPY_START = /^COPY (?:"?[\w]+"?\.)?"?(\w+)"? \((.+)\) FROM stdin;$/;

/**
 * Up to `limit` values of each encrypted column, read from the dump itself (pg_restore's data of those tables),
 * so a wrong key is refused before the target database is touched.
 */
export async function samplesFromDump(
  file: string,
  limit: number,
  env: NodeJS.ProcessEnv,
): Promise<EncryptedSample[]> {
  const tables = [...new Set(ENCRYPTED_COLUMNS.map((c) => c.table))];
  const child = spawn(
    findPgTool('pg_restore', env),
    ['--data-only', ...tables.map((t) => `--table=${t}`), '--file=-', file],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  const samples: EncryptedSample[] = [];
  let copying: { columns: ReturnType<typeof encryptedColumnsOf>; indexes: number[]; id: number } | undefined;
  const taken = new Map<string, number>();
  for await (const line of createInterface({ input: child.stdout, crlfDelay: Infinity })) {
    if (!copying) {
      const start = COPY_START.exec(line);
      if (!start) continue;
      const names = start[2]!.split(', ').map((name) => name.replace(/^"|"$/g, ''));
      const columns = encryptedColumnsOf(start[1]!);
      copying = { columns, indexes: columns.map((c) => names.indexOf(c.column)), id: names.indexOf('id') };
      continue;
    }
    if (line === '\\.') {
      copying = undefined;
      continue;
    }
    const values = copyValues(line);
    copying.columns.forEach((column, i) => {
      const where = `${column.table}.${column.column}`;
      const stored = values[copying!.indexes[i]!];
      const id = values[copying!.id];
      if (!stored || !id || (taken.get(where) ?? 0) >= limit) return;
      taken.set(where, (taken.get(where) ?? 0) + 1);
      samples.push(sampleOf(column, id, stored));
    });
  }
  const code = await exited;
  if (code !== 0) throw new BackupRefusal(`pg_restore could not read ${file}: ${stderr.trim()}`);
  return samples;
}
