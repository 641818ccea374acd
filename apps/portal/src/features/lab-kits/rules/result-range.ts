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
  position: RangePosition;
}

/**
 * [KIT-2] A kit result against its range, read the contract's one way (the chart and the Labs list read it the
 * same): the HbA1c kit's 6.8 % against "≤ 5.6 %" is above; a FIT "Positive" against "Negative" is outside.
 */
export function resultVerdict(
  result: Pick<LabResult, 'value' | 'value_text' | 'reference_range'>,
  number: (v: number) => string,
): ResultVerdict {
  const range: NormalRange | null = normaliseRange(result.reference_range);
  return {
    range: range ? formatRange(range, number) : null,
    position: classifyValue(result.value ?? result.value_text, range),
  };
}
