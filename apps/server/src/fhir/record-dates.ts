/* eslint-disable @typescript-eslint/no-explicit-any -- FHIR resources are open-ended JSON: each date field is read loosely and checked by dateTime. */
import { dateTime } from './primitives.js';
import type { Period, Timing } from './types.js';

/*
 * When a resource happened, from whichever of the date forms FHIR allows it carries: a row is dated whenever its
 * resource holds any date, and a form that holds none (an age, a range of ages, a text) gives way to the next.
 */

export interface RowDates {
  date: string | null;
  end_date: string | null;
}

const NO_DATE: RowDates = { date: null, end_date: null };

const at = (value: unknown): RowDates => ({ date: dateTime(value), end_date: null });

/** The first candidate that holds a date. */
function firstDated(...candidates: RowDates[]): RowDates {
  return candidates.find((c) => c.date !== null) ?? NO_DATE;
}

/** A period from its start, or, known only by when it ended, at its end. */
export function periodDates(period: Period | undefined): RowDates {
  const start = dateTime(period?.start);
  const end = dateTime(period?.end);
  return { date: start ?? end, end_date: end };
}

/** A Timing's first to last listed moment, else the bounds of its schedule. */
function timingDates(timing: Timing | undefined): RowDates {
  const events = (Array.isArray(timing?.event) ? timing.event : [])
    .map(dateTime)
    .filter((d): d is string => d !== null)
    .sort();
  if (events.length > 0) return { date: events[0]!, end_date: events.length > 1 ? events.at(-1)! : null };
  return periodDates(timing?.repeat?.boundsPeriod);
}

/** An Observation's or DiagnosticReport's effective[x], else when it was issued. */
export function effectiveDates(r: Record<string, any>): RowDates {
  return firstDated(
    at(r.effectiveDateTime),
    periodDates(r.effectivePeriod as Period | undefined),
    at(r.effectiveInstant),
    timingDates(r.effectiveTiming as Timing | undefined),
    at(r.issued),
  );
}

/** A Condition's or AllergyIntolerance's onset[x] when it is a date (not an age or a text), else when recorded. */
export function onsetOrRecorded(r: Record<string, any>): string | null {
  return firstDated(at(r.onsetDateTime), periodDates(r.onsetPeriod as Period | undefined), at(r.recordedDate))
    .date;
}

/** A Procedure's performed[x] when it is a date or a period (not an age or a text). */
export function performedDates(r: Record<string, any>): RowDates {
  return firstDated(at(r.performedDateTime), periodDates(r.performedPeriod as Period | undefined));
}
