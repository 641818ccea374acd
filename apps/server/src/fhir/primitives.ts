import type { CodeableConcept } from './types.js';

/* The typed reads of FHIR's open-ended JSON every mapper shares: a field is used only when it has the right type. */

export function str(v: unknown): string | null {
  return typeof v === 'string' && v.length > 0 ? v : null;
}

export function num(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

/** A concept as a person reads it: its text, else the first coding's display. */
export function conceptDisplay(c: CodeableConcept): string | null {
  return str(c.text) ?? str(c.coding?.find((x) => x.display)?.display);
}

export function firstCode(c: CodeableConcept | undefined): string | null {
  return str(c?.coding?.[0]?.code) ?? str(c?.text);
}

/**
 * A FHIR date or dateTime as an ISO instant. Partial dates (YYYY, YYYY-MM, YYYY-MM-DD) take their first moment
 * in UTC; anything unparseable becomes null rather than failing the resource.
 */
export function dateTime(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0) return null;
  let v = value;
  if (/^\d{4}$/.test(v)) v = `${v}-01-01`;
  else if (/^\d{4}-\d{2}$/.test(v)) v = `${v}-01`;
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) v = `${v}T00:00:00Z`;
  const ms = Date.parse(v);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}
