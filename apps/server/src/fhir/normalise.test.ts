import { readdirSync } from 'node:fs';
import { LOINC } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { defaultSampleDir, readSampleBundle } from '../providers/records/sample.js';
import { dateTime, normaliseResource, NormaliseError, type NormalisedRow } from './normalise.js';
import { generateSyntheticEntries } from './synthetic/generator.js';
import type { Bundle, ResourceBase } from './types.js';

const dir = defaultSampleDir();
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.json.gz'))
  .sort();

function countsOf(bundle: Bundle) {
  const byType: Record<string, number> = {};
  let bpPanels = 0;
  for (const e of bundle.entry ?? []) {
    const r = e.resource!;
    byType[r.resourceType] = (byType[r.resourceType] ?? 0) + 1;
    const code = (r as { code?: { coding?: { code?: string }[] } }).code?.coding?.[0]?.code;
    if (r.resourceType === 'Observation' && code === LOINC.bpPanelSynthea) bpPanels++;
  }
  return { byType, bpPanels };
}

describe('normaliseResource on the Synthea sample bundles', () => {
  it('finds the sixteen bundles', () => {
    expect(files).toHaveLength(16);
  });

  it.each(files)('%s: one row per resource of each kind, two per blood-pressure panel', (file) => {
    const bundle = readSampleBundle(file);
    const rows: NormalisedRow[] = (bundle.entry ?? []).flatMap((e) =>
      normaliseResource(e.resource!, e.fullUrl),
    );
    const count = (category: string) => rows.filter((r) => r.category === category).length;
    const { byType, bpPanels } = countsOf(bundle);
    expect({
      medications: count('medications'),
      encounters: count('encounters'),
      conditions: count('conditions'),
      observations: count('observations'),
      immunizations: count('immunizations'),
      allergies: count('allergies'),
      procedures: count('procedures'),
      reports: count('reports'),
    }).toEqual({
      medications: byType.MedicationRequest ?? 0,
      encounters: byType.Encounter ?? 0,
      conditions: byType.Condition ?? 0,
      observations: (byType.Observation ?? 0) + bpPanels,
      immunizations: byType.Immunization ?? 0,
      allergies: byType.AllergyIntolerance ?? 0,
      procedures: byType.Procedure ?? 0,
      reports: byType.DiagnosticReport ?? 0,
    });
    // Every row names its source resource and keeps it whole.
    for (const { row } of rows) {
      expect(row.source_resource_id).toBe(row.resource.id);
      expect(row.resource.resourceType).toBe(row.resource_type);
    }
    // No stored observation is a bare BP panel: each became a systolic and a diastolic row.
    expect(rows.filter((r) => r.row.code === LOINC.bpPanelSynthea)).toEqual([]);
  });

  it('splits a 55284-4 panel into systolic 8480-6 and diastolic 8462-4 with their values and units', () => {
    const bundle = readSampleBundle(files[0]!);
    const panel = bundle
      .entry!.map((e) => e.resource!)
      .find((r) => JSON.stringify(r).includes(LOINC.bpPanelSynthea))!;
    const rows = normaliseResource(panel).map((r) => r.row);
    const components = (
      panel as unknown as {
        component: { code: { coding: { code: string }[] }; valueQuantity: { value: number } }[];
      }
    ).component;
    const valueOf = (code: string) =>
      components.find((c) => c.code.coding[0]!.code === code)!.valueQuantity.value;
    expect(rows.map((r) => [r.code, r.component, r.value, r.unit, r.source_resource_id])).toEqual(
      expect.arrayContaining([
        [LOINC.systolic, LOINC.systolic, valueOf(LOINC.systolic), 'mm[Hg]', panel.id],
        [LOINC.diastolic, LOINC.diastolic, valueOf(LOINC.diastolic), 'mm[Hg]', panel.id],
      ]),
    );
    expect(rows).toHaveLength(2);
  });
});

describe('normaliseResource on generated resources', () => {
  const resources = [...generateSyntheticEntries({ seed: 7, resources: 400 })].map((e) => e.resource!);

  it('keeps LOINC code, value, UCUM unit, reference range and effective time of an observation', () => {
    const hba1c = resources.find((r) =>
      JSON.stringify((r as { code?: unknown }).code ?? '').includes(LOINC.hba1c),
    )!;
    const [row] = normaliseResource(hba1c);
    expect(row!.category).toBe('observations');
    expect(row!.row).toMatchObject({
      code: LOINC.hba1c,
      code_system: 'http://loinc.org',
      unit: '%',
      ref_low: 4,
      ref_high: 5.6,
      type: 'laboratory',
      date: new Date((hba1c as unknown as { effectiveDateTime: string }).effectiveDateTime).toISOString(),
    });
    expect(typeof row!.row.value).toBe('number');
  });

  it('splits a 85354-9 panel too', () => {
    const panel = resources.find((r) => JSON.stringify(r).includes(LOINC.bpPanel))!;
    expect(
      normaliseResource(panel)
        .map((r) => r.row.code)
        .sort(),
    ).toEqual([LOINC.diastolic, LOINC.systolic].sort());
  });
});

describe('normaliseResource: the reference range stored beside a value', () => {
  const q = (value: number) => ({ value, unit: '%' });
  const female = { coding: [{ system: 'http://snomed.info/sct', code: '248152002' }] };
  const observation = (referenceRange: unknown[]) =>
    ({
      resourceType: 'Observation',
      id: 'o1',
      status: 'final',
      code: { coding: [{ system: 'http://loinc.org', code: LOINC.hba1c }] },
      effectiveDateTime: '2026-11-20T09:00:00Z',
      valueQuantity: { value: 6.8, unit: '%', code: '%' },
      referenceRange,
    }) as unknown as ResourceBase;
  // prettier-ignore
  it.each<[string, unknown[], { ref_low: number | null; ref_high: number | null; ref_text: string | null }]>([
    ['high only (the sandbox lab\'s HbA1c)', [{ high: q(5.6) }], { ref_low: null, ref_high: 5.6, ref_text: null }],
    ['low only', [{ low: q(60) }], { ref_low: 60, ref_high: null, ref_text: null }],
    ['text only, kept as written for the contract to read', [{ text: '<5.7' }], { ref_low: null, ref_high: null, ref_text: '<5.7' }],
    ['a range for women only and a general one: the general one', [{ high: q(5.4), appliesTo: [female] }, { low: q(4), high: q(5.6) }], { ref_low: 4, ref_high: 5.6, ref_text: null }],
    ['only ranges by age: none is assumed', [{ high: q(5.6), age: { low: { value: 18 } } }], { ref_low: null, ref_high: null, ref_text: null }],
    ['a therapeutic target first, then the normal range', [{ high: q(7), type: { coding: [{ code: 'therapeutic' }] } }, { high: q(5.6) }], { ref_low: null, ref_high: 5.6, ref_text: null }],
  ])('[issue 24] %s', (_, ranges, stored) => {
    expect(normaliseResource(observation(ranges))[0]!.row).toMatchObject(stored);
  });
  it("[issue 24] a blood pressure panel keeps each reading's own range (systolic ≤ 120, diastolic ≤ 80)", () => {
    const mmHg = (value: number) => ({ value, unit: 'mm[Hg]', code: 'mm[Hg]' });
    const component = (code: string, value: number, referenceRange: unknown[]) => ({
      code: { coding: [{ system: 'http://loinc.org', code }] },
      valueQuantity: mmHg(value),
      referenceRange,
    });
    const panel = {
      resourceType: 'Observation',
      id: 'bp1',
      code: { coding: [{ system: 'http://loinc.org', code: LOINC.bpPanel }] },
      effectiveDateTime: '2026-11-20T09:00:00Z',
      referenceRange: [{ text: 'panel-wide' }],
      component: [component(LOINC.systolic, 134, [{ high: mmHg(120) }]), component(LOINC.diastolic, 78, [])],
    } as unknown as ResourceBase;
    const rows = normaliseResource(panel).map(({ row }) => [
      row.code,
      row.ref_low,
      row.ref_high,
      row.ref_text,
    ]);
    // an empty list of its own falls back to the panel's range
    expect(rows).toEqual([
      [LOINC.systolic, null, 120, null],
      [LOINC.diastolic, null, null, 'panel-wide'],
    ]);
  });
});

describe('normaliseResource edge cases', () => {
  it.each(['Claim', 'ExplanationOfBenefit', 'CarePlan', 'Organization', 'Patient'])(
    'skips a %s',
    (resourceType) => {
      expect(normaliseResource({ resourceType, id: 'x' })).toEqual([]);
    },
  );

  it('takes the id from a urn:uuid fullUrl when the resource has none', () => {
    const [row] = normaliseResource({ resourceType: 'Encounter' } as ResourceBase, 'urn:uuid:abc');
    expect(row!.row.source_resource_id).toBe('abc');
  });

  it('refuses a resource with no id at all', () => {
    expect(() => normaliseResource({ resourceType: 'Encounter' })).toThrow(NormaliseError);
  });

  it('names a medication from a contained Medication', () => {
    const [row] = normaliseResource({
      resourceType: 'MedicationRequest',
      id: 'm1',
      medicationReference: { reference: 'Medication/med-9' },
      contained: [
        { resourceType: 'Medication', id: 'med-9', code: { coding: [{ code: '123', display: 'Aspirin' }] } },
      ],
    });
    expect(row!.row).toMatchObject({ code: '123', display: 'Aspirin' });
  });

  const statuses = (resourceType: string, clinical: string, verification: string) => {
    const system = `http://terminology.hl7.org/CodeSystem/${resourceType.toLowerCase()}`;
    return {
      clinicalStatus: { coding: [{ system: `${system}-clinical`, code: clinical }] },
      verificationStatus: { coding: [{ system: `${system}-verification`, code: verification }] },
    };
  };
  it.each([
    ['Condition', 'active', 'refuted', 'refuted'],
    ['AllergyIntolerance', 'active', 'refuted', 'refuted'],
    ['Condition', 'active', 'confirmed', 'active'],
    ['Condition', 'resolved', 'unconfirmed', 'resolved'],
  ])(
    '[REC-1] a %s %s by its clinical status and %s by its verification is listed as %s',
    (resourceType, clinical, verification, expected) => {
      const [row] = normaliseResource({
        resourceType,
        id: 'c1',
        code: { coding: [{ code: '44054006', display: 'Diabetes' }] },
        ...statuses(resourceType, clinical, verification),
      } as ResourceBase);
      expect(row!.row.status).toBe(expected);
    },
  );

  const visit = (fields: Record<string, unknown>) =>
    normaliseResource({ resourceType: 'Encounter', id: 'e1', ...fields } as ResourceBase)[0]!.row;
  it.each([
    [
      'the names the references give',
      {
        participant: [{ individual: { reference: 'Practitioner/dr-1', display: 'Dr. Ana Lee' } }],
        location: [{ location: { reference: 'Location/l-1', display: 'North Clinic' } }],
      },
      { clinician: 'Dr. Ana Lee', place: 'North Clinic' },
    ],
    [
      'the referenced resources the source added (contained), a person by their name parts',
      {
        participant: [
          { individual: { reference: 'RelatedPerson/rp-1', display: 'A relative' } },
          { individual: { reference: 'urn:uuid:dr-2' } },
        ],
        serviceProvider: { reference: 'Organization/org-1' },
        contained: [
          {
            resourceType: 'Practitioner',
            id: 'dr-2',
            name: [{ prefix: ['Dr.'], given: ['June'], family: 'Kassulke' }],
          },
          { resourceType: 'Organization', id: 'org-1', name: 'Lahey Hospital' },
        ],
      },
      { clinician: 'Dr. June Kassulke', place: 'Lahey Hospital' },
    ],
    [
      'a location before the organization',
      {
        location: [{ location: { reference: 'Location/l-2' } }],
        serviceProvider: { display: 'Big Health System' },
        contained: [{ resourceType: 'Location', id: 'l-2', name: 'Room 4, East Wing' }],
      },
      { clinician: null, place: 'Room 4, East Wing' },
    ],
    ['nothing when the source names no one', {}, { clinician: null, place: null }],
    [
      'nothing for a reference the source did not resolve',
      { participant: [{ individual: { reference: 'Practitioner/gone' } }] },
      { clinician: null, place: null },
    ],
  ])('[REC-2] a visit names who and where: %s', (_case, fields, expected) => {
    expect(visit(fields)).toMatchObject(expected);
  });

  it.each([
    ['2011-04-09T21:37:43+00:00', '2011-04-09T21:37:43.000Z'],
    ['2011-04-09T21:37:43-05:00', '2011-04-10T02:37:43.000Z'],
    ['2011-04-09', '2011-04-09T00:00:00.000Z'],
    ['2011-04', '2011-04-01T00:00:00.000Z'],
    ['2011', '2011-01-01T00:00:00.000Z'],
    ['not a date', null],
    ['', null],
    [undefined, null],
  ])('dateTime(%j) is %j', (input, expected) => {
    expect(dateTime(input)).toBe(expected);
  });
});
