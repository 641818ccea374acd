import type { Insight, RecordItem } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { normaliseResource } from '../../fhir/normalise.js';
import { testDatabases } from '../../test/databases.js';
import { appPerSuite, seedPatientWithSession } from '../../test/helpers.js';
import { pdfText } from '../../test/pdf-text.js';
import { sampleImport } from '../datapull/testing.js';
import { storeRecords } from './service.js';
import { SUMMARY_SECTION_LIMIT, summaryText } from './summary.js';

const item = (display: string, over: Partial<RecordItem> = {}): RecordItem => ({
  id: display,
  category: 'conditions',
  type: null,
  code: null,
  code_system: null,
  display,
  status: 'active',
  date: '2024-03-05T00:00:00.000Z',
  end_date: null,
  value: null,
  value_text: null,
  unit: null,
  reference_range: null,
  source: 'sample',
  source_resource_id: display,
  ...over,
});
const gap = (over: Partial<Insight>): Insight =>
  ({
    id: 'g',
    rule: 'hba1c_monitoring',
    status: 'open',
    reason: 'due',
    due_date: '2025-01-10',
    action: null,
    decided_by: null,
    computed_at: '2026-11-25T00:00:00.000Z',
    ...over,
  }) as Insight;
const input = {
  patient: { first_name: 'Ana', last_name: 'Ruiz', date_of_birth: '1970-02-01' },
  conditions: [item('Diabetes mellitus type 2'), item('Diabetes mellitus type 2'), item('Hypertension')],
  medications: [],
  allergies: [],
  immunizations: [],
  vitals: [],
  results: [item('Hemoglobin A1c', { value: 7.25, unit: '%' })],
  careGaps: [gap({}), gap({ rule: 'influenza_vaccine', status: 'closed' })],
  createdAt: new Date('2026-11-25T12:00:00Z'),
  timeZone: 'America/New_York',
  units: 'us' as const,
};
const section = (language: 'en' | 'es', heading: string) =>
  summaryText(input, language).sections.find((s) => s.heading === heading)!.paragraphs;

describe('the printable summary', () => {
  it.each([
    [
      'en',
      'Conditions',
      ['Diabetes mellitus type 2 · Mar 5, 2024 · active', 'Hypertension · Mar 5, 2024 · active'],
    ],
    [
      'es',
      'Afecciones',
      ['Diabetes mellitus type 2 · 5 mar 2024 · activo', 'Hypertension · 5 mar 2024 · activo'],
    ],
  ] as const)(
    '[SHARE-2] in %s lists each condition once, newest first, in the patient language',
    (language, heading, lines) => {
      expect(section(language, heading)).toEqual(lines);
    },
  );

  it.each([
    [
      'en',
      'Care due',
      ['HbA1c test · due Jan 10, 2025'],
      'Recent results',
      'Hemoglobin A1c · 7.25 % · Mar 5, 2024',
    ],
    [
      'es',
      'Atención pendiente',
      ['Prueba de HbA1c · vence el 10 ene 2025'],
      'Resultados recientes',
      'Hemoglobin A1c · 7,25 % · 5 mar 2024',
    ],
  ] as const)(
    '[SHARE-2] in %s names open care gaps only, and results with their values',
    (language, gaps, lines, results, result) => {
      expect(section(language, gaps)).toEqual(lines);
      expect(section(language, results)).toEqual([result]);
    },
  );

  const result = (
    value: number | null,
    range: RecordItem['reference_range'],
    value_text: string | null = null,
  ) => item('Result', { value, value_text, unit: value === null ? null : '%', reference_range: range });
  const r = (low: number | null, high: number | null, text: string | null = null) => ({
    low,
    high,
    unit: '%',
    text,
  });
  // prettier-ignore
  it.each([
    ['en', result(6.8, r(null, 5.6)), 'Result · 6.8 % · above range · normal range ≤ 5.6 % · Mar 5, 2024'],
    ['es', result(6.8, r(null, 5.6)), 'Result · 6,8 % · por encima del rango · rango normal ≤ 5,6 % · 5 mar 2024'],
    ['en', result(5.4, r(4, 5.6)), 'Result · 5.4 % · normal range 4 – 5.6 % · Mar 5, 2024'],
    ['en', result(45, r(60, null)), 'Result · 45 % · below range · normal range ≥ 60 % · Mar 5, 2024'],
    ['en', result(5.7, r(null, null, '<5.7')), 'Result · 5.7 % · above range · normal range < 5.7 % · Mar 5, 2024'],
    ['en', result(null, r(null, null, 'Negative'), 'Positive'), 'Result · Positive · out of range · normal range Negative · Mar 5, 2024'],
  ] as const)('[SHARE-2] [issue 24] in %s a result reads its range and where it sits: %#', (language, row, line) => {
    const text = summaryText({ ...input, results: [row] }, language);
    expect(text.sections.find((s) => s.heading === (language === 'en' ? 'Recent results' : 'Resultados recientes'))!.paragraphs).toEqual([line]);
  });

  it.each([
    ['America/New_York', 'Created: Feb 28, 2026'],
    ['America/Los_Angeles', 'Created: Feb 28, 2026'],
    ['UTC', 'Created: Mar 1, 2026'],
    ['Asia/Tokyo', 'Created: Mar 1, 2026'],
  ])(
    '[PROF-7] made at 02:30 UTC on 1 March, in %s it says %s; the birth date stays as stored',
    (timeZone, created) => {
      const text = summaryText({ ...input, createdAt: new Date('2026-03-01T02:30:00Z'), timeZone }, 'en');
      expect(text.meta).toContain(created);
      expect(text.meta).toContain('Date of birth: Feb 1, 1970');
    },
  );

  it.each<['en' | 'es', Partial<RecordItem>, string]>([
    ['en', { value_absent: 'not-performed' }, 'Glucose · No value: the test was not done · Mar 5, 2024'],
    ['es', { value_absent: 'not-performed' }, 'Glucose · Sin valor: la prueba no se hizo · 5 mar 2024'],
    ['en', { value_absent: 'Specimen haemolysed' }, 'Glucose · No value: Specimen haemolysed · Mar 5, 2024'],
    ['en', { value_boolean: false }, 'Glucose · No · Mar 5, 2024'],
    ['es', { value_boolean: true }, 'Glucose · Sí · 5 mar 2024'],
    ['en', { value_text: '< 5 mg/dL' }, 'Glucose · < 5 mg/dL · Mar 5, 2024'],
  ])('[SHARE-2] a result with no number says what it is (%s, %j)', (language, over, line) => {
    const heading = { en: 'Recent results', es: 'Resultados recientes' };
    const text = summaryText({ ...input, results: [item('Glucose', over)] }, language);
    expect(text.sections.find((s) => s.heading === heading[language])!.paragraphs).toEqual([line]);
  });

  it.each([
    ['America/New_York', 'Hemoglobin A1c · 6.8 % · Nov 26, 2026'],
    ['Pacific/Auckland', 'Hemoglobin A1c · 6.8 % · Nov 27, 2026'],
  ])(
    '[PROF-7] [issue 24] in %s a result taken at 02:00 UTC on the 27th is dated as the portal dates it: %s',
    (timeZone, line) => {
      const result = item('Hemoglobin A1c', { value: 6.8, unit: '%', date: '2026-11-27T02:00:00.000Z' });
      const text = summaryText({ ...input, results: [result], timeZone }, 'en');
      expect(text.sections.find((s) => s.heading === 'Recent results')!.paragraphs).toEqual([line]);
    },
  );

  it('[issue 24] a result’s UCUM unit is written as people write it', () => {
    const egfr = item('eGFR', { value: 92, unit: 'mL/min/{1.73_m2}', date: '2026-11-02T00:00:00.000Z' });
    const text = summaryText({ ...input, results: [egfr] }, 'en');
    expect(text.sections.find((s) => s.heading === 'Recent results')!.paragraphs).toEqual([
      'eGFR · 92 mL/min/1.73 m² · Nov 2, 2026',
    ]);
  });

  const vital = (
    display: string,
    code: string,
    value: number,
    unit: string,
    over: Partial<RecordItem> = {},
  ) => item(display, { category: 'observations', type: 'vital-signs', code, value, unit, ...over });
  const temperatureRange = { low: 36.1, high: 37.2, unit: 'Cel', text: null };
  // prettier-ignore
  it.each<['en' | 'es', 'us' | 'metric', RecordItem, string]>([
    ['en', 'us', vital('Body Weight', '29463-7', 70, 'kg'), 'Body Weight · 154.3 lb · Mar 5, 2024'],
    ['es', 'us', vital('Body Weight', '29463-7', 70, 'kg'), 'Body Weight · 154,3 lb · 5 mar 2024'],
    ['en', 'metric', vital('Body Weight', '29463-7', 70, 'kg'), 'Body Weight · 70 kg · Mar 5, 2024'],
    ['en', 'us', vital('Body Height', '8302-2', 170, 'cm'), 'Body Height · 5 ft 7 in · Mar 5, 2024'],
    ['es', 'metric', vital('Body Height', '8302-2', 170, 'cm'), 'Body Height · 170 cm · 5 mar 2024'],
    ['en', 'us', vital('Body temperature', '8310-5', 37.9, 'Cel', { reference_range: temperatureRange }), 'Body temperature · 100.2 °F · above range · normal range 97 – 99 °F · Mar 5, 2024'],
    ['en', 'metric', vital('Body temperature', '8310-5', 37.9, 'Cel', { reference_range: temperatureRange }), 'Body temperature · 37.9 °C · above range · normal range 36.1 – 37.2 °C · Mar 5, 2024'],
    ['en', 'us', vital('BMI', '39156-5', 24.2, 'kg/m2'), 'BMI · 24.2 kg/m² · Mar 5, 2024'],
    [
      'en',
      'us',
      item('Blood pressure panel', {
        category: 'observations',
        components: [
          { code: '8480-6', display: 'Systolic', value: 120, value_text: null, unit: 'mm[Hg]', reference_range: null },
          { code: '8462-4', display: 'Diastolic', value: 80, value_text: null, unit: 'mm[Hg]', reference_range: null },
        ],
      }),
      'Blood pressure panel · Systolic 120 mmHg, Diastolic 80 mmHg · Mar 5, 2024',
    ],
  ])('[PROF-7] [SHARE-2] in %s with %s units the latest vital signs read: %#', (language, units, row, line) => {
    const text = summaryText({ ...input, vitals: [row], units }, language);
    const heading = language === 'en' ? 'Latest vital signs' : 'Últimos signos vitales';
    expect(text.sections.find((s) => s.heading === heading)!.paragraphs).toEqual([line]);
  });

  it('[SHARE-2] says when a kind holds nothing, and how many more a long section leaves out', () => {
    const many = Array.from({ length: SUMMARY_SECTION_LIMIT + 3 }, (_, i) => item(`Condition ${i}`));
    const text = summaryText({ ...input, conditions: many, careGaps: [] }, 'en');
    const conditions = text.sections[0]!.paragraphs;
    expect(conditions).toHaveLength(SUMMARY_SECTION_LIMIT + 1);
    expect(conditions.at(-1)).toBe('… and 3 more in the full record.');
    expect(text.sections.find((s) => s.heading === 'Allergies')!.paragraphs).toEqual(['None recorded.']);
    expect(text.sections.at(-1)!.paragraphs).toEqual(['Nothing due.']);
  });
});

const rowsOf = (sample: string) =>
  sampleImport(sample).imported.flatMap((e) => normaliseResource(e.resource!));
const OWN = rowsOf('Jorge_Brekke_ac7921e0-c949-4b42-97f2-fad5d171cd01.json.gz');
const OTHER = rowsOf('Adán_Portillo_22bbe238-220e-495c-8abc-0ce3aa28a605.json.gz');
const conditionNames = (rows: typeof OWN) =>
  new Set(rows.filter((r) => r.category === 'conditions').map((r) => String(r.row.display)));

describe.each(testDatabases())('download my records as a printable summary on $name', (database) => {
  const suite = appPerSuite(database);

  it("[SHARE-2] the PDF holds the patient's own conditions, in their language, and nothing of another patient", async () => {
    const owner = await seedPatientWithSession(suite.db);
    const other = await seedPatientWithSession(suite.db);
    await suite.db
      .updateTable('patients')
      .set({ first_name: 'Ofelia', last_name: 'Quintero' })
      .where('id', '=', other.patient.id)
      .execute();
    await storeRecords({ db: suite.db }, { patientId: owner.patient.id, source: 'sample', rows: OWN });
    await storeRecords({ db: suite.db }, { patientId: other.patient.id, source: 'sample', rows: OTHER });
    const own = conditionNames(OWN);
    const theirs = [...conditionNames(OTHER)].filter((name) => !own.has(name));
    expect(theirs.length).toBeGreaterThan(0);

    const response = await suite.app.inject({
      method: 'GET',
      url: '/v1/patient/records/summary.pdf',
      headers: { ...owner.headers, 'accept-language': 'es' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="resumen-de-salud-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Resumen de la historia clínica');
    expect(text).toContain('Paciente: Jordan Lee');
    for (const name of own) expect(text).toContain(name);
    expect(text).not.toContain('Quintero');
    for (const name of theirs) expect(text).not.toContain(name);
  });

  it("[PROF-7] the PDF's weights follow the patient's units: pounds until they choose metric, then kilograms", async () => {
    const owner = await seedPatientWithSession(suite.db);
    await storeRecords({ db: suite.db }, { patientId: owner.patient.id, source: 'sample', rows: OWN });
    const pdf = async () =>
      pdfText(
        (
          await suite.app.inject({
            method: 'GET',
            url: '/v1/patient/records/summary.pdf',
            headers: owner.headers,
          })
        ).rawPayload,
      );
    const weight = /Body Weight · ([\d.,]+) (lb|kg)/;
    const inPounds = weight.exec(await pdf());
    expect(inPounds?.[2]).toBe('lb');
    const settings = await suite.app.inject({
      method: 'GET',
      url: '/v1/patient/settings',
      headers: owner.headers,
    });
    await suite.app.inject({
      method: 'PUT',
      url: '/v1/patient/settings',
      headers: owner.headers,
      payload: { ...settings.json().content, units: 'metric' },
    });
    const inKilograms = weight.exec(await pdf());
    expect(inKilograms?.[2]).toBe('kg');
    // the same stored reading, shown in the other units
    expect(Number(inPounds![1]) * 0.45359237).toBeCloseTo(Number(inKilograms![1]), 0);
  });

  it('[SHARE-2] a grant holder cannot download it: the summary is the patient’s own', async () => {
    const owner = await seedPatientWithSession(suite.db);
    const created = await suite.app.inject({
      method: 'POST',
      url: '/v1/patient/sharing/links',
      headers: owner.headers,
      payload: {
        recipient_name: 'Dr. Rivera',
        reason: 'Visit',
        categories: ['conditions'],
        expires_in_hours: 2,
      },
    });
    const opened = await suite.app.inject({
      method: 'POST',
      url: '/v1/shared/open',
      payload: { share_key: created.json().content.share_key },
    });
    const refused = await suite.app.inject({
      method: 'GET',
      url: '/v1/patient/records/summary.pdf',
      headers: { authorization: `Bearer ${opened.json().content.view_token}` },
    });
    expect(refused.statusCode).toBe(401);
  });
});
