/**
 * The ten trend views of the spec: which series each draws, its unit and, where a common adult reference
 * exists, the range shaded on the chart. Titles are the portal's (translated); these are numbers and codes.
 */
export interface TrendViewPreset {
  /** API category codes read for this view (two for LDL & HDL). */
  codes: readonly string[];
  /** Series keys in the chart data. */
  series: readonly string[];
  unit: string;
  referenceRange?: { low?: number; high?: number };
}

export const trendViews = {
  bloodOxygen: { codes: ['BLOXY'], series: ['value'], unit: '%', referenceRange: { low: 95, high: 100 } },
  bloodPressure: {
    codes: ['BPRES'],
    series: ['systolic', 'diastolic'],
    unit: 'mmHg',
    referenceRange: { low: 60, high: 120 },
  },
  bmi: { codes: ['BMI'], series: ['value'], unit: 'kg/m²', referenceRange: { low: 18.5, high: 24.9 } },
  totalCholesterol: { codes: ['CHOLT'], series: ['value'], unit: 'mg/dL', referenceRange: { high: 200 } },
  creatinine: { codes: ['CREAT'], series: ['value'], unit: 'mg/dL', referenceRange: { low: 0.6, high: 1.3 } },
  hba1c: { codes: ['HbA1c'], series: ['value'], unit: '%', referenceRange: { high: 5.7 } },
  ldlHdl: { codes: ['CHOLL', 'CHOLH'], series: ['ldl', 'hdl'], unit: 'mg/dL' },
  heartRate: { codes: ['HRTRT'], series: ['value'], unit: 'bpm', referenceRange: { low: 60, high: 100 } },
  respiratoryRate: {
    codes: ['RESRT'],
    series: ['value'],
    unit: 'breaths/min',
    referenceRange: { low: 12, high: 20 },
  },
  weight: { codes: ['WEIGHT'], series: ['value'], unit: 'kg' },
} as const satisfies Record<string, TrendViewPreset>;

export type TrendViewName = keyof typeof trendViews;
