import {
  classifyValue,
  formatRange,
  normaliseRange,
  type LabResult,
  type NormalRange,
  type RangePosition,
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
 * "Positive" against "Negative" is outside.
 */
export function resultVerdict(
  result: Pick<LabResult, 'value' | 'value_text' | 'reference_range'>,
  number: (v: number) => string,
): ResultVerdict {
  const range: NormalRange | null = normaliseRange(result.reference_range);
  return {
    range: range ? formatRange(range, number) : null,
    inWords: range !== null && range.low === undefined && range.high === undefined,
    position: classifyValue(result.value ?? result.value_text, range),
  };
}
