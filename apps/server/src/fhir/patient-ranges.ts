/* eslint-disable @typescript-eslint/no-explicit-any -- FHIR resources are open-ended JSON, read loosely and checked at use. */
import type { RecordCategory } from '@portal/contract';
import { normaliseResource, type NormalisedRow, type RangeFacts, type RecordRow } from './normalise.js';

/*
 * Ranges that apply only to some patients (by sex, by age band): the import stores the one for this patient, and
 * reads the kept resource again when what we know of them changes (normaliseResource with their RangeFacts).
 */

const forSomeone = (ranges: unknown): boolean =>
  Array.isArray(ranges) && ranges.some((r: any) => r?.appliesTo !== undefined || r?.age !== undefined);

/** Whether an observation has a range that only applies to some patients (by sex, by age, by condition). */
export function hasRangeForSomeone(resource: unknown): boolean {
  const r = resource as Record<string, any> | null;
  if (r?.resourceType !== 'Observation') return false;
  return (
    forSomeone(r.referenceRange) ||
    (Array.isArray(r.component) && r.component.some((c: any) => forSomeone(c?.referenceRange)))
  );
}

type RangedRow = Pick<
  RecordRow,
  'source_resource_id' | 'component' | 'resource' | 'ref_low' | 'ref_high' | 'ref_text'
>;

/**
 * The rows with their ranges read again for the patient's facts: only observations whose resource has a range
 * for some patients change, each row keeping everything else (a lab result's own key among them).
 */
export function applyRangeFacts<R extends { category: RecordCategory; row: RangedRow }>(
  rows: readonly R[],
  facts: RangeFacts,
): R[] {
  return rows.map((entry) => {
    if (entry.category !== 'observations' || !hasRangeForSomeone(entry.row.resource)) return entry;
    let again: NormalisedRow | undefined;
    try {
      again = normaliseResource(entry.row.resource, `urn:uuid:${entry.row.source_resource_id}`, facts).find(
        (n) => n.row.component === entry.row.component,
      );
    } catch {
      // it was read once already: should it not read again, it keeps the range it has
    }
    if (!again) return entry;
    const { ref_low, ref_high, ref_text } = again.row;
    return { ...entry, row: { ...entry.row, ref_low, ref_high, ref_text } };
  });
}
