import { randomUUID } from 'node:crypto';
import {
  normalizeZip,
  type AddressesResponse,
  type PastAddress,
  type PrimaryAddress,
  saveAddressesRequest,
} from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import { readGates } from '../gatepass/service.js';
import * as q from './queries.js';

type SaveAddressesBody = z.output<typeof saveAddressesRequest>;

/**
 * Saving the addresses completes onboarding and starts the health-record pull (the data-pull module's
 * init, which matches the patient by demographics including these addresses). Injectable for tests.
 */
export type DataPullStarter = (db: Db, patientId: string) => Promise<'started' | 'not_available'>;

type Row = Awaited<ReturnType<typeof q.listAddresses>>[number];

const fields = (row: Row) => ({
  address1: row.address1,
  address2: row.address2,
  city: row.city,
  state: row.state,
  zip: row.zip,
});

export async function readAddresses(
  deps: { db: Db },
  { patientId }: { patientId: string },
): Promise<AddressesResponse> {
  const { db } = deps;
  const gates = await readGates(deps, { patientId });
  const rows = await q.listAddresses(db, patientId);
  const primary = rows.find((r) => r.kind === 'primary');
  return {
    primary: primary ? { ...fields(primary), from: primary.from_date } : null,
    past: rows
      .filter((r) => r.kind === 'past')
      .map((r) => ({ ...fields(r), from: r.from_date!, to: r.to_date! })),
    data_pull: gates.dataPullState === 'not_started' ? 'not_started' : 'started',
    suggested_primary: primary ? null : await q.confirmedDocumentAddress(db, patientId),
  };
}

const toRow = (
  patientId: string,
  kind: 'primary' | 'past',
  address: PrimaryAddress | PastAddress,
  position: number,
) => ({
  id: randomUUID(),
  patient_id: patientId,
  kind,
  address1: address.address1,
  address2: address.address2 || null,
  city: address.city,
  state: address.state,
  zip: normalizeZip(address.zip),
  from_date: address.from ?? null,
  to_date: 'to' in address ? address.to : null,
  position,
});

/** Saves the primary and past addresses (replacing earlier ones), completes onboarding, starts the pull [ADDR-4]. */
export async function saveAddresses(
  deps: { db: Db; now: () => Date; startDataPull: DataPullStarter },
  { patientId, request }: { patientId: string; request: SaveAddressesBody },
): Promise<AddressesResponse> {
  const { db, startDataPull } = deps;
  const now = deps.now();
  const gates = await readGates(deps, { patientId });
  if (!gates.hipaaSignedAt) throw new AppError('HIPAA_NOT_SIGNED', 409);
  await db.transaction().execute(async (trx) => {
    const tx = trx as unknown as Db;
    await q.replaceAddresses(tx, patientId, [
      toRow(patientId, 'primary', request.primary, 0),
      ...request.past.map((past, i) => toRow(patientId, 'past', past, i + 1)),
    ]);
    await q.markPrimaryAddress(tx, patientId, now);
  });
  const dataPull = await startDataPull(db, patientId);
  const saved = await readAddresses(deps, { patientId });
  return { ...saved, data_pull: dataPull };
}
