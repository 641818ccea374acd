import { conceptDisplay, num, str } from './primitives.js';
import type { CodeableConcept, ObservationComponent, ObservationValue, Period, Quantity } from './types.js';

/*
 * What an observation (or one of its components) says it measured, from whichever value[x] form it carries, or
 * why it carries none. A number the trends and flags may use stays a number; every other form becomes the text
 * a person reads (as the source wrote it: numbers, units, dates), so nothing a source sends is shown as empty.
 */

export interface ObservedValue {
  value: number | null;
  value_text: string | null;
  /** valueBoolean: the portal says yes or no in the patient's language. */
  value_boolean: boolean | null;
  /** Why there is no value (RECORD_VALUE_ABSENT_REASONS, or the source's words); null when there is one. */
  value_absent: string | null;
  unit: string | null;
}

const DATA_ABSENT_REASON = 'http://terminology.hl7.org/CodeSystem/data-absent-reason';
const COMPARATORS: Record<string, string> = { '<': '<', '<=': '≤', '>=': '≥', '>': '>' };

const none: ObservedValue = {
  value: null,
  value_text: null,
  value_boolean: null,
  value_absent: null,
  unit: null,
};
const asText = (text: string | null): ObservedValue | null => (text ? { ...none, value_text: text } : null);

/** A quantity as written: "6 liters/min" (the unit's human form first, then its UCUM code). */
function quantityText(q: Quantity | undefined): string | null {
  const value = num(q?.value);
  if (value === null) return null;
  const unit = str(q?.unit) ?? str(q?.code);
  return unit ? `${value} ${unit}` : String(value);
}

function rangeText(low: Quantity | undefined, high: Quantity | undefined): string | null {
  const lo = quantityText(low);
  const hi = quantityText(high);
  if (lo && hi) {
    const unit = str(high?.unit) ?? str(high?.code);
    const sameUnit = (str(low?.unit) ?? str(low?.code)) === unit;
    return sameUnit && unit ? `${num(low?.value)}–${num(high?.value)} ${unit}` : `${lo} – ${hi}`;
  }
  if (lo) return `≥ ${lo}`;
  if (hi) return `≤ ${hi}`;
  return null;
}

function ratioText(numerator: Quantity | undefined, denominator: Quantity | undefined): string | null {
  const n = quantityText(numerator);
  const d = quantityText(denominator);
  if (!n || !d) return null;
  const unitless = !(numerator?.unit ?? numerator?.code) && !(denominator?.unit ?? denominator?.code);
  return unitless ? `${n}:${d}` : `${n} / ${d}`;
}

/** A time of day without seconds that say nothing ("14:30:00" → "14:30"). */
function timeText(value: unknown): string | null {
  return str(value)?.replace(/^(\d{2}:\d{2}):00(\.0+)?$/, '$1') ?? null;
}

/** A date or date-time as the source wrote it, its time to the minute and without the zone's offset. */
function dateText(value: unknown): string | null {
  return str(value)?.replace(/^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}).*$/, '$1 $2') ?? null;
}

function periodText(period: Period | undefined): string | null {
  const start = dateText(period?.start);
  const end = dateText(period?.end);
  if (!start && !end) return null;
  return `${start ?? '…'} – ${end ?? '…'}`;
}

/** The value of the first value[x] form present; null when there is none. */
function valueOf(v: ObservationValue): ObservedValue | null {
  const q = v.valueQuantity;
  const quantity = num(q?.value);
  if (q && quantity !== null) {
    const unit = str(q.code ?? q.unit);
    const comparator = COMPARATORS[q.comparator ?? ''];
    // "<5" is a bound, not a measurement of 5: kept as text, out of trends and range flags.
    if (comparator) return { ...none, value_text: `${comparator} ${quantityText(q)}`, unit };
    return { ...none, value: quantity, unit };
  }
  if (v.valueCodeableConcept) {
    const c = v.valueCodeableConcept;
    const text = asText(conceptDisplay(c) ?? str(c.coding?.find((x) => x.code)?.code));
    if (text) return text;
  }
  if (str(v.valueString)) return asText(str(v.valueString));
  if (typeof v.valueBoolean === 'boolean') return { ...none, value_boolean: v.valueBoolean };
  const integer = num(v.valueInteger);
  if (integer !== null) return { ...none, value: integer };
  return (
    asText(v.valueRange ? rangeText(v.valueRange.low, v.valueRange.high) : null) ??
    asText(v.valueRatio ? ratioText(v.valueRatio.numerator, v.valueRatio.denominator) : null) ??
    (v.valueSampledData ? { ...none, value_absent: 'sampled-data' } : null) ??
    asText(timeText(v.valueTime)) ??
    asText(dateText(v.valueDateTime)) ??
    asText(periodText(v.valuePeriod))
  );
}

/** A dataAbsentReason's HL7 code, else the source's words for it. */
function absentReason(reason: CodeableConcept | undefined): string | null {
  if (!reason) return null;
  const coding = Array.isArray(reason.coding) ? reason.coding : [];
  return (
    str(coding.find((c) => c.system === DATA_ABSENT_REASON)?.code) ??
    conceptDisplay(reason) ??
    str(coding[0]?.code)
  );
}

/** Why an observation with no value and no stated reason has none, as far as its status tells. */
function statusReason(status: unknown): string {
  if (status === 'registered' || status === 'preliminary') return 'pending';
  if (status === 'cancelled') return 'cancelled';
  return 'not-stated';
}

/** One component as a person reads it in a list: "Inhaled oxygen flow rate: 6 liters/min". */
function componentText(component: ObservationComponent): string | null {
  const name = (component.code && conceptDisplay(component.code)) ?? str(component.code?.coding?.[0]?.code);
  if (!name) return null;
  const quantity = component.valueQuantity;
  const observed = valueOf(component);
  const said =
    observed?.value !== null && observed?.value !== undefined
      ? (quantityText(quantity) ?? String(observed.value))
      : (observed?.value_text ??
        (observed?.value_boolean !== null && observed?.value_boolean !== undefined
          ? String(observed.value_boolean)
          : null) ??
        (component.dataAbsentReason ? conceptDisplay(component.dataAbsentReason) : null) ??
        '—');
  return `${name}: ${said}`;
}

/** The components of a panel read as one line, for an observation stored as one row. */
function componentsText(components: unknown): string | null {
  if (!Array.isArray(components)) return null;
  const parts = (components as ObservationComponent[]).map(componentText).filter((p): p is string => !!p);
  return parts.length > 0 ? parts.join('; ') : null;
}

/** One component stored as its own row (a blood-pressure reading), or why it has no value. */
export function componentValue(
  component: ObservationComponent,
  panel: ObservationValue & { status?: unknown },
) {
  return (
    valueOf(component) ?? {
      ...none,
      value_absent:
        absentReason(component.dataAbsentReason) ??
        absentReason(panel.dataAbsentReason) ??
        statusReason(panel.status),
    }
  );
}

/**
 * An observation stored as one row: its own value, with its components' values beside it (pulse oximetry and
 * the oxygen flow rate, a survey's answers); or, with no value at all, the reason the source gives, that it is
 * a panel whose results are rows of their own, or what its status says.
 */
export function observationValue(
  obs: ObservationValue & { status?: unknown; component?: unknown; hasMember?: unknown },
): ObservedValue {
  const own = valueOf(obs);
  const components = componentsText(obs.component);
  if (own) {
    const text = [own.value_text, components].filter(Boolean).join('; ');
    return { ...own, value_text: text || null };
  }
  if (components) return { ...none, value_text: components };
  const members = Array.isArray(obs.hasMember) && obs.hasMember.length > 0;
  return {
    ...none,
    value_absent: absentReason(obs.dataAbsentReason) ?? (members ? 'panel' : statusReason(obs.status)),
  };
}
