import { RECORD_CATEGORY_RESOURCE } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { sampleImport } from '../modules/datapull/testing.js';
import { bundleProblems, exportBundle, type StoredResource } from './export-bundle.js';
import { normaliseResource } from './normalise.js';

/** The resource types an export may hold: the Patient and the eight the records store. */
const KNOWN = new Set(['Patient', ...Object.values(RECORD_CATEGORY_RESOURCE)]);

const patient = {
  id: '6f1c2d9e-1111-4a2b-9c3d-000000000001',
  first_name: 'Jorge',
  last_name: 'Brekke',
  date_of_birth: '1961-04-02',
  phone: '617-555-0100',
  email: 'jorge@example.com',
};
const now = new Date('2026-11-25T12:00:00Z');

/** The rows a pull stores for a Synthea sample: one per resource, one per observation component. */
function storedFrom(file: string): StoredResource[] {
  return sampleImport(file).imported.flatMap((entry) =>
    normaliseResource(entry.resource!).map(({ row }) => ({
      resource_type: row.resource_type,
      source_resource_id: row.source_resource_id,
      resource: row.resource as Record<string, unknown>,
    })),
  );
}

describe('exportBundle', () => {
  it('[SHARE-2] a Synthea record exports as a valid FHIR R4 collection: known types, a Patient, every reference resolves', () => {
    const stored = storedFrom('Jorge_Brekke_ac7921e0-c949-4b42-97f2-fad5d171cd01.json.gz');
    const bundle = exportBundle({ patient, resources: stored, now });
    expect(bundle).toMatchObject({
      resourceType: 'Bundle',
      type: 'collection',
      timestamp: now.toISOString(),
    });
    expect(bundleProblems(bundle, KNOWN)).toEqual([]);
    const distinct = new Set(stored.map((r) => `${r.resource_type}/${r.source_resource_id}`));
    expect(bundle.entry).toHaveLength(distinct.size + 1);
    expect(bundle.entry[0]!.resource).toMatchObject({
      resourceType: 'Patient',
      id: patient.id,
      name: [{ family: 'Brekke', given: ['Jorge'] }],
      birthDate: '1961-04-02',
    });
    const condition = bundle.entry.find((e) => e.resource.resourceType === 'Condition')!.resource;
    expect(condition.subject).toEqual({ reference: `urn:uuid:${patient.id}` });
  });

  it('[SHARE-2] a reference to something never stored keeps its display and drops the dangling link', () => {
    const bundle = exportBundle({
      patient,
      now,
      resources: [
        {
          resource_type: 'Encounter',
          source_resource_id: 'enc-1',
          resource: {
            resourceType: 'Encounter',
            id: 'enc-1',
            subject: { reference: 'urn:uuid:source-patient' },
            participant: [
              { individual: { reference: 'Practitioner?identifier=npi|9999', display: 'Dr. Lee' } },
            ],
            serviceProvider: { reference: 'urn:uuid:org-1' },
          },
        },
        {
          resource_type: 'Condition',
          source_resource_id: 'cond-1',
          resource: { resourceType: 'Condition', id: 'cond-1', encounter: { reference: 'urn:uuid:enc-1' } },
        },
      ],
    });
    expect(bundleProblems(bundle, KNOWN)).toEqual([]);
    const [, encounter, condition] = bundle.entry.map((e) => e.resource);
    expect(encounter!.participant).toEqual([{ individual: { display: 'Dr. Lee' } }]);
    expect(encounter!.serviceProvider).toEqual({ display: 'Resource' });
    expect(condition!.encounter).toEqual({ reference: 'urn:uuid:enc-1' });
  });

  it('[SHARE-2] what the source read with a visit (in its contained) is referenced locally, so it stays named', () => {
    const bundle = exportBundle({
      patient,
      now,
      resources: [
        {
          resource_type: 'Encounter',
          source_resource_id: 'enc-2',
          resource: {
            resourceType: 'Encounter',
            id: 'enc-2',
            participant: [{ individual: { reference: 'urn:uuid:dr-2' } }],
            serviceProvider: { reference: 'Organization/org-2' },
            contained: [
              { resourceType: 'Practitioner', id: 'dr-2', name: [{ family: 'Kassulke' }] },
              { resourceType: 'Organization', id: 'org-2', name: 'Lahey Hospital' },
            ],
          },
        },
      ],
    });
    expect(bundleProblems(bundle, KNOWN)).toEqual([]);
    const encounter = bundle.entry[1]!.resource;
    expect(encounter.participant).toEqual([{ individual: { reference: '#dr-2' } }]);
    expect(encounter.serviceProvider).toEqual({ reference: '#org-2' });
    // a local reference elsewhere in the file is no reference at all
    const claim = { resourceType: 'Claim', id: 'c', provider: { reference: '#org-2' } };
    bundle.entry.push({ fullUrl: 'urn:uuid:c', resource: claim });
    expect(bundleProblems(bundle, new Set([...KNOWN, 'Claim']))).toEqual([
      'urn:uuid:c: #org-2 does not resolve',
    ]);
  });

  it('[SHARE-2] the check finds a dangling reference and an unknown type', () => {
    const bundle = exportBundle({ patient, now, resources: [] });
    bundle.entry.push({
      fullUrl: 'urn:uuid:x',
      resource: { resourceType: 'Claim', id: 'x', patient: { reference: 'urn:uuid:nobody' } },
    });
    expect(bundleProblems(bundle, KNOWN)).toEqual([
      'urn:uuid:x: unknown type Claim',
      'urn:uuid:x: urn:uuid:nobody does not resolve',
    ]);
  });
});
