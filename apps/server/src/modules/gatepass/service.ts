import {
  DATA_PULL_STATES,
  IDENTITY_ASSURANCE_LEVELS,
  IDENTITY_METHODS,
  IDENTITY_STATUSES,
  nextOnboardingStep,
  type Gatepass,
  type GatepassPropertyKey,
  type IdentityAssurance,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { findGates, listProperties, upsertProperty } from './queries.js';

const oneOf = <T extends string>(allowed: readonly T[], value: string | null | undefined, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** A patient's onboarding gates, as every module reads them. */
export interface Gates {
  phoneVerified: boolean;
  identity: {
    status: (typeof IDENTITY_STATUSES)[number];
    method: (typeof IDENTITY_METHODS)[number] | null;
    /** The assurance level reached, how and when (records require a minimum before a pull). */
    assurance: IdentityAssurance;
  };
  hipaaSignedAt: Date | null;
  primaryAddressAt: Date | null;
  dataPullState: (typeof DATA_PULL_STATES)[number];
}

/**
 * The only reader of a patient's onboarding gates (phone, identity, HIPAA, primary address, data pull).
 * Inside a transaction pass it as `db` with `lock: true` to hold the onboarding row until it ends, so two
 * requests of one patient (two tabs, a double click) run one after the other. Throws 404 for no such patient.
 */
export async function readGates(
  deps: { db: Db | Kysely<Database> },
  input: { patientId: string; lock?: boolean },
): Promise<Gates> {
  const row = await findGates(deps.db, input.patientId, input.lock ?? false);
  if (!row) throw notFound();
  return {
    phoneVerified: row.phone_verified_at !== null,
    identity: {
      status: oneOf(IDENTITY_STATUSES, row.identity_status, 'not_started'),
      method: row.identity_method ? oneOf(IDENTITY_METHODS, row.identity_method, 'document') : null,
      assurance: {
        level: oneOf(IDENTITY_ASSURANCE_LEVELS, row.identity_assurance, 'none'),
        method: row.identity_assurance_method
          ? oneOf(IDENTITY_METHODS, row.identity_assurance_method, 'document')
          : null,
        at: row.identity_assured_at?.toISOString() ?? null,
      },
    },
    hipaaSignedAt: row.hipaa_signed_at,
    primaryAddressAt: row.primary_address_at,
    dataPullState: oneOf(DATA_PULL_STATES, row.data_pull_state, 'not_started'),
  };
}

/** Where the patient stands in onboarding (ONB-2). */
export async function readGatepass(deps: { db: Db }, input: { patientId: string }): Promise<Gatepass> {
  const gates = await readGates(deps, input);
  const gatepass = {
    phone_verified: gates.phoneVerified,
    identity: gates.identity,
    hipaa_signed: gates.hipaaSignedAt !== null,
    primary_address: gates.primaryAddressAt !== null,
    data_pull: { state: gates.dataPullState },
  };
  return { ...gatepass, next_step: nextOnboardingStep(gatepass) };
}

export async function readProperties(
  deps: { db: Db },
  input: { patientId: string; key?: GatepassPropertyKey | undefined },
) {
  const rows = await listProperties(deps.db, input.patientId);
  const properties = Object.fromEntries(
    rows.filter((row) => input.key === undefined || row.key === input.key).map((row) => [row.key, row.value]),
  ) as Record<string, boolean | number | string>;
  return { properties };
}

export async function setProperty(
  deps: { db: Db },
  input: { patientId: string; key: GatepassPropertyKey; value: boolean | number | string },
) {
  await upsertProperty(deps.db, input.patientId, input.key, input.value);
  return readProperties(deps, { patientId: input.patientId });
}
