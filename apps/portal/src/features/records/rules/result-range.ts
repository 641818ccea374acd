import {
  classifyValue,
  convertRange,
  formatRange,
  normaliseRange,
  type LabResult,
  type NormalRange,
  type RangePosition,
  type UnitSystem,
} from '@portal/contract';

export interface ResultVerdict {
  /** The range as a lab report prints it ("≤ 5.6"), without the unit; null when the lab sent none. */
  range: string | null;
  /** The range is the source's own words ("Negative"), not numbers: shown as source text, with no unit. */
  inWords: boolean;
  position: RangePosition;
}

/**
 * [KIT-2] A result against its range, read the contract's one way, for a kit's result, the Labs list and the
 * share view (the chart reads it the same): the HbA1c kit's 6.8 % against "≤ 5.6 %" is above; a FIT
 * "Positive" against "Negative" is outside. With `units`, a body temperature's range reads in °F or °C as its value.
 */
export function resultVerdict(
  result: Pick<LabResult, 'value' | 'value_text' | 'unit' | 'reference_range'>,
  number: (v: number) => string,
  units?: UnitSystem,
): ResultVerdict {
  const range: NormalRange | null = normaliseRange(result.reference_range);
  // the verdict on the numbers as stored; the range written in the units the value is shown in [PROF-7]
  const shown = range && units ? convertRange(range, result.unit, units) : range;
  return {
    range: shown ? formatRange(shown, number) : null,
    inWords: range !== null && range.low === undefined && range.high === undefined,
    position: classifyValue(result.value ?? result.value_text, range),
  };
}
