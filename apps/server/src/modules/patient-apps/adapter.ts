import { AsyncLocalStorage } from 'node:async_hooks';
import type { Adapter, AdapterConstructor, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/database.js';
import * as q from './queries.js';

/*
 * oidc-provider's storage on our database (table oauth_records, migration 0042), the same SQL on PGlite and
 * PostgreSQL. A Grant's id is its sharing-ledger row's id, and a Grant is found only while that row is in force:
 * ending the ledger grant is what ends the app's refresh tokens, introspection and userinfo, at once, with no
 * second list of revocations to keep in step.
 */

/** A stored payload, marked consumed (a used code, a rotated refresh token) when it was. */
const payloadOf = (row: q.OauthRecord): AdapterPayload =>
  row.consumed_at
    ? { ...(row.payload as AdapterPayload), consumed: Math.floor(row.consumed_at.getTime() / 1000) }
    : (row.payload as AdapterPayload);

/** A transaction the caller runs the provider's writes in (the consent's ledger row and its Grant commit together). */
const transaction = new AsyncLocalStorage<Db>();

export const withinTransaction = <T>(trx: Db, work: () => Promise<T>): Promise<T> =>
  transaction.run(trx, work);

export function databaseAdapter(db: Db, now: () => Date): AdapterConstructor {
  const current = () => transaction.getStore() ?? db;
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly kind: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      await q.upsertRecord(current(), {
        kind: this.kind,
        id,
        payload: payload as Record<string, unknown>,
        grantId: typeof payload.grantId === 'string' ? payload.grantId : null,
        uid: typeof payload.uid === 'string' ? payload.uid : null,
        expiresAt: expiresIn ? new Date(now().getTime() + expiresIn * 1000) : null,
      });
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      if (this.kind === 'Grant' && !(await q.appGrantInForce(current(), id, now()))) return undefined;
      return this.payloadOf(await q.findRecord(current(), this.kind, { id }, now()));
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.payloadOf(await q.findRecord(current(), this.kind, { uid }, now()));
    }

    /** Device flow only, which the server does not offer. */
    async findByUserCode(): Promise<AdapterPayload | undefined> {
      return undefined;
    }

    async consume(id: string): Promise<void> {
      await q.consumeRecord(current(), this.kind, id, now());
    }

    async destroy(id: string): Promise<void> {
      await q.deleteRecord(current(), this.kind, id);
      // The provider destroys a Grant only when it revokes it: the patient's list must not show the app connected
      if (this.kind === 'Grant') await q.endAppGrant(current(), id, now());
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await q.deleteRecordsOfGrant(current(), grantId);
    }

    private payloadOf(row: q.OauthRecord | undefined): AdapterPayload | undefined {
      return row && payloadOf(row);
    }
  };
}
