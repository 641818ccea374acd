import {
  LAB_TREND_CATEGORIES,
  LOINC,
  TREND_LOINC_CODES,
  isCurrentMedication,
  medicationListSchema,
  VITAL_TREND_CATEGORIES,
  recordsPageSchema,
  timelineSchema,
  trendResponseSchema,
  type RecordsPage,
  type Timeline,
  type TrendResponse,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/database.js';
import { normaliseResource } from '../../fhir/normalise.js';
import { generateSyntheticEntries } from '../../fhir/synthetic/generator.js';
import { testDatabases } from '../../test/databases.js';
import { seedPatientWithSession, testApp } from '../../test/helpers.js';
import { testRecordsConfig } from '../datapull/config.js';
import { patientWithRecords } from '../datapull/testing.js';

const RESOURCES = 800;
const rows = [...generateSyntheticEntries({ seed: 11, resources: RESOURCES })].flatMap((e) =>
  normaliseResource(e.resource!),
);
const count = (predicate: (r: (typeof rows)[number]) => boolean) => rows.filter(predicate).length;
/** Records as a patient counts them: source resources (a blood pressure's two rows are one reading). */
const records = (category: string) =>
  new Set(rows.filter((r) => r.category === category).map((r) => r.row.source_resource_id)).size;

describe.each(testDatabases())('the records reads on $name', (database) => {
  let db: Db;
  let app: App;
  let owner: Awaited<ReturnType<typeof seedPatientWithSession>>;
  let other: Awaited<ReturnType<typeof seedPatientWithSession>>;
  const config = testRecordsConfig();

  beforeAll(async () => {
    db = await database.open();
    ({ app } = await testApp(db, { records: config }));
    owner = await patientWithRecords(db, app, `synthetic:11:${RESOURCES}`, config);
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

  it('[REC-2] the timeline has medications in its first element and encounters in its second, newest first', async () => {
    const res = await get('/v1/patient/records');
    expect(res.status).toBe(200);
    const [first, second] = res.body.content as Timeline;
    expect(first.medications).toHaveLength(count((r) => r.category === 'medications'));
    expect(second.encounters).toHaveLength(count((r) => r.category === 'encounters'));
    const dates = second.encounters.map((e) => e.date!);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.medications[0]).toMatchObject({
      name: expect.any(String),
      source: 'sample',
      date: expect.any(String),
    });
    // who the patient saw and where, as the source named them
    expect(second.encounters.every((e) => e.place === 'Lakeside Family Practice')).toBe(true);
    expect(new Set(second.encounters.map((e) => e.clinician))).toEqual(
      new Set(['Dr. Maya Okafor', 'Dr. Luis Herrera']),
    );
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.body).toMatchObject({ status_code: 200, status_text: 'OK' });
  });

  it('answers every read in the shapes of the contract', async () => {
    expect(timelineSchema.parse((await get('/v1/patient/records')).body.content)).toBeTruthy();
    const [first] = timelineSchema.parse((await get('/v1/patient/records')).body.content);
    expect(new Date(first.medications[0]!.date!).toISOString()).toBe(first.medications[0]!.date);
    expect(
      recordsPageSchema.parse((await get('/v1/patient/records?category=observations')).body.content).total,
    ).toBeGreaterThan(0);
    expect(
      trendResponseSchema.parse((await get('/v1/patient/trends/labs/CHOLL?with=CHOLH')).body.content).related,
    ).toHaveLength(1);
  });

  it.each([
    ['medication', 'medications', 'encounters'],
    ['encounter', 'encounters', 'medications'],
  ] as const)('[REC-2] the timeline filters by type %s', async (type, kept, emptied) => {
    const [first, second] = (await get(`/v1/patient/records?type=${type}`)).body.content as Timeline;
    const lists = { medications: first.medications, encounters: second.encounters };
    expect(lists[kept].length).toBeGreaterThan(0);
    expect(lists[emptied]).toEqual([]);
  });

  it('[REC-2] the timeline filters by date range and search text', async () => {
    const [, all] = (await get('/v1/patient/records')).body.content as Timeline;
    const [, inYear] = (await get('/v1/patient/records?date_from=2020-01-01&date_to=2020-12-31')).body
      .content as Timeline;
    const expected = all.encounters.filter((e) => e.date!.startsWith('2020'));
    expect(inYear.encounters.length).toBe(expected.length);
    expect(inYear.encounters.length).toBeGreaterThan(0);
    const [meds] = (await get('/v1/patient/records?type=medication&q=tablet')).body.content as Timeline;
    expect(meds.medications.length).toBeGreaterThan(0);
    expect(meds.medications.every((m) => /tablet/i.test(m.name ?? ''))).toBe(true);
    const [none] = (await get('/v1/patient/records?q=%25_nothing_like_this')).body.content as Timeline;
    expect(none.medications).toEqual([]);
  });

  it.each([
    ['medications'],
    ['encounters'],
    ['conditions'],
    ['observations'],
    ['immunizations'],
    ['allergies'],
    ['procedures'],
    ['reports'],
  ] as const)('lists %s by page with the total', async (category) => {
    const expected = records(category);
    const page1 = (await get(`/v1/patient/records?category=${category}&page_size=5`)).body
      .content as RecordsPage;
    expect(page1).toMatchObject({ category, page: 1, page_size: 5, total: expected });
    expect(page1.items).toHaveLength(Math.min(5, expected));
    const last = Math.max(1, Math.ceil(expected / 5));
    const lastPage = (await get(`/v1/patient/records?category=${category}&page_size=5&page=${last}`)).body
      .content as RecordsPage;
    expect(lastPage.items).toHaveLength(expected - (last - 1) * 5);
  });

  it('filters observations by type and keeps LOINC code, value, UCUM unit and reference range', async () => {
    const labs = (await get('/v1/patient/records?category=observations&type=laboratory&page_size=500')).body
      .content as RecordsPage;
    expect(labs.total).toBe(count((r) => r.category === 'observations' && r.row.type === 'laboratory'));
    const hba1c = labs.items.find((i) => i.code === LOINC.hba1c)!;
    expect(hba1c).toMatchObject({
      code_system: 'http://loinc.org',
      unit: '%',
      reference_range: { low: 4, high: 5.6 },
    });
    expect(typeof hba1c.value).toBe('number');
  });

  it('[REC-1] one measurement is one source resource: My Health, the category list, the retrieval summary and the pull progress show the same count', async () => {
    // A blood-pressure reading is one measurement (two numbers), stored as two rows.
    const measurements = records('observations');
    expect(measurements).toBeLessThan(count((r) => r.category === 'observations'));

    const { categories } = (await get('/v1/patient/records/summary')).body.content;
    const myHealth = categories.find((c: { category: string }) => c.category === 'observations').count;
    const list = ((await get('/v1/patient/records?category=observations')).body.content as RecordsPage).total;
    const retrieval = (await get('/v1/datapull/status')).body.content.sources
      .flatMap((s: { resource_types: { resource_type: string; stored: number }[] }) => s.resource_types)
      .find((t: { resource_type: string }) => t.resource_type === 'Observation').stored;
    const progress = (await get('/v1/datapull/process/status')).body.content.categories.find(
      (c: { category: string }) => c.category === 'observations',
    ).count;
    expect({ myHealth, list, retrieval, progress }).toEqual({
      myHealth: measurements,
      list: measurements,
      retrieval: measurements,
      progress: measurements,
    });
  });

  it('[REC-1] medications: one entry per medication with its dose, prescriber, first and latest fill; current apart from past; its fills one query away', async () => {
    const res = await get('/v1/patient/records/medications');
    expect(res.status).toBe(200);
    const list = medicationListSchema.parse(res.body.content);
    const meds = rows.filter((r) => r.category === 'medications').map((r) => r.row);
    const codes = [...new Set(meds.map((m) => m.code))];
    const all = [...list.current, ...list.past];
    expect(all.map((m) => m.code).sort()).toEqual([...codes].sort());
    expect(all.reduce((n, m) => n + m.fills, 0)).toBe(meds.length);
    expect(all.length).toBeGreaterThan(1);
    for (const entry of all) {
      const fills = meds.filter((m) => m.code === entry.code).sort((a, b) => a.date!.localeCompare(b.date!));
      const latest = fills.at(-1)!;
      expect(entry).toMatchObject({
        name: latest.display,
        status: latest.status,
        fills: fills.length,
        since: new Date(fills[0]!.date!).toISOString(),
        last_date: new Date(latest.date!).toISOString(),
        dose: 'Take one tablet by mouth daily',
        prescriber: expect.stringMatching(/^Dr\. /),
        current: isCurrentMedication({ status: latest.status, end: null, lastFill: latest.date }, new Date()),
      });
      const page = (await get(`/v1/patient/records?category=medications&code=${entry.code}`)).body
        .content as RecordsPage;
      expect(page.total).toBe(entry.fills);
    }
    const another = (await get('/v1/patient/records/medications', other.headers)).body.content;
    expect(another).toEqual({ current: [], past: [] });
  });

  it('[REC-1] conditions list the active problems first, newest first, then the resolved ones', async () => {
    const page = (await get('/v1/patient/records?category=conditions&page_size=500')).body
      .content as RecordsPage;
    const active = page.items.filter((i) => i.status === 'active');
    expect(active.length).toBeGreaterThan(0);
    expect(page.items.length).toBeGreaterThan(active.length);
    expect(page.items.slice(0, active.length)).toEqual(active);
    const dates = active.map((i) => i.date!);
    expect([...dates].sort().reverse()).toEqual(dates);
    // Paging keeps the order: the first page of one starts with the first active problem.
    const first = (await get('/v1/patient/records?category=conditions&page_size=1')).body
      .content as RecordsPage;
    expect(first.items[0]!.id).toBe(active[0]!.id);
  });

  it('[REC-3] a blood-pressure reading is one entry of the list, with both numbers', async () => {
    const vitals = (await get('/v1/patient/records?category=observations&type=vital-signs&page_size=500'))
      .body.content as RecordsPage;
    const reading = vitals.items.find((i) => i.components?.length)!;
    expect(reading.components!.map((c) => c.code)).toEqual([LOINC.systolic, LOINC.diastolic]);
    expect(reading.components!.every((c) => typeof c.value === 'number' && c.unit === 'mm[Hg]')).toBe(true);
    expect(vitals.items.some((i) => i.code === LOINC.systolic || i.code === LOINC.diastolic)).toBe(false);
    expect(new Set(vitals.items.map((i) => i.source_resource_id)).size).toBe(vitals.items.length);
  });

  it.each([
    ...VITAL_TREND_CATEGORIES.map((c) => ['vitals', c]),
    ...LAB_TREND_CATEGORIES.map((c) => ['labs', c]),
  ])('[REC-4] /v1/patient/trends/%s/%s charts the values of its LOINC codes', async (kind, category) => {
    const res = await get(`/v1/patient/trends/${kind}/${category}`);
    expect(res.status).toBe(200);
    const trend = res.body.content as TrendResponse;
    expect(trend).toMatchObject({ category, kind });
    const codes = TREND_LOINC_CODES[category as keyof typeof TREND_LOINC_CODES];
    const expected =
      category === 'BPRES'
        ? count((r) => r.row.code === LOINC.systolic)
        : count((r) => codes.includes(r.row.code ?? '') && r.row.value !== null);
    expect(trend.data).toHaveLength(expected);
    expect(trend.data.length).toBeGreaterThan(10);
    expect(trend.data.every((p) => codes.includes(p.loinc) && typeof p.value === 'number')).toBe(true);
    expect(trend.reference_range).not.toBeNull();
    const dates = trend.data.map((p) => p.date);
    expect([...dates].sort()).toEqual(dates);
  });

  it('[REC-4] blood pressure points carry systolic and diastolic together', async () => {
    const trend = (await get('/v1/patient/trends/vitals/BPRES')).body.content as TrendResponse;
    for (const p of trend.data) {
      expect(p.systolic).toBe(p.value);
      expect(p.diastolic).toBeLessThan(p.systolic!);
    }
    expect(trend.reference_range?.components).toMatchObject({
      systolic: { high: 120 },
      diastolic: { high: 80 },
    });
  });

  it('[REC-4] LDL comes with HDL on the same dates when asked (?with=CHOLH)', async () => {
    const trend = (await get('/v1/patient/trends/labs/CHOLL?with=CHOLH')).body.content as TrendResponse;
    expect(trend.related).toHaveLength(1);
    const hdl = trend.related![0]!;
    expect(hdl.category).toBe('CHOLH');
    // Drawn in the same panels: every LDL reading has its HDL reading on the same date.
    const hdlDates = new Set(hdl.data.map((p) => p.date));
    expect(trend.data.length).toBeGreaterThan(10);
    expect(trend.data.filter((p) => !hdlDates.has(p.date))).toEqual([]);
  });

  it.each([
    ['/v1/patient/trends/vitals/CHOLT', 'en', /^VALIDATION_FAILED - Category is not a vital sign trend/],
    ['/v1/patient/trends/labs/BMI', 'en', /^VALIDATION_FAILED - Category is not a lab trend/],
    [
      '/v1/patient/trends/labs/nope',
      'es',
      /^VALIDATION_FAILED - Categoría: no es una tendencia de laboratorio/,
    ],
    ['/v1/patient/records?category=nope', 'en', /^VALIDATION_FAILED - Category is not a record category/],
    [
      '/v1/patient/records?category=nope',
      'es',
      /^VALIDATION_FAILED - Categoría: no es una categoría de registros/,
    ],
    ['/v1/patient/trends/labs/CHOLL?with=BMI', 'en', /^VALIDATION_FAILED - Category is not a lab trend/],
    [
      '/v1/patient/records?date_from=2020-13',
      'en',
      /^VALIDATION_FAILED - From date must be a date as YYYY-MM-DD/,
    ],
  ])(
    'an unknown category or bad filter (%s, %s) is a 400 with a clear message',
    async (url, lang, message) => {
      const res = await get(url, { ...owner.headers, 'accept-language': lang });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(message);
    },
  );

  it('[REC-6] [SEC-1] a patient reads only their own records: another patient sees none of them', async () => {
    const [meds, encounters] = (await get('/v1/patient/records', other.headers)).body.content as Timeline;
    expect(meds.medications).toEqual([]);
    expect(encounters.encounters).toEqual([]);
    const page = (await get('/v1/patient/records?category=observations', other.headers)).body
      .content as RecordsPage;
    expect(page.total).toBe(0);
    for (const url of ['/v1/patient/trends/vitals/BMI', '/v1/patient/trends/labs/HbA1c']) {
      expect(((await get(url, other.headers)).body.content as TrendResponse).data).toEqual([]);
    }
    const status = (await get('/v1/datapull/status', other.headers)).body.content;
    expect(status.state).toBe('not_started');
  });

  it('[SEC-1] every records endpoint needs a session', async () => {
    for (const url of [
      '/v1/patient/records',
      '/v1/patient/records/summary',
      '/v1/patient/trends/vitals/BMI',
      '/v1/patient/trends/labs/CREAT',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('[SEC-4] every read writes an audit row naming the data read, never its values', async () => {
    const before = await db
      .selectFrom('audit_log')
      .select('resource')
      .where('patient_id', '=', owner.patient.id)
      .execute();
    await get('/v1/patient/records?category=conditions');
    await get('/v1/patient/trends/labs/HbA1c');
    await get('/v1/patient/records');
    const after = await db
      .selectFrom('audit_log')
      .select(['resource', 'action', 'actor'])
      .where('patient_id', '=', owner.patient.id)
      .orderBy('at')
      .execute();
    expect(after.slice(before.length).map((r) => [r.action, r.resource])).toEqual([
      ['read', 'records.conditions'],
      ['read', 'trends.HbA1c'],
      ['read', 'records.timeline'],
    ]);
  });
});
