import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { normaliseResource } from '../../fhir/normalise.js';
import type { BundleEntry } from '../../fhir/types.js';
import { DEFAULT_DEMO_RESOURCES, defaultSampleDir, SampleRecordSource, sampleIndex } from './sample.js';
import { DEMO_PATIENT, DEMO_RECORD_IDENTIFIER } from '../../modules/accounts/seed.js';
import type { MatchResult, PatientDemographics } from './types.js';

const patient = (patientId: string, identifiers: PatientDemographics['identifiers'] = []) => ({
  patientId,
  givenNames: ['Ana'],
  familyName: 'Test',
  birthDate: '1980-01-01',
  addresses: [],
  identifiers,
});
const refOf = (match: MatchResult) => (match.kind === 'matched' ? match.ref : undefined);

async function count(iterable: AsyncIterable<BundleEntry>) {
  let n = 0;
  for await (const _ of iterable) n++;
  return n;
}

describe('the sample record source', () => {
  const source = new SampleRecordSource();

  it('lists the sixteen Synthea bundles in file-name order', () => {
    const files = source.bundleFiles();
    expect(files).toHaveLength(16);
    expect([...files].sort()).toEqual(files);
  });

  it.each([
    ['a', 16, 2],
    ['patient-1', 16, 14],
    ['00000000-0000-0000-0000-000000000001', 16, 7],
  ])('matches patient %j to bundle index sha256(id) mod %i = %i', (id, n, expected) => {
    expect(sampleIndex(id, n)).toBe(expected);
  });

  it('matches the same patient to the same bundle every time, and spreads patients over the bundles', async () => {
    expect(await source.match(patient('p-1'))).toEqual(await source.match(patient('p-1')));
    const refs = new Set(
      await Promise.all(
        Array.from({ length: 64 }, async (_, i) => refOf(await source.match(patient(`p-${i}`)))),
      ),
    );
    expect(refs.size).toBeGreaterThan(8);
  });

  it('streams the matched Synthea bundle', async () => {
    const ref = refOf(await source.match(patient('p-1')));
    expect(ref).toMatch(/^synthea:.+\.json\.gz$/);
    expect(await count(source.resources(ref!))).toBeGreaterThan(50);
  });

  it('gives the patient with the demo record identifier (and only that one) the generated complete bundle', async () => {
    const ref = refOf(await source.match(patient('demo', [DEMO_RECORD_IDENTIFIER])));
    expect(ref).toBe(`synthetic:4:${DEFAULT_DEMO_RESOURCES}`);
    // The demo's name and birth date are not an identifier: such a patient gets an ordinary sample bundle.
    const lookalike = { ...patient('lookalike'), givenNames: [DEMO_PATIENT.first_name] };
    expect(refOf(await source.match({ ...lookalike, familyName: DEMO_PATIENT.last_name }))).toMatch(
      /^synthea:/,
    );
    expect(await count(source.resources(ref!))).toBe(DEFAULT_DEMO_RESOURCES);
  });

  it.each(new SampleRecordSource().bundleFiles())(
    "[REC-2] %s: every visit names who the patient saw and where, from the bundle's practitioners and organizations",
    async (file) => {
      const visits: ReturnType<typeof normaliseResource> = [];
      for await (const entry of source.resources(`synthea:${file}`)) {
        if (entry.resource?.resourceType === 'Encounter') visits.push(...normaliseResource(entry.resource));
      }
      expect(visits.length).toBeGreaterThan(0);
      for (const { row } of visits) {
        expect(row.clinician).toMatch(/^Dr\. \S/);
        expect(row.place).toMatch(/\S/);
      }
    },
  );

  it.each(['synthea:../../etc/passwd', 'synthea:nope.json.gz', 'other:1'])(
    'refuses the unknown ref %j',
    async (ref) => {
      await expect(count(source.resources(ref))).rejects.toMatchObject({ code: 'SOURCE_BAD_RESPONSE' });
    },
  );
});

describe('the sample bundles in the repository', () => {
  it('are read from apps/server/data/synthea, gzip-compressed, with their licence and notice', () => {
    const dir = defaultSampleDir();
    expect(path.relative(fileURLToPath(new URL('../../..', import.meta.url)), dir)).toBe(
      path.join('data', 'synthea'),
    );
    expect(readdirSync(dir)).toEqual(expect.arrayContaining(['LICENSE', 'NOTICE']));
    expect(readFileSync(path.join(dir, 'NOTICE'), 'utf8')).toMatch(/Synthea/);
  });

  it('fails the stream on a damaged bundle instead of importing part of it quietly', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sample-'));
    try {
      const whole = readFileSync(path.join(defaultSampleDir(), new SampleRecordSource().bundleFiles()[0]!));
      writeFileSync(path.join(dir, 'broken.json.gz'), whole.subarray(0, whole.length / 2));
      await expect(
        count(new SampleRecordSource({ dir }).resources('synthea:broken.json.gz')),
      ).rejects.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
