import { randomUUID } from 'node:crypto';
import {
  normalizeZip,
  todayIso,
  type AddressesResponse,
  type PastAddress,
  type PatientAddress,
  type PatientAddressesResponse,
  patientAddressRequest,
  type PrimaryAddress,
  saveAddressesRequest,
} from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../http/errors.js';
import { auditChanges, type Changed } from '../audit/changes.js';
import { readGates } from '../gatepass/service.js';
import { PROFILE_LIMITS } from '../profile/rules.js';
import * as q from './queries.js';
import { moveHouse } from './rules.js';

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

// ---------------------------------------------------------------------------------------------------------
// [PROF-2] The addresses kept from the profile: the primary, its history (past addresses with their dates)
// and additional ones. Changed one at a time; a new primary is a move, which keeps the old one as past.

type ProfileRow = Awaited<ReturnType<typeof q.listPatientAddresses>>[number];
type AddressChange = z.output<typeof patientAddressRequest>;
type Patient = { patientId: string };

/** The kind of an address is not personal: its audit row may show it before → after. */
const SHOWABLE = ['kind'];

const toPatientAddress = (row: ProfileRow): PatientAddress => ({
  id: row.id,
  kind: row.kind,
  ...fields(row),
  from: row.from_date,
  to: row.to_date,
});

const columns = (change: AddressChange) => ({
  address1: change.address.address1,
  address2: change.address.address2 || null,
  city: change.address.city,
  state: change.address.state,
  zip: normalizeZip(change.address.zip),
  from_date: 'from' in change.address ? (change.address.from ?? null) : null,
  to_date: 'to' in change.address ? change.address.to : null,
});

/** What an audit row may say of an address: which fields changed, and its kind. */
const audited = (a: PatientAddress | null) => (a ? { ...a, id: undefined } : null);

export async function listPatientAddresses(
  { db }: { db: Db },
  { patientId }: Patient,
): Promise<PatientAddressesResponse> {
  return { addresses: (await q.listPatientAddresses(db, patientId)).map(toPatientAddress) };
}

async function own(db: Db, patientId: string, id: string) {
  const row = await q.findAddress(db, patientId, id);
  if (!row) throw notFound();
  return toPatientAddress(row);
}

/**
 * A move: the current primary ends on the day of the move and becomes a past address; the new one starts then.
 * Runs inside the caller's transaction, with the patient's addresses locked.
 */
async function moveTo(
  tx: Db,
  { patientId, address, today }: Patient & { address: ReturnType<typeof columns>; today: string },
) {
  const current = (await q.listPatientAddresses(tx, patientId)).find((r) => r.kind === 'primary');
  const move = moveHouse({ currentFrom: current?.from_date ?? null, movedOn: address.from_date, today });
  if ('refused' in move) {
    throw new AppError('VALIDATION_FAILED', 400, { field: 'past', key: move.refused });
  }
  if (current) await q.updateAddress(tx, patientId, current.id, { kind: 'past', to_date: move.movedOn });
  const id = randomUUID();
  await q.insertAddress(tx, {
    ...address,
    id,
    patient_id: patientId,
    kind: 'primary',
    from_date: move.movedOn,
    to_date: null,
    position: 0,
  });
  return id;
}

async function inTransaction<T>(db: Db, patientId: string, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const tx = trx as unknown as Db;
    await q.lockPatientAddresses(tx, patientId);
    return work(tx);
  });
}

/** [PROF-2] Adds a past or additional address, or moves house (a new primary). */
export async function addPatientAddress(
  deps: { db: Db; now: () => Date },
  { patientId, change }: Patient & { change: AddressChange },
): Promise<Changed<PatientAddress>> {
  const { db } = deps;
  const id = await inTransaction(db, patientId, async (tx) => {
    if ((await q.countAddresses(tx, patientId)) >= PROFILE_LIMITS.addresses) {
      throw new AppError('PROFILE_LIMIT_REACHED', 409);
    }
    const address = columns(change);
    if (change.kind === 'primary') return moveTo(tx, { patientId, address, today: todayIso(deps.now()) });
    const newId = randomUUID();
    await q.insertAddress(tx, {
      ...address,
      id: newId,
      patient_id: patientId,
      kind: change.kind,
      position: 0,
    });
    return newId;
  });
  const added = await own(db, patientId, id);
  return { content: added, changes: auditChanges(null, audited(added), SHOWABLE) };
}

/** [PROF-2] Corrects an address (a typo, a date); its kind stays: a move is a new primary, not an edit. */
export async function editPatientAddress(
  { db }: { db: Db },
  { patientId, id, change }: Patient & { id: string; change: AddressChange },
): Promise<Changed<PatientAddress>> {
  const before = await own(db, patientId, id);
  if (before.kind !== change.kind)
    throw new AppError('VALIDATION_FAILED', 400, { field: 'kind', key: 'invalid' });
  await q.updateAddress(db, patientId, id, columns(change));
  const after = await own(db, patientId, id);
  return { content: after, changes: auditChanges(audited(before), audited(after), SHOWABLE) };
}

/** [PROF-2] Removes a past or additional address; the primary can only be replaced by a move. */
export async function removePatientAddress(
  { db }: { db: Db },
  { patientId, id }: Patient & { id: string },
): Promise<Changed<{ removed: true }>> {
  const before = await own(db, patientId, id);
  if (before.kind === 'primary') throw new AppError('PRIMARY_ADDRESS_REQUIRED', 409);
  await q.deleteAddress(db, patientId, id);
  return { content: { removed: true }, changes: auditChanges(audited(before), null, SHOWABLE) };
}

/**
 * [PROF-2] "I live here now": an additional address becomes the primary from today (it leaves the additional
 * list); a past one is moved back into, its earlier stay kept in the history.
 */
export async function makePrimaryAddress(
  deps: { db: Db; now: () => Date },
  { patientId, id }: Patient & { id: string },
): Promise<Changed<PatientAddress>> {
  const { db } = deps;
  const source = await own(db, patientId, id);
  if (source.kind === 'primary') return { content: source, changes: [] };
  const newId = await inTransaction(db, patientId, async (tx) => {
    const { id: _id, kind, from: _from, to: _to, ...address } = source;
    const moved = await moveTo(tx, {
      patientId,
      address: { ...address, from_date: null, to_date: null },
      today: todayIso(deps.now()),
    });
    if (kind === 'additional') await q.deleteAddress(tx, patientId, id);
    return moved;
  });
  const primary = await own(db, patientId, newId);
  return {
    content: primary,
    changes: auditChanges({ kind: source.kind }, { kind: 'primary' }, SHOWABLE),
  };
}
