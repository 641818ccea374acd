import {
  INSIGHT_STATUSES,
  insightDetailsSchema,
  insightsResponseSchema,
  type Insight,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/database.js';
import { testDatabases } from '../../test/databases.js';
import { DEMO_RECORD_IDENTIFIER } from '../accounts/seed.js';
import { seedPatientWithSession, storeFhir, testApp } from '../../test/helpers.js';
import { testRecordsConfig } from '../datapull/config.js';
import { patientWithRecords } from '../datapull/testing.js';
import { recomputeInsights } from './service.js';

/** The demo patient's generated records (a woman with diabetes, hypertension and hyperlipidemia). */
const DEMO_BUNDLE = `synthetic:${DEMO_RECORD_IDENTIFIER.value.replace('seed-', '')}:600`;

describe.each(testDatabases())('the insights on $name', (database) => {
  let db: Db;
  let app: App;
  let owner: Awaited<ReturnType<typeof seedPatientWithSession>>;
  let other: Awaited<ReturnType<typeof seedPatientWithSession>>;
  const config = testRecordsConfig();

  beforeAll(async () => {
    db = await database.open();
    ({ app } = await testApp(db, { records: config }));
    owner = await patientWithRecords(db, app, DEMO_BUNDLE, config);
    other = await seedPatientWithSession(db);
  }, 180_000);
  afterAll(async () => {
    await app.close();
    await database.close(db);
  });

  const get = async (url: string, headers: Record<string, string> = owner.headers) => {
    const res = await app.inject({ method: 'GET', url, headers });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };
  const insights = async (headers = owner.headers) =>
    insightsResponseSchema.parse((await get('/v1/patient/insights', headers)).body.content).patient_screeners;
  const byRule = (list: Insight[], rule: Insight['rule']) => list.find((i) => i.rule === rule)!;

  it('[HOME-1] after the pull, every rule has an insight, open ones first', async () => {
    const list = await insights();
    expect(list).toHaveLength(9);
    const rank = list.map((i) => INSIGHT_STATUSES.indexOf(i.status));
    expect(rank).toEqual([...rank].sort());
    expect(rank[0]).toBe(0);
  });

  it("[HOME-1] the demo patient's HbA1c is overdue: open, decided by the last result, offering a kit", async () => {
    const hba1c = byRule(await insights(), 'hba1c_monitoring');
    expect(hba1c).toMatchObject({
      status: 'open',
      reason: 'out_of_date',
      action: { kind: 'order_kit', kit_type: 'hba1c' },
      decided_by: { kind: 'observations', code: '4548-4', unit: '%' },
    });
    expect(hba1c.decided_by!.date! < '2025-07-01').toBe(true);
    expect(hba1c.due_date).toBe(
      hba1c.decided_by!.date!.slice(0, 10).replace(/^(\d{4})/, (y) => String(+y + 1)),
    );
  });

  it('[HOME-1] the sex the records state decides the sex-specific screenings', async () => {
    const list = await insights();
    expect(byRule(list, 'breast_cancer_screening')).toMatchObject({ status: 'open', reason: 'never_done' });
    expect(byRule(list, 'cervical_cancer_screening').status).toBe('open');
  });

  it('[HOME-1] the sex the patient states in their profile comes before what the records say', async () => {
    const stated = await patientWithRecords(db, app, DEMO_BUNDLE, config);
    const said = await app.inject({
      method: 'PUT',
      url: '/v1/patient/gender',
      headers: stated.headers,
      payload: { sex: 'male', gender_identity: null },
    });
    expect(said.statusCode).toBe(200);
    expect(byRule(await insights(stated.headers), 'breast_cancer_screening')).toMatchObject({
      status: 'not_applicable',
      reason: 'sex',
    });
  });

  it('[HOME-1] details say why it applies, what closes it and the evidence', async () => {
    const hba1c = byRule(await insights(), 'hba1c_monitoring');
    const res = await get(`/v1/patient/insights/${hba1c.id}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const details = insightDetailsSchema.parse(res.body.content);
    expect(details).toMatchObject({
      id: hba1c.id,
      evidence: { source: 'HEDIS', measure: expect.stringContaining('Glycemic Status') },
      applies_to: { ages: { min: 18, max: 75 }, for_condition: 'diabetes' },
      patient: {
        age: expect.any(Number),
        sex: 'female',
        condition: { kind: 'conditions', code: '44054006' },
      },
      closes_with: { records: ['hba1c_result'], look_back_months: 12 },
      offered_action: { kind: 'order_kit', kit_type: 'hba1c' },
    });
  });

  it('[HOME-1] a lab result closes its gap and the insight keeps its id', async () => {
    const before = byRule(await insights(), 'hba1c_monitoring');
    const result = {
      resourceType: 'Observation',
      id: 'lab-result-hba1c-1',
      status: 'final',
      category: [{ coding: [{ code: 'laboratory' }] }],
      code: { coding: [{ system: 'http://loinc.org', code: '4548-4', display: 'Hemoglobin A1c' }] },
      effectiveDateTime: new Date().toISOString(),
      valueQuantity: { value: 6.4, unit: '%', code: '%' },
    };
    await storeFhir(db, owner.patient.id, [result], 'lab');
    await recomputeInsights({ db }, owner.patient.id);
    const after = byRule(await insights(), 'hba1c_monitoring');
    expect(after).toMatchObject({ id: before.id, status: 'closed', reason: 'done_in_window', action: null });
    expect(after.decided_by).toMatchObject({ value: 6.4 });
  });

  it('[HOME-1] a patient whose records are not in yet has no insights', async () => {
    expect(await insights(other.headers)).toEqual([]);
  });

  it("[HOME-1] [SEC-1] another patient's insight is not found, like one that does not exist", async () => {
    const id = (await insights())[0]!.id;
    const res = await get(`/v1/patient/insights/${id}`, other.headers);
    expect(res.status).toBe(404);
    expect(res.body.error).toMatch(/^NOT_FOUND - /);
    expect((await get('/v1/patient/insights/9b0e2b8e-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it("[HOME-1] refuses an insight id that is not one, in the patient's language", async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/v1/patient/insights/not-an-id',
      headers: { ...owner.headers, 'accept-language': 'es' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('VALIDATION_FAILED - Prueba de detección: el valor no es válido.');
  });

  it('[HOME-1] needs a signed-in patient', async () => {
    expect((await app.inject({ method: 'GET', url: '/v1/patient/insights' })).statusCode).toBe(401);
  });

  it('[SEC-4] every read writes an audit row, refusals too', async () => {
    const count = async (patientId: string) =>
      (
        await db
          .selectFrom('audit_log')
          .select(['action', 'resource', 'outcome'])
          .where('patient_id', '=', patientId)
          .where('resource', '=', 'insights')
          .execute()
      ).length;
    const before = await count(owner.patient.id);
    const id = (await insights())[0]!.id;
    await get(`/v1/patient/insights/${id}`);
    expect(await count(owner.patient.id)).toBe(before + 2);
    const otherBefore = await count(other.patient.id);
    await get(`/v1/patient/insights/${id}`, other.headers);
    expect(await count(other.patient.id)).toBe(otherBefore + 1);
  });
});
