import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { NormalisedRow, RangeFacts } from '../../fhir/normalise.js';
import { applyRangeFacts, hasRangeForSomeone } from '../../fhir/patient-ranges.js';
import type { ResourceBase } from '../../fhir/types.js';
import { readRangeFacts } from '../insights/service.js';
import { observationsWithRangesForSomeone, setObservationRange } from './queries.js';

/*
 * A range given only for women, for men or for an age band is stored for the patient it fits (REC-3): read
 * from the kept resource by what the patient stated, when the row is stored and again whenever what we know of
 * them changes. Stored rather than chosen at each read, so every reader (Labs, trends, the summary, a kit's
 * result, the share view, the insights) keeps reading the one stored range.
 */

type Executor = Db | Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a transaction or the database

/** The rows with the ranges that fit the patient (the facts are read only when a row has such a range). */
export async function withPatientRanges(
  db: Executor,
  patientId: string,
  rows: NormalisedRow[],
): Promise<NormalisedRow[]> {
  if (!rows.some((r) => r.category === 'observations' && hasRangeForSomeone(r.row.resource))) return rows;
  return applyRangeFacts(rows, await readRangeFacts({ db }, patientId));
}

/**
 * Reads the ranges of the patient's stored observations again, after their sex assigned at birth or their
 * birth date changed (the profile, a record source's birth sex). Only rows whose range changes are written.
 */
export async function applyPatientRanges(db: Executor, patientId: string): Promise<void> {
  const stored = await observationsWithRangesForSomeone(db, patientId);
  if (stored.length === 0) return;
  const facts: RangeFacts = await readRangeFacts({ db }, patientId);
  const rows = stored.map((s) => ({
    category: 'observations' as const,
    row: { ...s, resource: s.resource as ResourceBase },
  }));
  for (const [i, { row }] of applyRangeFacts(rows, facts).entries()) {
    const s = stored[i]!;
    const { ref_low, ref_high, ref_text } = row;
    if (ref_low !== s.ref_low || ref_high !== s.ref_high || ref_text !== s.ref_text)
      await setObservationRange(db, patientId, s.id, { ref_low, ref_high, ref_text });
  }
}
