import {
  catalogues,
  INSIGHT_RULE_CODES,
  INSIGHT_STATUSES,
  insightDetailsSchema,
  insightsResponseSchema,
  type Insight,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/database.js';
import { testDatabases } from '../../test/databases.js';
import { pdfText } from '../../test/pdf-text.js';
import { DEMO_RECORD_IDENTIFIER } from '../accounts/seed.js';
import { seedPatientWithSession, storeFhir, testApp } from '../../test/helpers.js';
import { testRecordsConfig } from '../datapull/config.js';
import { patientWithRecords } from '../datapull/testing.js';
import { noteRecordSex, recomputeInsights } from './service.js';

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
  const insights = async (headers: Record<string, string> = owner.headers) =>
    insightsResponseSchema.parse((await get('/v1/patient/insights', headers)).body.content).patient_screeners;
  const byRule = (list: Insight[], rule: Insight['rule']) => list.find((i) => i.rule === rule)!;

  it('[HOME-1] after the pull, every rule has an insight, open ones first', async () => {
    const list = await insights();
    expect(list).toHaveLength(INSIGHT_RULE_CODES.length);
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

  it("[HOME-1] the demo patient's statin is met: simvastatin is active, though prescribed over a year ago", async () => {
    const statin = byRule(await insights(), 'statin_therapy');
    expect(statin).toMatchObject({ status: 'closed', reason: 'statin_current', action: null });
    expect(statin.decided_by).toMatchObject({
      kind: 'medications',
      display: expect.stringMatching(/statin/i),
    });
    const [latest] = await db
      .selectFrom('medications')
      .select(['status', 'date'])
      .where('patient_id', '=', owner.patient.id)
      .where('display', 'ilike', '%statin%')
      .orderBy('date', 'desc')
      .limit(1)
      .execute();
    expect(latest).toMatchObject({ status: 'active' });
    expect(latest!.date!.getTime()).toBeLessThan(Date.now() - 365 * 24 * 3600 * 1000);
  });

  describe('the sex-specific screenings read the sex assigned at birth, and ask when nobody stated it', () => {
    const answer = (headers: Record<string, string>, payload: Record<string, string | null>) =>
      app.inject({
        method: 'PUT',
        url: '/v1/patient/gender',
        headers,
        payload: { sex: null, sex_at_birth: null, gender_identity: null, ...payload },
      });
    const screenings = async (headers: Record<string, string>) => {
      const list = await insights(headers);
      return [byRule(list, 'breast_cancer_screening'), byRule(list, 'cervical_cancer_screening')].map(
        (i) => `${i.status}:${i.reason}`,
      );
    };
    let patient: Awaited<ReturnType<typeof patientWithRecords>>;
    beforeAll(async () => {
      patient = await patientWithRecords(db, app, DEMO_BUNDLE, config);
    }, 180_000);

    it("[HOME-1] the demo's records state only an administrative gender: both ask, neither assumes", async () => {
      expect(await screenings(patient.headers)).toEqual([
        'needs_answer:sex_unknown',
        'needs_answer:sex_unknown',
      ]);
      const breast = byRule(await insights(patient.headers), 'breast_cancer_screening');
      expect(breast).toMatchObject({ due_date: null, action: null, decided_by: null });
    });

    it.each([
      [
        'administrative sex female, gender identity woman',
        { sex: 'female', gender_identity: 'woman' },
        'needs_answer',
      ],
      ['sex assigned at birth: prefer not to say', { sex_at_birth: 'declined' }, 'needs_answer'],
      ['assigned female at birth', { sex_at_birth: 'female' }, 'open'],
      [
        'assigned female at birth, a transgender man',
        { sex_at_birth: 'female', gender_identity: 'transgender_man' },
        'open',
      ],
      ['assigned male at birth', { sex_at_birth: 'male' }, 'not_applicable'],
      [
        'assigned male at birth, a transgender woman',
        { sex_at_birth: 'male', gender_identity: 'transgender_woman' },
        'not_applicable',
      ],
    ])('[HOME-1] [PROF-4] %s: the screenings are %s at once', async (_case, payload, status) => {
      expect((await answer(patient.headers, payload)).statusCode).toBe(200);
      const reason = { needs_answer: 'sex_unknown', open: 'never_done', not_applicable: 'sex' }[status];
      expect(await screenings(patient.headers)).toEqual([`${status}:${reason}`, `${status}:${reason}`]);
    });

    it('[HOME-1] a record source that states a birth sex decides until the patient says otherwise', async () => {
      const sourced = await patientWithRecords(db, app, DEMO_BUNDLE, config);
      await noteRecordSex({ db }, { patientId: sourced.patient.id, source: 'sample', sex: 'female' });
      expect(await screenings(sourced.headers)).toEqual(['open:never_done', 'open:never_done']);
      await answer(sourced.headers, { sex_at_birth: 'male' });
      expect(await screenings(sourced.headers)).toEqual(['not_applicable:sex', 'not_applicable:sex']);
    });
  });

  it('[HOME-1] [SHARE-2] the printable summary lists as due exactly what Care and Screenings say is due', async () => {
    const list = await insights();
    const res = await app.inject({
      method: 'GET',
      url: '/v1/patient/records/summary.pdf',
      headers: owner.headers,
    });
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    const due = text.slice(text.indexOf('Care due'));
    const names = catalogues.en.careGapNames;
    for (const insight of list)
      expect(due.includes(names[insight.rule]), `${insight.rule} ${insight.status}`).toBe(
        insight.status === 'open',
      );
    for (const rule of ['statin_therapy', 'breast_cancer_screening', 'cervical_cancer_screening'] as const)
      expect(due).not.toContain(names[rule]);
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
        sex: null,
        condition: { kind: 'conditions', code: '44054006' },
      },
      closes_with: { records: ['hba1c_result'], look_back_months: 12 },
      offered_action: { kind: 'order_kit', kit_type: 'hba1c' },
    });
  });

  it('[HOME-1] a lab result closes its gap, keeps the id, and says the result is above the normal range', async () => {
    const before = byRule(await insights(), 'hba1c_monitoring');
    const result = {
      resourceType: 'Observation',
      id: 'lab-result-hba1c-1',
      status: 'final',
      category: [{ coding: [{ code: 'laboratory' }] }],
      code: { coding: [{ system: 'http://loinc.org', code: '4548-4', display: 'Hemoglobin A1c' }] },
      effectiveDateTime: new Date().toISOString(),
      valueQuantity: { value: 6.8, unit: '%', code: '%' },
      referenceRange: [{ high: { value: 5.6, unit: '%' } }],
    };
    await storeFhir(db, owner.patient.id, [result], 'lab');
    await recomputeInsights({ db }, owner.patient.id);
    const after = byRule(await insights(), 'hba1c_monitoring');
    expect(after).toMatchObject({
      id: before.id,
      status: 'closed',
      reason: 'done_out_of_range',
      action: null,
    });
    expect(after.decided_by).toMatchObject({ value: 6.8, range: { low: null, high: 5.6 }, flag: 'high' });
    expect(byRule(await insights(), 'hba1c_control')).toMatchObject({
      status: 'closed',
      reason: 'at_goal_above_range',
      decided_by: { value: 6.8, flag: 'high' },
    });
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
