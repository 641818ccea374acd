import type { DataPullStatus, RecordComponent, RecordItem, RecordsPage } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { usCoreShapeEntries } from '../../fhir/fixtures/us-core-shapes.js';
import { testDatabases } from '../../test/databases.js';
import { appPerSuite, completeOnboardingGates, seedPatientWithSession } from '../../test/helpers.js';
import { testRecordsConfig } from './config.js';
import { changingSource, drain } from './testing.js';
import { loadDemographics } from './sources.js';
import { PullWorker, type BatchFailure } from './worker.js';

/*
 * A source that sends every form FHIR allows (US Core's shapes): each resource becomes a row that shows a value,
 * or why it has none, and a date; or it is counted, with its reason, where the patient sees the import's result.
 */
describe.each(testDatabases())('every FHIR shape through the pull on $name', (database) => {
  const config = testRecordsConfig();
  const suite = appPerSuite(database, { records: config });

  it('[PULL-3] every resource is a row with a value or a reason and a date, or a counted drop with its reason', async () => {
    const { patient, headers } = await seedPatientWithSession(suite.db);
    await completeOnboardingGates(suite.db, patient.id);
    const entries = usCoreShapeEntries();
    const logged: { job: string; failures: readonly BatchFailure[] }[] = [];
    const source = changingSource(entries);
    const worker = new PullWorker({
      deps: { db: suite.db, config: { records: config }, now: () => new Date() },
      sources: new Map([[source.name, source]]),
      settings: { ...config.worker, batchSize: 7 },
      loadPatient: loadDemographics,
      onUnstored: (job, failures) => logged.push({ job, failures }),
    });
    const init = await suite.app.inject({ method: 'POST', url: '/v1/datapull/init', headers, payload: {} });
    expect(init.statusCode).toBe(200);
    await drain(worker);

    const get = async <T>(url: string) => {
      const res = await suite.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(200);
      return res.json().content as T;
    };
    const page = (category: string) =>
      get<RecordsPage>(`/v1/patient/records?category=${category}&page_size=500`);
    const rows = [
      ...(await page('observations')).items,
      ...(await page('allergies')).items,
      ...(await page('encounters')).items,
    ];

    // Every observation shows a value or why it has none (a reading of several numbers: each of them), and every
    // row is dated (each fixture holds a date).
    const shows = (item: RecordComponent & Pick<RecordItem, 'components'>): boolean =>
      item.components?.length
        ? item.components.every(shows)
        : item.value !== null || !!item.value_text || item.value_boolean != null || !!item.value_absent;
    expect(rows.filter((item) => item.category === 'observations' && !shows(item))).toEqual([]);
    expect(rows.filter((item) => item.date === null)).toEqual([]);
    expect(rows.length).toBeGreaterThan(30);

    // Each resource sent is a row, or a drop counted under its type and reason.
    const status = await get<DataPullStatus>('/v1/datapull/status');
    const [sent] = status.sources;
    const stored = new Set(rows.map((r) => `${r.category}/${r.source_resource_id}`));
    const sentByType = new Map<string, number>();
    for (const e of entries)
      sentByType.set(e.resource!.resourceType, (sentByType.get(e.resource!.resourceType) ?? 0) + 1);
    for (const type of sent!.resource_types) {
      expect(type.fetched).toBe(sentByType.get(type.resource_type));
      expect(type.stored + type.failed).toBe(type.fetched);
      expect((type.failed_reasons ?? []).reduce((n, r) => n + r.count, 0)).toBe(type.failed);
    }
    const observations = sent!.resource_types.find((t) => t.resource_type === 'Observation')!;
    expect(observations.failed_reasons).toEqual([
      { reason: 'missing_id', count: 1 },
      { reason: 'entered_in_error', count: 1 },
      { reason: 'unreadable', count: 1 },
    ]);
    expect(sent!.failed).toBe(3);
    const storedIds = entries
      .map((e) => e.resource!)
      .filter((r) => r.id && r.status !== 'entered-in-error' && r.id !== 'malformed');
    expect(storedIds.filter((r) => ![...stored].some((s) => s.endsWith(`/${r.id}`)))).toEqual([]);

    // The operator's log gets the counts and reasons only, never a resource's id.
    const operatorSaw = JSON.stringify(logged.flatMap((l) => l.failures));
    expect(operatorSaw).toContain('"reason":"entered_in_error"');
    for (const id of ['entered-in-error', 'malformed', 'value-quantity'])
      expect(operatorSaw).not.toContain(id);
    expect(logged.flatMap((l) => l.failures).reduce((n, f) => n + f.count, 0)).toBe(3);
  });

  it('a re-pull after the source withdrew a result as entered in error removes it; an unreadable one stays', async () => {
    const { patient, headers } = await seedPatientWithSession(suite.db);
    await completeOnboardingGates(suite.db, patient.id);
    const entries = usCoreShapeEntries().filter(
      (e) => e.resource!.id === 'value-quantity' || e.resource!.id === 'value-string',
    );
    const source = changingSource(entries);
    const worker = new PullWorker({
      deps: { db: suite.db, config: { records: config }, now: () => new Date() },
      sources: new Map([[source.name, source]]),
      settings: config.worker,
      loadPatient: loadDemographics,
    });
    const pull = (refresh: boolean) =>
      suite.app.inject({
        method: 'POST',
        url: '/v1/datapull/init',
        headers,
        payload: refresh ? { refresh } : {},
      });
    await pull(false);
    await drain(worker);
    entries[0] = { resource: { ...entries[0]!.resource!, status: 'entered-in-error' } };
    entries[1] = { resource: { ...entries[1]!.resource!, code: { coding: 'not a list' } } as never };
    await pull(true);
    await drain(worker);
    const res = await suite.app.inject({
      method: 'GET',
      url: '/v1/patient/records?category=observations',
      headers,
    });
    const ids = (res.json().content as RecordsPage).items.map((i) => i.source_resource_id);
    expect(ids).toEqual(['value-string']);
  });
});
