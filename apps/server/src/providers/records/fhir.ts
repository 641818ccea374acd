import { createPrivateKey, type KeyObject } from 'node:crypto';
import { nextLink, readBundleEntries } from '../../fhir/bundle-reader.js';
import { IMPORTED_RESOURCE_TYPES } from '../../fhir/normalise.js';
import { parseJsonSafely } from '../../fhir/safe-json.js';
import type { Bundle, BundleEntry, CapabilityStatement, Patient, ResourceBase } from '../../fhir/types.js';
import { matchOf } from './patient-match.js';
import { signClientAssertion, type AssertionAlg } from './smart.js';
import { RecordSourceError, type MatchResult, type PatientDemographics, type RecordSource } from './types.js';

/*
 * Any FHIR R4 server, authorised with SMART Backend Services. The patient is searched by name and birth date,
 * and a candidate counts only when something more agrees: one of the patient's addresses (current or past) or
 * the mobile phone. Several such candidates stop the pull for review (nothing imported), because showing
 * someone else's records is worse than showing none. Resources come from
 * `Patient/{id}/$everything` when the CapabilityStatement offers it, else from one search per imported type;
 * both follow `Bundle.link[next]` and read each page as a stream.
 */

export interface FhirSourceOptions {
  baseUrl: string;
  clientId: string;
  /** PEM (PKCS#8) private key, or a KeyObject. */
  privateKey: string | KeyObject;
  alg: AssertionAlg;
  kid?: string;
  /** Discovered from `.well-known/smart-configuration` when absent. */
  tokenUrl?: string;
  scope?: string;
  pageSize?: number;
  fetch?: typeof fetch;
  /** Each request, body included, must finish within this (default 30 s); else a retryable failure. */
  timeoutMs?: number;
  /** A response larger than this (default 64 MiB) fails the job: a page of a search is never that big. */
  maxResponseBytes?: number;
  /** Plain http for the base and token URLs: tests against the local FHIR test server only. */
  allowHttp?: boolean;
}

export const DEFAULT_FHIR_TIMEOUT_MS = 30_000;
export const DEFAULT_FHIR_MAX_RESPONSE_BYTES = 64 * 2 ** 20;

/** A request's response and the timer it runs under (its body is read under the same one). */
interface Fetched {
  response: Response;
  timeout: AbortSignal;
}

/** The bearer token and health data travel only over TLS, unless a test asked for plain http. */
export function assertSecureUrl(url: string, allowHttp: boolean): void {
  const protocol = new URL(url).protocol;
  if (protocol === 'https:' || (allowHttp && protocol === 'http:')) return;
  throw new RecordSourceError('SOURCE_NOT_CONFIGURED', `refusing a non-https FHIR URL (${protocol})`, false);
}

export class FhirRecordSource implements RecordSource {
  readonly name = 'fhir' as const;
  private readonly base: string;
  private readonly key: KeyObject;
  private readonly fetchImpl: typeof fetch;
  private token: { value: string; expiresAt: number } | undefined;
  private tokenUrl: string | undefined;
  private everything: boolean | undefined;

  constructor(private readonly options: FhirSourceOptions) {
    this.base = options.baseUrl.replace(/\/+$/, '');
    this.key =
      typeof options.privateKey === 'string' ? createPrivateKey(options.privateKey) : options.privateKey;
    this.fetchImpl = options.fetch ?? fetch;
    this.tokenUrl = options.tokenUrl;
    assertSecureUrl(this.base, this.allowHttp);
    if (this.tokenUrl) assertSecureUrl(this.tokenUrl, this.allowHttp);
  }

  private get allowHttp(): boolean {
    return this.options.allowHttp ?? false;
  }

  async match(patient: PatientDemographics, signal?: AbortSignal): Promise<MatchResult> {
    const candidates = new Map<string, Patient>();
    for (const given of patient.givenNames.slice(0, 1)) {
      const query = new URLSearchParams({ family: patient.familyName, given, birthdate: patient.birthDate });
      for await (const entry of this.pages(`${this.base}/Patient?${query}`, signal)) {
        const r = entry.resource as Patient | undefined;
        if (r?.resourceType === 'Patient' && r.id && r.birthDate === patient.birthDate)
          candidates.set(r.id, r);
      }
    }
    return matchOf(patient, [...candidates.values()]);
  }

  async *resources(ref: string, signal?: AbortSignal): AsyncIterable<BundleEntry> {
    const id = encodeURIComponent(ref);
    const followed: Followed = new Map();
    const urls = (await this.supportsEverything(signal))
      ? [`${this.base}/Patient/${id}/$everything?_count=${this.pageSize}`]
      : IMPORTED_RESOURCE_TYPES.map((type) => `${this.base}/${type}?patient=${id}&_count=${this.pageSize}`);
    for (const url of urls) {
      let entries: BundleEntry[] = [];
      for await (const entry of this.pages(url, signal)) {
        entries.push(entry);
        if (entries.length >= this.pageSize) {
          yield* await this.withFollowed(entries, followed, signal);
          entries = [];
        }
      }
      yield* await this.withFollowed(entries, followed, signal);
    }
  }

  private get pageSize(): number {
    return this.options.pageSize ?? 200;
  }

  /** Every entry of a search, page by page, following `link[next]`. */
  private async *pages(first: string, signal?: AbortSignal): AsyncIterable<BundleEntry> {
    let url: string | undefined = first;
    while (url) {
      const fetched = await this.get(url, signal);
      const header: Partial<Bundle> = {};
      for await (const entry of readBundleEntries(this.body(fetched, signal), { header })) {
        if (entry.search?.mode === 'outcome' || entry.resource?.resourceType === 'OperationOutcome') continue;
        yield entry;
      }
      const next = nextLink(header);
      url = next ? this.sameServer(next) : undefined;
    }
  }

  /**
   * The practitioners, locations, organizations and medications a page of entries references (what the screens
   * name) are read with one `_id` search per type for the whole page (each read once per pull), and each entry
   * gets the ones it references in `contained`, so the normaliser can name them; references stay as sent.
   */
  private async withFollowed(
    entries: BundleEntry[],
    followed: Followed,
    signal?: AbortSignal,
  ): Promise<BundleEntry[]> {
    const referenced = entries.map((entry) =>
      entry.resource ? followedReferences(entry.resource, this.base) : [],
    );
    const missing = new Map<string, Set<string>>();
    for (const key of referenced.flat()) {
      if (followed.has(key)) continue;
      const [type, id] = key.split('/') as [string, string];
      let ids = missing.get(type);
      if (!ids) missing.set(type, (ids = new Set()));
      ids.add(id);
    }
    for (const [type, ids] of missing) {
      const all = [...ids];
      for (let i = 0; i < all.length; i += IDS_PER_SEARCH) {
        const chunk = all.slice(i, i + IDS_PER_SEARCH);
        for (const id of chunk) followed.set(`${type}/${id}`, null);
        const query = new URLSearchParams({ _id: chunk.join(','), _count: String(chunk.length) });
        for await (const entry of this.pages(`${this.base}/${type}?${query}`, signal)) {
          const found = entry.resource;
          if (found?.resourceType === type && found.id && ids.has(found.id))
            followed.set(`${type}/${found.id}`, found);
        }
      }
    }
    return entries.map((entry, i) => {
      const found = referenced[i]!.map((key) => followed.get(key)).filter((r): r is ResourceBase => !!r);
      if (found.length === 0) return entry;
      const resource = entry.resource as ResourceBase & { contained?: ResourceBase[] };
      const same = (a: ResourceBase) => (b: ResourceBase) =>
        a.resourceType === b.resourceType && a.id === b.id;
      const kept = (resource.contained ?? []).filter((c) => !found.some(same(c)));
      return { ...entry, resource: { ...resource, contained: [...kept, ...found] } };
    });
  }

  private async supportsEverything(signal?: AbortSignal): Promise<boolean> {
    if (this.everything === undefined) {
      const capability = (await this.json(
        await this.get(`${this.base}/metadata`, signal),
        signal,
      )) as CapabilityStatement;
      this.everything = (capability.rest ?? []).some(
        (rest) =>
          (rest.operation ?? []).some((o) => o.name === 'everything' || o.name === 'patient-everything') ||
          (rest.resource ?? []).some(
            (r) => r.type === 'Patient' && (r.operation ?? []).some((o) => o.name === 'everything'),
          ),
      );
    }
    return this.everything;
  }

  /** A fetch under the request timeout (and the caller's signal); a timeout is a retryable failure. */
  private async fetchTimed(url: string, init: RequestInit, signal?: AbortSignal): Promise<Fetched> {
    const timeout = AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_FHIR_TIMEOUT_MS);
    try {
      const response = await this.fetchImpl(url, {
        ...init,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      return { response, timeout };
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new RecordSourceError(
        'SOURCE_UNAVAILABLE',
        timeout.aborted ? 'FHIR server too slow' : 'FHIR server unreachable',
        true,
      );
    }
  }

  /**
   * The body as it arrives, at most maxResponseBytes, under the request's timeout: a server that drips or
   * sends without end fails the job instead of holding the worker or its memory.
   */
  private async *body(fetched: Fetched, signal?: AbortSignal): AsyncIterable<Uint8Array> {
    const max = this.options.maxResponseBytes ?? DEFAULT_FHIR_MAX_RESPONSE_BYTES;
    const declared = Number(fetched.response.headers.get('content-length') ?? 0);
    if (declared > max) {
      await fetched.response.body?.cancel();
      throw new RecordSourceError('SOURCE_BAD_RESPONSE', 'FHIR response too large', false);
    }
    if (!fetched.response.body) return;
    let bytes = 0;
    try {
      for await (const chunk of fetched.response.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.byteLength;
        if (bytes > max) throw new RecordSourceError('SOURCE_BAD_RESPONSE', 'FHIR response too large', false);
        yield chunk;
      }
    } catch (error) {
      if (error instanceof RecordSourceError || signal?.aborted) throw error;
      throw new RecordSourceError(
        'SOURCE_UNAVAILABLE',
        fetched.timeout.aborted ? 'FHIR server too slow' : 'FHIR response broken off',
        true,
      );
    }
  }

  /** A whole (small) JSON response, size-capped and parsed without prototype keys. */
  private async json(fetched: Fetched, signal?: AbortSignal): Promise<unknown> {
    const chunks: Uint8Array[] = [];
    for await (const chunk of this.body(fetched, signal)) chunks.push(chunk);
    try {
      return parseJsonSafely(Buffer.concat(chunks).toString('utf8'));
    } catch {
      throw new RecordSourceError('SOURCE_BAD_RESPONSE', 'FHIR response is not JSON', false);
    }
  }

  private async get(url: string, signal?: AbortSignal): Promise<Fetched> {
    for (let attempt = 0; ; attempt++) {
      const token = await this.accessToken(signal);
      const fetched = await this.fetchTimed(
        url,
        { headers: { accept: 'application/fhir+json', authorization: `Bearer ${token}` } },
        signal,
      );
      const { response } = fetched;
      if (response.status === 401 && attempt === 0) {
        // The token may have been revoked or expired early: get a new one once.
        await response.body?.cancel();
        this.token = undefined;
        continue;
      }
      if (response.ok) return fetched;
      await response.body?.cancel();
      const retryable = response.status === 429 || response.status >= 500;
      const code =
        response.status === 401 || response.status === 403
          ? 'SOURCE_AUTH_FAILED'
          : retryable
            ? 'SOURCE_UNAVAILABLE'
            : 'SOURCE_BAD_RESPONSE';
      throw new RecordSourceError(code, `FHIR server answered ${response.status}`, retryable);
    }
  }

  private async accessToken(signal?: AbortSignal): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now() + 30_000) return this.token.value;
    const tokenUrl = await this.discoverTokenUrl(signal);
    const body = new URLSearchParams({
      grant_type: 'client_credentials',
      scope: this.options.scope ?? 'system/*.read',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: await signClientAssertion({
        clientId: this.options.clientId,
        tokenUrl,
        privateKey: this.key,
        alg: this.options.alg,
        ...(this.options.kid ? { kid: this.options.kid } : {}),
      }),
    });
    const fetched = await this.fetchTimed(
      tokenUrl,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body,
      },
      signal,
    );
    const { response } = fetched;
    if (!response.ok) {
      await response.body?.cancel();
      const retryable = response.status >= 500 || response.status === 429;
      throw new RecordSourceError(
        retryable ? 'SOURCE_UNAVAILABLE' : 'SOURCE_AUTH_FAILED',
        `token endpoint answered ${response.status}`,
        retryable,
      );
    }
    const json = (await this.json(fetched, signal)) as { access_token?: string; expires_in?: number };
    if (!json.access_token) throw new RecordSourceError('SOURCE_AUTH_FAILED', 'no access token', false);
    this.token = { value: json.access_token, expiresAt: Date.now() + (json.expires_in ?? 300) * 1000 };
    return json.access_token;
  }

  private async discoverTokenUrl(signal?: AbortSignal): Promise<string> {
    if (this.tokenUrl) return this.tokenUrl;
    const fetched = await this.fetchTimed(
      `${this.base}/.well-known/smart-configuration`,
      { headers: { accept: 'application/json' } },
      signal,
    );
    if (!fetched.response.ok) {
      await fetched.response.body?.cancel();
      throw new RecordSourceError('SOURCE_UNAVAILABLE', 'SMART configuration unavailable', true);
    }
    const config = (await this.json(fetched, signal)) as { token_endpoint?: unknown };
    if (typeof config.token_endpoint !== 'string')
      throw new RecordSourceError('SOURCE_BAD_RESPONSE', 'no token endpoint', false);
    // The client assertion goes there: never over plain http, whatever the server says.
    assertSecureUrl(config.token_endpoint, this.allowHttp);
    this.tokenUrl = config.token_endpoint;
    return this.tokenUrl;
  }

  /** A `next` link must stay on the configured server: the bearer token is never sent elsewhere. */
  private sameServer(url: string): string {
    const next = new URL(url, this.base + '/');
    if (next.origin !== new URL(this.base).origin) {
      throw new RecordSourceError('SOURCE_BAD_RESPONSE', 'next link points to another server', false);
    }
    return next.toString();
  }
}

/** Read so far in a pull: `Type/id` → the resource, or null when the server does not have it. */
type Followed = Map<string, ResourceBase | null>;

/** What the screens display beside a record: who, where, which organization, which drug. */
const FOLLOWED_TYPES = new Set(['Practitioner', 'Location', 'Organization', 'Medication']);
/** Ids per `_id` search, keeping the URL short. */
const IDS_PER_SEARCH = 50;

/**
 * The `Type/id` of every reference a resource makes to a FOLLOWED_TYPES resource on this server (relative, or
 * absolute under `base`); its `contained` resources, and references elsewhere (`urn:`, `#`, another server), aside.
 */
export function followedReferences(resource: ResourceBase, base: string): string[] {
  const found = new Set<string>();
  const visit = (value: unknown, depth: number): void => {
    if (depth > 5 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    const reference = (value as { reference?: unknown }).reference;
    if (typeof reference === 'string') {
      const relative = reference.startsWith(`${base}/`) ? reference.slice(base.length + 1) : reference;
      const match = /^([A-Za-z]+)\/([A-Za-z0-9\-.]{1,64})(?:\/_history\/[^/]+)?$/.exec(relative);
      if (match && FOLLOWED_TYPES.has(match[1]!)) found.add(`${match[1]}/${match[2]}`);
    }
    for (const [key, child] of Object.entries(value)) if (key !== 'contained') visit(child, depth + 1);
  };
  visit(resource, 0);
  return [...found];
}
