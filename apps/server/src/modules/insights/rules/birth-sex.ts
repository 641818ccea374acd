/*
 * The sex assigned at birth a record source states: US Core's birth sex extension on its Patient (F, M; UNK is
 * no answer). FHIR's `Patient.gender` is an administrative gender, which may follow gender identity: it never
 * decides a screening, so a source that states only that states nothing the rules read.
 */

export const US_CORE_BIRTH_SEX = 'http://hl7.org/fhir/us/core/StructureDefinition/us-core-birthsex';

const CODES: Record<string, 'female' | 'male'> = { F: 'female', M: 'male' };

export function birthSexOf(patient: unknown): 'female' | 'male' | null {
  const extensions = (patient as { extension?: unknown } | null)?.extension;
  if (!Array.isArray(extensions)) return null;
  const found = extensions.find((e: { url?: unknown } | null) => e?.url === US_CORE_BIRTH_SEX) as
    { valueCode?: unknown } | undefined;
  return typeof found?.valueCode === 'string' ? (CODES[found.valueCode] ?? null) : null;
}
