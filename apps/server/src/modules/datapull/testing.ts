import type { App } from '../../app.js';
import type { Db } from '../../db/database.js';
import { categoryOfResourceType, normaliseResource } from '../../fhir/normalise.js';
import { readSampleBundle, SampleRecordSource } from '../../providers/records/sample.js';
import type { PatientDemographics, RecordSource } from '../../providers/records/types.js';
import type { BundleEntry } from '../../fhir/types.js';
import { testRecordsConfig, type RecordsConfig } from './config.js';
import type { PullDeps } from './service.js';
import { loadDemographics } from './sources.js';
import { completeOnboardingGates, seedPatientWithSession } from '../../test/helpers.js';
import { PullWorker } from './worker.js';

/** A sample bundle, the resources a pull imports from it and the record rows they must become. */
export function sampleImport(file: string) {
  const bundle = readSampleBundle(file);
  const imported = bundle.entry!.filter((e) => categoryOfResourceType(e.resource!.resourceType));
  const expectedRows = imported.flatMap((e) => normaliseResource(e.resource!)).length;
  return { bundle, imported, expectedRows };
}

/** A sample source that hands every patient the same bundle ref (tests pick which). */
export function fixedSampleSource(ref: string): RecordSource {
  const sample = new SampleRecordSource();
  return {
    name: 'sample',
    match: async () => ({ kind: 'matched' as const, ref }),
    resources: (r: string, signal?: AbortSignal) => sample.resources(r, signal),
  };
}

/** A source that streams whatever `entries` holds when it is read: a test changes it between pulls. */
export function changingSource(entries: BundleEntry[]): RecordSource {
  return {
    name: 'sample',
    match: async () => ({ kind: 'matched' as const, ref: 'changing' }),
    async *resources() {
      yield* entries;
    },
  };
}

/** Wraps a source so that its stream throws `error` after `after` entries, `times` times. */
export function failingSource(
  inner: RecordSource,
  after: number,
  error: Error,
  times = 1,
): RecordSource & { calls: number } {
  const wrapped = {
    name: inner.name,
    calls: 0,
    match: (p: PatientDemographics, s?: AbortSignal) => inner.match(p, s),
    async *resources(ref: string, signal?: AbortSignal): AsyncIterable<BundleEntry> {
      wrapped.calls++;
      const fail = wrapped.calls <= times;
      let n = 0;
      for await (const entry of inner.resources(ref, signal)) {
        if (fail && n++ === after) throw error;
        yield entry;
      }
    },
  };
  return wrapped;
}

export function testWorker(
  db: Db,
  source: RecordSource,
  config: RecordsConfig = testRecordsConfig(),
  owner?: string,
) {
  const deps: PullDeps = { db, config: { records: config }, now: () => new Date() };
  const worker = new PullWorker({
    deps,
    sources: new Map([[source.name, source]]),
    settings: config.worker,
    loadPatient: loadDemographics,
    ...(owner ? { owner } : {}),
  });
  return { deps, worker };
}

/** Runs the worker until no job is due now. */
export async function drain(worker: PullWorker, max = 50): Promise<number> {
  let runs = 0;
  while (runs < max && (await worker.runOnce())) runs++;
  return runs;
}

/** A signed-in patient, onboarding done, whose pull brought the bundle `ref`: ready for reads of their records. */
export async function patientWithRecords(db: Db, app: App, ref: string, config: RecordsConfig) {
  const patient = await seedPatientWithSession(db);
  await completeOnboardingGates(db, patient.patient.id);
  const init = await app.inject({
    method: 'POST',
    url: '/v1/datapull/init',
    headers: patient.headers,
    payload: {},
  });
  if (init.statusCode !== 200) throw new Error(`the pull did not start: ${init.statusCode}`);
  await drain(testWorker(db, fixedSampleSource(ref), config).worker);
  return patient;
}
