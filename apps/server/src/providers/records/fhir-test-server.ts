import { randomBytes, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { refId } from '../../fhir/normalise.js';
import type { Bundle, Patient, ResourceBase } from '../../fhir/types.js';
import { readSampleBundle } from './sample.js';
import { verifyClientAssertion } from './smart.js';

/*
 * A small FHIR R4 server for tests and benches: serves Synthea bundles on 127.0.0.1 (random port) with
 * paging (`_count`, `_offset`, `link[next]`), Patient search by family/given/birthdate, `$everything`
 * (switchable, to exercise the per-type fallback), and an OAuth token endpoint that verifies SMART Backend
 * Services client assertions against the registered public key.
 */

export interface FhirTestServerOptions {
  /** Gzip-compressed bundles: paths, or names in the sample folder. */
  bundleFiles: string[];
  /** More Patient resources (no records), e.g. a namesake to make a match ambiguous. */
  extraPatients?: Patient[];
  /**
   * More resources: those whose `subject` is a served patient join that patient's records; any can be read by
   * id or found with an `_id` search (the practitioners, locations… records reference).
   */
  extraResources?: ResourceBase[];
  clientId: string;
  publicKey: KeyObject | string;
  /** Offer `Patient/$everything` in the CapabilityStatement and serve it. Default true. */
  everything?: boolean;
  /** Default page size when the client sends no `_count`. */
  pageSize?: number;
  /** Answer this many resource requests with 503 first (retry tests). */
  failFirst?: number;
  /**
   * Answers a resource request itself when it returns something (hostile-server tests): `chunks` are written
   * `delayMs` apart, so a slow or endless server can be played.
   */
  override?: (url: URL) => { status?: number; chunks: (string | Buffer)[]; delayMs?: number } | undefined;
}

export interface FhirTestServer {
  url: string;
  tokenUrl: string;
  /** Requests seen, as `METHOD path?query`, for assertions on paging and operations used. */
  requests: string[];
  tokensIssued: number;
  close(): Promise<void>;
}

interface PatientRecord {
  patient: Patient;
  resources: ResourceBase[];
}

export async function startFhirTestServer(options: FhirTestServerOptions): Promise<FhirTestServer> {
  const patients = new Map<string, PatientRecord>();
  const byId = new Map<string, ResourceBase>();
  for (const file of options.bundleFiles) {
    const bundle = readSampleBundle(file);
    const resources = (bundle.entry ?? []).map((e) => e.resource!).filter(Boolean);
    const patient = resources.find((r): r is Patient => r.resourceType === 'Patient');
    if (!patient?.id) continue;
    patients.set(patient.id, { patient, resources });
    for (const r of resources) if (r.id) byId.set(`${r.resourceType}/${r.id}`, r);
  }
  for (const patient of options.extraPatients ?? []) patients.set(patient.id!, { patient, resources: [] });
  for (const r of options.extraResources ?? []) {
    byId.set(`${r.resourceType}/${r.id}`, r);
    const subject = refId((r as { subject?: { reference?: string } }).subject);
    if (subject) patients.get(subject)?.resources.push(r);
  }
  const tokens = new Set<string>();
  const seenJti = new Set<string>();
  let failuresLeft = options.failFirst ?? 0;
  const everything = options.everything ?? true;
  const state: FhirTestServer = {
    url: '',
    tokenUrl: '',
    requests: [],
    tokensIssued: 0,
    close: async () => {},
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, { resourceType: 'OperationOutcome' }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', state.url);
    state.requests.push(`${req.method} ${url.pathname}${url.search}`);
    if (url.pathname === '/.well-known/smart-configuration') {
      return send(res, 200, {
        token_endpoint: state.tokenUrl,
        grant_types_supported: ['client_credentials'],
        token_endpoint_auth_methods_supported: ['private_key_jwt'],
        token_endpoint_auth_signing_alg_values_supported: ['RS384', 'ES384'],
      });
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      const verdict =
        form.get('grant_type') === 'client_credentials' &&
        form.get('client_assertion_type') === 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer'
          ? await verifyClientAssertion({
              assertion: form.get('client_assertion') ?? '',
              clientId: options.clientId,
              tokenUrl: state.tokenUrl,
              publicKey: options.publicKey,
              seenJti,
            })
          : { ok: false as const, reason: 'grant' };
      if (!verdict.ok) return send(res, 401, { error: 'invalid_client', error_description: verdict.reason });
      const token = randomBytes(24).toString('base64url');
      tokens.add(token);
      state.tokensIssued++;
      return send(res, 200, {
        access_token: token,
        token_type: 'bearer',
        expires_in: 300,
        scope: form.get('scope'),
      });
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) return send(res, 401, { resourceType: 'OperationOutcome' });
    if (url.pathname === '/metadata') return send(res, 200, capability(everything));
    if (failuresLeft > 0) {
      failuresLeft--;
      return send(res, 503, { resourceType: 'OperationOutcome' });
    }
    const answer = options.override?.(url);
    if (answer) {
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/fhir+json' });
      for (const chunk of answer.chunks) {
        if (res.destroyed) return;
        if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
        res.write(chunk);
      }
      res.end();
      return;
    }
    const parts = url.pathname.split('/').filter(Boolean);
    if (parts[0] === 'Patient' && parts.length === 1) {
      const family = url.searchParams.get('family')?.toLowerCase();
      const given = url.searchParams.get('given')?.toLowerCase();
      const birthdate = url.searchParams.get('birthdate');
      const found = [...patients.values()]
        .map((p) => p.patient)
        .filter(
          (p) =>
            (!birthdate || p.birthDate === birthdate) &&
            (p.name ?? []).some(
              (n) =>
                (!family || n.family?.toLowerCase() === family) &&
                (!given || (n.given ?? []).some((g) => g.toLowerCase() === given)),
            ),
        );
      return send(res, 200, page(url, found));
    }
    if (parts[0] === 'Patient' && parts[2] === '$everything') {
      if (!everything) return send(res, 404, { resourceType: 'OperationOutcome' });
      const record = patients.get(parts[1]!);
      if (!record) return send(res, 404, { resourceType: 'OperationOutcome' });
      return send(res, 200, page(url, record.resources));
    }
    if (parts.length === 1 && url.searchParams.has('_id')) {
      const ids = url.searchParams.get('_id')!.split(',');
      const found = ids.flatMap((id) => byId.get(`${parts[0]}/${id}`) ?? []);
      return send(res, 200, page(url, found));
    }
    if (parts.length === 1) {
      const patientId = refId({ reference: url.searchParams.get('patient') ?? '' });
      const record = patientId ? patients.get(patientId) : undefined;
      const resources = (record?.resources ?? []).filter((r) => r.resourceType === parts[0]);
      return send(res, 200, page(url, resources));
    }
    if (parts.length === 2) {
      const resource = byId.get(`${parts[0]}/${parts[1]}`);
      return resource ? send(res, 200, resource) : send(res, 404, { resourceType: 'OperationOutcome' });
    }
    return send(res, 404, { resourceType: 'OperationOutcome' });
  }

  function page(url: URL, all: ResourceBase[]): Bundle {
    const count = Number(url.searchParams.get('_count') ?? options.pageSize ?? 50) || 50;
    const offset = Number(url.searchParams.get('_offset') ?? 0) || 0;
    const next = new URL(url);
    next.searchParams.set('_offset', String(offset + count));
    const links = [{ relation: 'self', url: url.toString() }];
    if (offset + count < all.length) links.push({ relation: 'next', url: next.toString() });
    return {
      resourceType: 'Bundle',
      type: 'searchset',
      total: all.length,
      // `link` after `entry` on purpose: the client must not depend on the order of the fields.
      entry: all.slice(offset, offset + count).map((resource) => ({
        fullUrl: `${state.url}/${resource.resourceType}/${resource.id}`,
        resource,
        search: { mode: 'match' },
      })),
      link: links,
    };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.url = `http://127.0.0.1:${port}`;
  state.tokenUrl = `${state.url}/token`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

function capability(everything: boolean) {
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    fhirVersion: '4.0.1',
    format: ['json'],
    rest: [
      {
        mode: 'server',
        resource: [
          {
            type: 'Patient',
            ...(everything
              ? {
                  operation: [
                    {
                      name: 'everything',
                      definition: 'http://hl7.org/fhir/OperationDefinition/Patient-everything',
                    },
                  ],
                }
              : {}),
          },
        ],
      },
    ],
  };
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/fhir+json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
