import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * Kysely 0.28 ships no PGlite dialect. PGlite is one connection in this process, so the driver hands it out
 * to one Kysely "connection" at a time: a transaction's statements can never interleave with another
 * request's, and everything else queues behind it.
 */
/** How the embedded database is kept off a full disk (src/http/disk-space.ts, main.ts). */
export interface DiskGuards {
  /** Called once, on the first write that failed for want of disk space (see `isDiskFull`). */
  onDiskFull?: (error: unknown) => void;
  /** False while the disk is below its free-space floor: a statement that may write is refused, unsent. */
  canWrite?: () => boolean;
}

export class PGliteDialect implements Dialect {
  constructor(
    private readonly pglite: PGlite,
    private readonly guards: DiskGuards = {},
  ) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite, this.guards);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

/**
 * A write refused for want of space (SQLSTATE 53100, or the file system's ENOSPC in the message), or PGlite's
 * WebAssembly aborting. After one, PGlite's next statement spins forever inside WebAssembly, blocking the process.
 */
export function isDiskFull(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, name } = error as { code?: unknown; message?: unknown; name?: unknown };
  // WebAssembly.RuntimeError: PGlite's engine aborted
  if (name === 'RuntimeError') return true;
  return code === '53100' || (typeof message === 'string' && /No space left on device/i.test(message));
}

/** Refused before PGlite saw it: the disk is below its free-space floor. */
export class DiskSpaceLowError extends Error {
  override name = 'DiskSpaceLowError';
  constructor() {
    super('the data folder is below PORTAL_DISK_MIN_FREE_MB: nothing is written until space is freed');
  }
}

/**
 * Statements that only read, or end a transaction: what may still run on a disk below its floor. Anything else
 * (insert, update, delete, `with`, DDL, a multi-statement script) is taken to write.
 */
const READS_ONLY =
  /^\s*(select|show|explain|begin|start transaction|commit|rollback|release|savepoint|set)\b/i;
export const mayWrite = (text: string): boolean => !READS_ONLY.test(text) || /;\s*\S/.test(text);

class PGliteConnection implements DatabaseConnection {
  /** The failure that left PGlite unusable: every later statement is refused with it, never sent. */
  broken: unknown;

  constructor(
    private readonly pglite: PGlite,
    private readonly guards: DiskGuards,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.broken) throw this.broken;
    // Every writer is held back here, the record-pull worker and the maintenance job as much as a request.
    if (this.guards.canWrite && !this.guards.canWrite() && mayWrite(query.sql)) throw new DiskSpaceLowError();
    try {
      return await this.run<R>(query);
    } catch (error) {
      if (isDiskFull(error)) {
        this.broken = error;
        this.guards.onDiskFull?.(error);
      }
      throw error;
    }
  }

  private async run<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // Without parameters use the simple protocol, which also runs multi-statement scripts (migrations).
    const result =
      query.parameters.length === 0
        ? ((await this.pglite.exec(query.sql)).at(-1) ?? { rows: [] as R[], affectedRows: undefined })
        : await this.pglite.query<R>(query.sql, query.parameters as unknown[]);
    const changed = result.affectedRows !== undefined && query.query.kind !== 'SelectQueryNode';
    return {
      rows: result.rows as R[],
      ...(changed ? { numAffectedRows: BigInt(result.affectedRows ?? 0) } : {}),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite driver does not stream; select in pages instead.');
  }
}

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;
  /** Tail of the queue of connection holders; each waits for the previous one's release. */
  private queue: Promise<void> = Promise.resolve();
  private releaseCurrent: (() => void) | undefined;

  constructor(
    private readonly pglite: PGlite,
    guards: DiskGuards,
  ) {
    this.connection = new PGliteConnection(pglite, guards);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.releaseCurrent = release;
    return this.connection;
  }

  async releaseConnection(): Promise<void> {
    const release = this.releaseCurrent;
    this.releaseCurrent = undefined;
    release?.();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const parts = ['begin'];
    if (settings.isolationLevel) parts.push(`isolation level ${settings.isolationLevel}`);
    if (settings.accessMode) parts.push(settings.accessMode);
    await connection.executeQuery(CompiledQuery.raw(parts.join(' ')));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint "${name.replaceAll('"', '')}"`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint "${name.replaceAll('"', '')}"`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint "${name.replaceAll('"', '')}"`));
  }

  async destroy(): Promise<void> {
    // Closing writes a checkpoint, which would spin like any statement after a failed write: leave it to the exit.
    if (this.connection.broken) return;
    await this.queue;
    await this.pglite.close();
  }
}
