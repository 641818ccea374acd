import { LOINC, type LabKitType } from '@portal/contract';
import { LOINC_SYSTEM, UCUM_SYSTEM, type Observation } from '../../fhir/types.js';
import type { KitOrder, LabPartner } from './types.js';

/**
 * The local lab: takes every order and reports nothing by itself. The lab-orders module moves its orders on
 * command (`npm run lab -- advance <order> [status]`) and, in the demo, on a timer; at processing-results it
 * files `sandboxResults`. Never used where a real partner or production is configured.
 */
export class SandboxLabPartner implements LabPartner {
  readonly name = 'sandbox';

  async placeOrder(order: KitOrder): Promise<{ partnerOrderId: string }> {
    return { partnerOrderId: `sandbox-${order.orderId}` };
  }
}

interface Reading {
  loinc: string;
  display: string;
  value: number;
  unit: string;
  low?: number;
  high?: number;
}

/** Plausible adult readings per kit, with the reference ranges a lab report prints beside them. */
const READINGS: Record<Exclude<LabKitType, 'fit'>, Reading[]> = {
  hba1c: [{ loinc: LOINC.hba1c, display: 'Hemoglobin A1c/Hemoglobin.total in Blood', value: 6.8, unit: '%', high: 5.6 }],
  kidney_health: [
    {
      loinc: '98979-8',
      display: 'Glomerular filtration rate/1.73 sq M.predicted [Volume Rate/Area] by CKD-EPI 2021',
      value: 78,
      unit: 'mL/min/{1.73_m2}',
      low: 60,
    },
    { loinc: '9318-7', display: 'Albumin/Creatinine [Mass Ratio] in Urine', value: 18, unit: 'mg/g', high: 30 },
    { loinc: LOINC.creatinineSerum, display: 'Creatinine [Mass/volume] in Serum or Plasma', value: 1.0, unit: 'mg/dL', low: 0.6, high: 1.3 },
  ],
  lipid_panel: [
    { loinc: LOINC.totalCholesterol, display: 'Cholesterol [Mass/volume] in Serum or Plasma', value: 185, unit: 'mg/dL', high: 200 },
    { loinc: LOINC.hdl, display: 'HDL Cholesterol', value: 52, unit: 'mg/dL', low: 40 },
    { loinc: LOINC.ldl, display: 'LDL Cholesterol', value: 110, unit: 'mg/dL', high: 100 },
    { loinc: '2571-8', display: 'Triglyceride [Mass/volume] in Serum or Plasma', value: 140, unit: 'mg/dL', high: 150 },
  ],
}; // prettier-ignore

const quantity = (value: number, unit: string) => ({ value, unit, system: UCUM_SYSTEM, code: unit });

/** The results the sandbox lab reports for a kit: FHIR R4 Observations, LOINC-coded, with units and ranges. */
export function sandboxResults(kitType: LabKitType, orderId: string, at: Date): Observation[] {
  const base = (loinc: string, display: string) => ({
    resourceType: 'Observation' as const,
    id: `${orderId}-${loinc}`,
    status: 'final',
    category: [
      {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/observation-category',
            code: 'laboratory',
          },
        ],
      },
    ],
    code: { coding: [{ system: LOINC_SYSTEM, code: loinc, display }], text: display },
    effectiveDateTime: at.toISOString(),
    issued: at.toISOString(),
  });
  if (kitType === 'fit') {
    const display = 'Hemoglobin.gastrointestinal [Presence] in Stool by Immunoassay';
    return [
      {
        ...base('29771-3', display),
        valueCodeableConcept: {
          coding: [{ system: 'http://snomed.info/sct', code: '260385009', display: 'Negative' }],
          text: 'Negative',
        },
        referenceRange: [{ text: 'Negative' }],
      } as Observation,
    ];
  }
  return READINGS[kitType].map(
    (r) =>
      ({
        ...base(r.loinc, r.display),
        valueQuantity: quantity(r.value, r.unit),
        referenceRange: [
          {
            ...(r.low !== undefined ? { low: quantity(r.low, r.unit) } : {}),
            ...(r.high !== undefined ? { high: quantity(r.high, r.unit) } : {}),
          },
        ],
      }) as Observation,
  );
}
