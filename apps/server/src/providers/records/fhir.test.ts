import { generateKeyPairSync } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { BundleEntry, Patient, ResourceBase } from '../../fhir/types.js';
import { FhirRecordSource, followedReferences } from './fhir.js';
import { sameAddress, samePhone } from './patient-match.js';
import { startFhirTestServer, type FhirTestServer, type FhirTestServerOptions } from './fhir-test-server.js';
import { signClientAssertion, verifyClientAssertion } from './smart.js';
import { RecordSourceError, type PatientDemographics } from './types.js';

const JOSUE = 'Josue_Sipes_7d27f180-98d6-456d-98c0-d91df32cd023.json.gz';
const DAISEY = 'Daisey_Johns_e916a083-8ee6-4df8-acbe-b711fa791253.json.gz';
const JOSUE_ID = 'bd6f9f37-7295-4cd6-b212-134afcef1253';
const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
const ec = generateKeyPairSync('ec', { namedCurve: 'P-384' });
const otherRsa = generateKeyPairSync('rsa', { modulusLength: 2048 });

let server: FhirTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(
  options: {
    everything?: boolean;
    failFirst?: number;
    publicKey?: typeof rsa.publicKey;
    override?: FhirTestServerOptions['override'];
    extraResources?: FhirTestServerOptions['extraResources'];
  } = {},
) {
  server = await startFhirTestServer({
    bundleFiles: [JOSUE, DAISEY],
    clientId: 'portal-client',
    publicKey: options.publicKey ?? rsa.publicKey,
    pageSize: 50,
    ...options,
  });
  return server;
}

function source(
  s: FhirTestServer,
  overrides: Partial<ConstructorParameters<typeof FhirRecordSource>[0]> = {},
) {
  return new FhirRecordSource({
    baseUrl: s.url,
    clientId: 'portal-client',
    privateKey: rsa.privateKey,
    alg: 'RS384',
    pageSize: 100,
    allowHttp: true,
    ...overrides,
  });
}

async function all(iterable: AsyncIterable<BundleEntry>) {
  const out: BundleEntry[] = [];
  for await (const e of iterable) out.push(e);
  return out;
}

const josue = (addresses: PatientDemographics['addresses']): PatientDemographics => ({
  patientId: 'portal-1',
  givenNames: ['Josue'],
  familyName: 'Sipes',
  birthDate: '1956-03-10',
  addresses,
});

async function josueAddress(s: FhirTestServer) {
  const [entry] = await all(
    (source(s) as unknown as { pages(u: string): AsyncIterable<BundleEntry> }).pages(
      `${s.url}/Patient?family=Sipes`,
    ),
  );
  const address = (entry!.resource as Patient).address![0]!;
  return {
    line1: address.line![0]!,
    city: address.city!,
    state: address.state!,
    postalCode: address.postalCode ?? '',
  };
}

async function josuePhone(s: FhirTestServer) {
  const [entry] = await all(
    (source(s) as unknown as { pages(u: string): AsyncIterable<BundleEntry> }).pages(
      `${s.url}/Patient?family=Sipes`,
    ),
  );
  return (entry!.resource as Patient).telecom!.find((t) => t.system === 'phone')!.value!;
}

describe('the FHIR record source against the local FHIR test server', () => {
  it('gets a token with an RS384 client assertion, matches the patient and reads $everything page by page', async () => {
    const s = await start();
    const address = await josueAddress(s);
    const tokensBefore = s.tokensIssued;
    const src = source(s);
    expect(await src.match(josue([address]))).toEqual({ kind: 'matched', ref: JOSUE_ID });
    const entries = await all(src.resources(JOSUE_ID));
    expect(entries).toHaveLength(959);
    expect(new Set(entries.map((e) => e.resource!.id)).size).toBe(959);
    const everything = s.requests.filter((r) => r.includes('$everything'));
    expect(everything).toHaveLength(10); // 959 resources, 100 per page
    expect(everything.at(-1)).toContain('_offset=900');
    expect(s.requests.some((r) => r.startsWith('GET /Observation'))).toBe(false);
    expect(s.tokensIssued - tokensBefore).toBe(1);
  });

  it('falls back to one paged search per imported type when the server does not offer $everything', async () => {
    const s = await start({ everything: false });
    const src = source(s);
    const entries = await all(src.resources('bd6f9f37-7295-4cd6-b212-134afcef1253'));
    const types = new Set(entries.map((e) => e.resource!.resourceType));
    expect(types).toEqual(
      new Set([
        'MedicationRequest',
        'Encounter',
        'Condition',
        'Observation',
        'Immunization',
        'Procedure',
        'DiagnosticReport',
      ]),
    );
    expect(entries.filter((e) => e.resource!.resourceType === 'Observation')).toHaveLength(662);
    expect(s.requests.filter((r) => r.startsWith('GET /Observation?'))).toHaveLength(7);
    expect(s.requests.some((r) => r.includes('$everything'))).toBe(false);
  });

  it('[PULL-1] reads the practitioners, locations, organizations and medications records reference in one _id search per type, each once, into contained', async () => {
    const subject = { reference: `Patient/${JOSUE_ID}` };
    const s = await start({
      extraResources: [
        { resourceType: 'Practitioner', id: 'dr-a' },
        { resourceType: 'Practitioner', id: 'dr-b' },
        { resourceType: 'Location', id: 'clinic-1' },
        { resourceType: 'Organization', id: 'org-1' },
        { resourceType: 'Medication', id: 'med-1' },
        {
          resourceType: 'Encounter',
          id: 'visit-1',
          subject,
          participant: [{ individual: { reference: 'Practitioner/dr-a' } }],
          location: [{ location: { reference: 'Location/clinic-1' } }],
          serviceProvider: { reference: 'Organization/org-1' },
        },
        {
          resourceType: 'Encounter',
          id: 'visit-2',
          subject,
          participant: [{ individual: { reference: 'Practitioner/dr-b' } }],
          location: [{ location: { reference: 'Location/clinic-1' } }],
        },
        {
          resourceType: 'MedicationRequest',
          id: 'rx-1',
          subject,
          medicationReference: { reference: 'Medication/med-1' },
          requester: { reference: 'Practitioner/dr-a' },
        },
        // a medication the server no longer has, and a practitioner on another server: neither is read
        {
          resourceType: 'MedicationRequest',
          id: 'rx-2',
          subject,
          medicationReference: { reference: 'Medication/gone' },
          requester: { reference: 'https://elsewhere.example/fhir/Practitioner/dr-x' },
        },
      ] as ResourceBase[],
    });
    const entries = await all(source(s).resources(JOSUE_ID));
    const resource = (id: string) =>
      entries.find((e) => e.resource!.id === id)!.resource as ResourceBase & {
        contained?: ResourceBase[];
        medicationReference?: unknown;
      };
    const contained = (id: string) =>
      (resource(id).contained ?? []).map((c) => `${c.resourceType}/${c.id}`).sort();
    expect(contained('visit-1')).toEqual(['Location/clinic-1', 'Organization/org-1', 'Practitioner/dr-a']);
    expect(contained('visit-2')).toEqual(['Location/clinic-1', 'Practitioner/dr-b']);
    expect(contained('rx-1')).toEqual(['Medication/med-1', 'Practitioner/dr-a']);
    expect(contained('rx-2')).toEqual([]);
    expect(resource('rx-1').medicationReference).toEqual({ reference: 'Medication/med-1' });
    const reads = s.requests.filter((r) =>
      /^GET \/(Practitioner|Location|Organization|Medication)\b/.test(r),
    );
    expect(reads.sort()).toEqual([
      'GET /Location?_id=clinic-1&_count=1',
      'GET /Medication?_id=med-1%2Cgone&_count=2',
      'GET /Organization?_id=org-1&_count=1',
      'GET /Practitioner?_id=dr-a%2Cdr-b&_count=2',
    ]);
  });

  it('signs with ES384 too', async () => {
    const s = await start({ publicKey: ec.publicKey });
    const entries = await all(
      source(s, { privateKey: ec.privateKey, alg: 'ES384' }).resources(
        '6daf3d7c-1620-4d79-9396-990469306470',
      ),
    );
    expect(entries.length).toBeGreaterThan(0);
  });

  it('refuses to go on when the token endpoint rejects the assertion (wrong key)', async () => {
    const s = await start();
    const wrong = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    await expect(all(source(s, { privateKey: wrong }).resources('x'))).rejects.toMatchObject({
      code: 'SOURCE_AUTH_FAILED',
      retryable: false,
    });
  });

  it.each([
    ['a different birth date', { birthDate: '1956-03-11' }],
    ['a different family name', { familyName: 'Sipe' }],
  ])('does not match %s', async (_name, change) => {
    const s = await start();
    expect(await source(s).match({ ...josue([await josueAddress(s)]), ...change })).toEqual({
      kind: 'none',
    });
  });

  it('[PULL-1] [SEC-1] does not match on name and birth date alone: an address (current or past) or the phone must agree', async () => {
    const s = await start();
    const other = { line1: '1 Nowhere Road', city: 'Elsewhere', state: 'ZZ', postalCode: '99999' };
    expect(await source(s).match(josue([]))).toEqual({ kind: 'none' });
    expect(await source(s).match(josue([other]))).toEqual({ kind: 'none' });
    expect(await source(s).match({ ...josue([other]), phone: '617-555-0000' })).toEqual({ kind: 'none' });
    expect(await source(s).match(josue([other, await josueAddress(s)]))).toEqual({
      kind: 'matched',
      ref: JOSUE_ID,
    });
    expect(await source(s).match({ ...josue([other]), phone: await josuePhone(s) })).toEqual({
      kind: 'matched',
      ref: JOSUE_ID,
    });
  });

  it('[PULL-1] [SEC-1] two people with the same name, birth date and address are not told apart: the match is ambiguous', async () => {
    const s = await start();
    const [twin] = await all(
      (source(s) as unknown as { pages(u: string): AsyncIterable<BundleEntry> }).pages(
        `${s.url}/Patient?family=Sipes`,
      ),
    );
    await s.close();
    server = await startFhirTestServer({
      bundleFiles: [JOSUE],
      extraPatients: [{ ...(twin!.resource as Patient), id: 'josue-twin' }],
      clientId: 'portal-client',
      publicKey: rsa.publicKey,
    });
    expect(await source(server).match(josue([await josueAddress(server)]))).toEqual({
      kind: 'ambiguous',
      candidates: 2,
    });
  });

  it('reports a server error as retryable', async () => {
    const s = await start({ failFirst: 1 });
    const error = await all(source(s).resources('bd6f9f37-7295-4cd6-b212-134afcef1253')).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(RecordSourceError);
    expect(error).toMatchObject({ code: 'SOURCE_UNAVAILABLE', retryable: true });
  });
});

describe('[SEC-1] the FHIR client against a hostile or broken server', () => {
  const everythingOf = (url: URL) => url.pathname.endsWith('/$everything');
  const bundleText = (entries: string[]) =>
    `{"resourceType":"Bundle","type":"searchset","entry":[${entries.join(',')}]}`;

  it('gives up on a server that answers too slowly (retryable), without waiting for it', async () => {
    const s = await start({
      override: (url) =>
        everythingOf(url)
          ? { chunks: ['{"resourceType":"Bundle",', '"entry":[]}'], delayMs: 3000 }
          : undefined,
    });
    const started = Date.now();
    const error = await all(source(s, { timeoutMs: 300 }).resources(JOSUE_ID)).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'SOURCE_UNAVAILABLE', retryable: true });
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('refuses a response larger than the cap (not retryable) instead of reading it all', async () => {
    const huge = `{"resource":{"resourceType":"Observation","id":"x","note":[{"text":"${'x'.repeat(64 * 1024)}"}]}}`;
    const s = await start({
      override: (url) =>
        everythingOf(url)
          ? {
              chunks: [
                '{"resourceType":"Bundle","type":"searchset","entry":[',
                ...Array.from({ length: 64 }, (_, i) => (i ? ',' : '') + huge),
                ']}',
              ],
            }
          : undefined,
    });
    const error = await all(source(s, { maxResponseBytes: 1024 * 1024 }).resources(JOSUE_ID)).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: 'SOURCE_BAD_RESPONSE', retryable: false });
  });

  it('drops __proto__, constructor and prototype keys from what the server sends', async () => {
    const polluted =
      '{"resource":{"resourceType":"Observation","id":"p1","__proto__":{"polluted":"yes"},' +
      '"code":{"constructor":{"prototype":{"polluted":"yes"}},"text":"BMI"},"status":"final"}}';
    const escaped =
      '{"resource":{"resourceType":"Observation","id":"p2","\\u005f_proto__":{"polluted":"yes"}}}';
    const s = await start({
      override: (url) => (everythingOf(url) ? { chunks: [bundleText([polluted, escaped])] } : undefined),
    });
    const entries = await all(source(s).resources(JOSUE_ID));
    expect(entries.map((e) => e.resource!.id)).toEqual(['p1', 'p2']);
    for (const { resource } of entries) {
      expect(Object.getPrototypeOf(resource)).toBe(Object.prototype);
      expect(Object.keys(resource!)).not.toContain('__proto__');
      expect((resource as { polluted?: unknown }).polluted).toBeUndefined();
    }
    expect((entries[0]!.resource as unknown as { code: object }).code).toEqual({ text: 'BMI' });
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it.each([
    ['base URL', { baseUrl: 'http://fhir.example.org/r4' }],
    ['token URL', { baseUrl: 'https://fhir.example.org/r4', tokenUrl: 'http://auth.example.org/token' }],
  ])('refuses a plain-http %s unless a test allows it', (_name, urls) => {
    const options = { clientId: 'c', privateKey: rsa.privateKey, alg: 'RS384' as const, ...urls };
    expect(() => new FhirRecordSource(options)).toThrow(/non-https/);
    expect(() => new FhirRecordSource({ ...options, allowHttp: true })).not.toThrow();
  });

  it('never sends the client assertion to a token endpoint the server names over plain http', async () => {
    const asked: string[] = [];
    const src = new FhirRecordSource({
      baseUrl: 'https://fhir.example.org/r4',
      clientId: 'portal-client',
      privateKey: rsa.privateKey,
      alg: 'RS384',
      fetch: async (input) => {
        asked.push(String(input));
        return new Response(JSON.stringify({ token_endpoint: 'http://evil.example/token' }));
      },
    });
    await expect(all(src.resources(JOSUE_ID))).rejects.toThrow(/non-https/);
    expect(asked).toEqual(['https://fhir.example.org/r4/.well-known/smart-configuration']);
  });
});

describe('SMART client assertions', () => {
  const base = { clientId: 'c', tokenUrl: 'https://auth/token' };
  it.each([
    ['RS384', rsa],
    ['ES384', ec],
  ] as const)('%s assertion verifies once and is refused when replayed', async (alg, pair) => {
    const assertion = await signClientAssertion({ ...base, privateKey: pair.privateKey, alg });
    const seenJti = new Set<string>();
    expect(await verifyClientAssertion({ ...base, assertion, publicKey: pair.publicKey, seenJti })).toEqual({
      ok: true,
    });
    expect(await verifyClientAssertion({ ...base, assertion, publicKey: pair.publicKey, seenJti })).toEqual({
      ok: false,
      reason: 'jti',
    });
  });

  it.each([
    ['audience', { tokenUrl: 'https://other/token' }],
    ['issuer', { clientId: 'someone-else' }],
    ['expiry', { now: Math.floor(Date.now() / 1000) + 3600 }],
  ])('refuses a wrong %s', async (reason, change) => {
    const assertion = await signClientAssertion({ ...base, privateKey: rsa.privateKey, alg: 'RS384' });
    expect(await verifyClientAssertion({ ...base, assertion, publicKey: rsa.publicKey, ...change })).toEqual({
      ok: false,
      reason,
    });
  });

  it('names its key (kid) when configured, with a five-minute life and a fresh jti', async () => {
    const now = 1_800_000_000;
    const assertion = await signClientAssertion({
      ...base,
      privateKey: ec.privateKey,
      alg: 'ES384',
      kid: 'k1',
      now,
    });
    const [header, payload] = assertion
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header).toEqual({ alg: 'ES384', typ: 'JWT', kid: 'k1' });
    expect(payload).toEqual({
      iss: 'c',
      sub: 'c',
      aud: base.tokenUrl,
      iat: now,
      exp: now + 300,
      jti: expect.any(String),
    });
  });

  it.each<[string, string, (good: string) => Promise<string> | string]>([
    [
      'signed by another key',
      'signature',
      () => signClientAssertion({ ...base, privateKey: otherRsa.privateKey, alg: 'RS384' }),
    ],
    [
      'with alg none',
      'alg',
      (good) => `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${good.split('.')[1]}.`,
    ],
    [
      'living longer than five minutes',
      'expiry',
      () =>
        signClientAssertion({
          ...base,
          privateKey: rsa.privateKey,
          alg: 'RS384',
          now: Math.floor(Date.now() / 1000) + 600,
        }),
    ],
    ['that is no JWT', 'malformed', () => 'a.b.c'],
  ])('refuses an assertion %s', async (_case, reason, make) => {
    const good = await signClientAssertion({ ...base, privateKey: rsa.privateKey, alg: 'RS384' });
    const assertion = await make(good);
    expect(await verifyClientAssertion({ ...base, assertion, publicKey: rsa.publicKey })).toEqual({
      ok: false,
      reason,
    });
  });
});

describe('samePhone', () => {
  it.each([
    ['617-555-0100', '(617) 555-0100', true],
    ['617-555-0100', '+1 617 555 0100', true],
    ['617-555-0100', '617-555-0101', false],
    ['617-555-0100', '555-0100', false],
    [null, '617-555-0100', false],
  ])('%s and %s: %s', (a, b, expected) => {
    expect(samePhone(a, b)).toBe(expected);
  });
});

describe('sameAddress', () => {
  const ours = { line1: '12 Main St.', city: 'Boston', state: 'MA', postalCode: '02118' };
  it.each([
    ['same line and ZIP', { line: ['12 main st'], postalCode: '02118-1234' }, true],
    ['same line, city and state', { line: ['12 Main St'], city: 'boston', state: 'ma' }, true],
    ['another street', { line: ['13 Main St'], postalCode: '02118' }, false],
    [
      'same line, another town',
      { line: ['12 Main St'], city: 'Salem', state: 'MA', postalCode: '01970' },
      false,
    ],
    ['no line', { postalCode: '02118' }, false],
  ])('%s: %s', (_name, theirs, expected) => {
    expect(sameAddress(ours, theirs)).toBe(expected);
  });
});

describe('followedReferences', () => {
  const base = 'https://ehr.example/fhir';
  it.each([
    ['Practitioner/dr-a', ['Practitioner/dr-a']],
    [`${base}/Location/clinic-1`, ['Location/clinic-1']],
    ['Organization/org-1/_history/3', ['Organization/org-1']],
    ['https://elsewhere.example/fhir/Practitioner/dr-x', []],
    ['urn:uuid:4f1c', []],
    ['#med', []],
    ['Practitioner?identifier=http://hl7.org/fhir/sid/us-npi|999', []],
    ['Patient/p-1', []],
  ])('[PULL-1] %s → %j', (reference, expected) => {
    expect(
      followedReferences(
        { resourceType: 'Encounter', participant: [{ individual: { reference } }] } as ResourceBase,
        base,
      ),
    ).toEqual(expected);
  });

  it('[PULL-1] leaves the references of contained resources aside', () => {
    const resource = {
      resourceType: 'MedicationRequest',
      contained: [{ resourceType: 'Medication', id: 'm', manufacturer: { reference: 'Organization/o' } }],
      medicationReference: { reference: 'Medication/m' },
    } as ResourceBase;
    expect(followedReferences(resource, base)).toEqual(['Medication/m']);
  });
});
