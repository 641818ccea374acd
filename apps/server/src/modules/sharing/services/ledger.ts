import { randomUUID } from 'node:crypto';
import {
  type GrantDetail,
  type GrantEndReason,
  type GrantReason,
  type GranteeKind,
  type AppCategory,
  type ConnectedAppInfo,
  type RecordCategory,
  type SharedGrant,
  type SharingList,
} from '@portal/contract';
import type { Db } from '../../../db/database.js';
import { notFound } from '../../../http/errors.js';
import { connectedAppInfo, findPatientApp } from '../../patient-apps/registration.js';
import { findStudy } from '../../studies/catalogue.js';
import { endColumns, endReasonOf, reasonColumns, reasonOf } from '../grant-text.js';
import * as q from '../queries.js';
import { grantStatus } from '../rules.js';

/*
 * The sharing ledger (SHARE-1, SHARE-2). Every grant of access to a patient's data is one row: a study site
 * after consent, a clinician, an individual, a caregiver, a share link. Other modules add and end grants
 * through `grantAccess` and `endGrant`; the patient lists and revokes them; a link's holder exchanges its key
 * for a short-lived read-only token scoped to the grant, which dies with the grant.
 */

export interface SharingDeps {
  /** The database, or the caller's transaction (a study consent adds its site in the consent's transaction). */
  db: Db;
  now: () => Date;
}

export interface Grantee {
  kind: GranteeKind;
  /** As the patient will read it: "Dr. Rivera", "Alex (my son)", a study site's facility (its study is by `ref`). */
  name: string;
  email?: string | undefined;
  /** A clinician's clinic or practice. */
  organization?: string | undefined;
  /** The grantee in another system, e.g. a study's NCT id and site id. */
  ref?: string | undefined;
}

export interface GrantScope {
  categories: readonly RecordCategory[];
  /** ISO dates (YYYY-MM-DD): only records dated within are shared. */
  from?: string | undefined;
  to?: string | undefined;
}

export interface GrantAccessInput {
  patientId: string;
  grantee: Grantee;
  scope: GrantScope;
  reason: GrantReason;
  until?: Date | undefined;
}

/** Adds one grant to the patient's ledger and answers it as the patient sees it. */
export async function grantAccess(deps: SharingDeps, input: GrantAccessInput): Promise<SharedGrant> {
  const row = await q.insertGrant(deps.db, grantRow(input));
  return sharedGrant({ ...row, access_count: 0, last_access_at: null }, deps.now());
}

export function grantRow({ patientId, grantee, scope, reason, until }: GrantAccessInput) {
  return {
    id: randomUUID(),
    patient_id: patientId,
    grantee_kind: grantee.kind,
    grantee_name: grantee.name,
    grantee_email: grantee.email ?? null,
    grantee_organization: grantee.organization ?? null,
    grantee_ref: grantee.ref ?? null,
    categories: JSON.stringify([...new Set(scope.categories)]),
    date_from: scope.from ?? null,
    date_to: scope.to ?? null,
    ...reasonColumns(reason),
    until: until ?? null,
  };
}

/**
 * Ends one of the patient's grants at once: tokens issued under it stop working on their next request. Ending
 * an ended grant changes nothing. Another patient's grant is not found.
 */
export async function endGrant(
  deps: SharingDeps,
  { patientId, grantId, reason }: { patientId: string; grantId: string; reason: GrantEndReason },
): Promise<SharedGrant> {
  await q.endGrantRow(deps.db, patientId, grantId, deps.now(), endColumns(reason));
  const row = await q.grantOfPatient(deps.db, patientId, grantId);
  if (!row) throw notFound();
  return sharedGrant(row, deps.now());
}

export async function listGrants(
  deps: SharingDeps,
  { patientId }: { patientId: string },
): Promise<SharingList> {
  const rows = await q.grantsOfPatient(deps.db, patientId);
  return { grants: rows.map((row) => sharedGrant(row, deps.now())) };
}

export async function readGrant(
  deps: SharingDeps,
  { patientId, grantId }: { patientId: string; grantId: string },
): Promise<GrantDetail> {
  const row = await q.grantOfPatient(deps.db, patientId, grantId);
  if (!row) throw notFound();
  return { grant: sharedGrant(row, deps.now()) };
}

export function sharedGrant(row: q.GrantWithAccesses, now: Date): SharedGrant {
  return {
    id: row.id,
    kind: row.grantee_kind as GranteeKind,
    name: row.grantee_name,
    study_title: row.grantee_kind === 'study_site' ? studyTitle(row.grantee_ref) : null,
    email: row.grantee_email,
    organization: row.grantee_organization,
    app: row.grantee_kind === 'app' ? connectedApp(row) : null,
    categories: row.categories as AppCategory[],
    date_from: day(row.date_from),
    date_to: day(row.date_to),
    reason: reasonOf(row),
    since: row.since.toISOString(),
    until: row.until?.toISOString() ?? null,
    status: grantStatus(row, now),
    ended_at: row.ended_at?.toISOString() ?? null,
    ended_reason: endReasonOf(row),
    has_passcode: row.passcode_hash !== null,
    access_count: row.access_count,
    last_access_at: row.last_access_at ? new Date(row.last_access_at).toISOString() : null,
  };
}

/**
 * An app grant's registration: as the operator registers it now, or, for an app since removed from the
 * registration, what the ledger row kept (its name and client id).
 */
function connectedApp(row: q.GrantRow): ConnectedAppInfo {
  const app = findPatientApp(row.grantee_ref);
  if (app) return connectedAppInfo(app);
  return {
    client_id: row.grantee_ref ?? '',
    name: row.grantee_name,
    publisher: row.grantee_organization ?? '',
    homepage: null,
    logo_uri: null,
  };
}

/** A study site's ref is `<study id>/<site id>`; a study the catalogue has since dropped has no title to show. */
const studyTitle = (ref: string | null) => (ref ? (findStudy(ref.split('/')[0]!)?.title ?? null) : null);

/** A `date` column comes back as a Date from pg and as a string from some drivers: always YYYY-MM-DD here. */
export function day(value: string | Date | null): string | null {
  if (value === null) return null;
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}
