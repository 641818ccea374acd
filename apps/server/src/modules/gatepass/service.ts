import {
  DATA_PULL_STATES,
  IDENTITY_METHODS,
  IDENTITY_STATUSES,
  nextOnboardingStep,
  type Gatepass,
  type GatepassPropertyKey,
} from '@portal/contract';
import type { Db } from '../../db/database.js';
import { notFound } from '../../http/errors.js';
import { findGates, listProperties, upsertProperty } from './queries.js';

const oneOf = <T extends string>(allowed: readonly T[], value: string | null | undefined, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** Where the patient stands in onboarding (ONB-2). */
export async function readGatepass(db: Db, patientId: string): Promise<Gatepass> {
  const row = await findGates(db, patientId);
  if (!row) throw notFound();
  const gates = {
    phone_verified: row.phone_verified_at !== null,
    identity: {
      status: oneOf(IDENTITY_STATUSES, row.identity_status, 'not_started'),
      method: row.identity_method ? oneOf(IDENTITY_METHODS, row.identity_method, 'document') : null,
    },
    hipaa_signed: row.hipaa_signed_at !== null && row.hipaa_signed_at !== undefined,
    primary_address: row.primary_address_at !== null && row.primary_address_at !== undefined,
    data_pull: { state: oneOf(DATA_PULL_STATES, row.data_pull_state, 'not_started') },
  };
  return { ...gates, next_step: nextOnboardingStep(gates) };
}

export async function readProperties(db: Db, patientId: string, key?: GatepassPropertyKey) {
  const rows = await listProperties(db, patientId);
  const properties = Object.fromEntries(
    rows.filter((row) => key === undefined || row.key === key).map((row) => [row.key, row.value]),
  ) as Record<string, boolean | number | string>;
  return { properties };
}

export async function setProperty(
  db: Db,
  patientId: string,
  key: GatepassPropertyKey,
  value: boolean | number | string,
) {
  await upsertProperty(db, patientId, key, value);
  return readProperties(db, patientId);
}
