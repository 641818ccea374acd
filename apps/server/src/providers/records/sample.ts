import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createGunzip, gunzipSync } from 'node:zlib';
import { readBundleEntries } from '../../fhir/bundle-reader.js';
import { generateSyntheticEntries, SYNTHETIC_IDENTIFIER_SYSTEM } from '../../fhir/synthetic/generator.js';
import type { Bundle, BundleEntry, Reference, ResourceBase } from '../../fhir/types.js';
import { RecordSourceError, type MatchResult, type PatientDemographics, type RecordSource } from './types.js';

/*
 * The embedded default source: the Synthea sample bundles shipped in the repository, gzip-compressed
 * (`apps/server/data/synthea/*.json.gz`, Apache-2.0, see the LICENSE and NOTICE there) plus the project's
 * synthetic-patient generator. A bundle is gunzipped as a stream into the bundle reader, never whole in memory.
 *
 * Matching is deterministic and needs no demographics: a patient gets the bundle at index
 * `uint32(first 4 bytes of sha256(patient id)) mod (number of bundles)`, bundles sorted by file name. The same
 * patient always gets the same bundle, on every machine. A patient the portal gave a synthetic-patient
 * identifier (`urn:portal:synthetic-patient|seed-<n>`, the demo patient) instead gets the generated bundle of
 * that seed, with every trend code (`synthetic:<seed>:<resources>`). Names and birth dates are never used.
 *
 * Source patient refs: `synthea:<file name>` or `synthetic:<seed>:<resources>`.
 */

export interface SampleSourceOptions {
  /** Folder of gzip-compressed Synthea bundles (`*.json.gz`); defaults to `apps/server/data/synthea`. */
  dir?: string;
  /** Size of a generated bundle (the demo patient's). */
  demoResources?: number;
}

export const DEFAULT_DEMO_RESOURCES = 3000;

export class SampleRecordSource implements RecordSource {
  readonly name = 'sample' as const;
  private readonly dir: string;
  private readonly demoResources: number;

  constructor(options: SampleSourceOptions = {}) {
    this.dir = options.dir ?? defaultSampleDir();
    this.demoResources = options.demoResources ?? DEFAULT_DEMO_RESOURCES;
  }

  bundleFiles(): string[] {
    if (!existsSync(this.dir)) return [];
    return readdirSync(this.dir)
      .filter((f) => f.endsWith('.json.gz'))
      .sort();
  }

  async match(patient: PatientDemographics): Promise<MatchResult> {
    const synthetic = (patient.identifiers ?? []).find((i) => i.system === SYNTHETIC_IDENTIFIER_SYSTEM);
    const seed = synthetic && /^seed-(\d{1,9})$/.exec(synthetic.value)?.[1];
    if (seed) return { kind: 'matched', ref: syntheticRef(Number(seed), this.demoResources) };
    const files = this.bundleFiles();
    if (files.length === 0)
      throw new RecordSourceError('SOURCE_NOT_CONFIGURED', `no sample bundles in ${this.dir}`, false);
    return { kind: 'matched', ref: `synthea:${files[sampleIndex(patient.patientId, files.length)]}` };
  }

  async *resources(ref: string, signal?: AbortSignal): AsyncIterable<BundleEntry> {
    const synthetic = /^synthetic:(-?\d+):(\d+)$/.exec(ref);
    if (synthetic) {
      for (const entry of generateSyntheticEntries({
        seed: Number(synthetic[1]),
        resources: Number(synthetic[2]),
      })) {
        signal?.throwIfAborted();
        yield entry;
      }
      return;
    }
    const file = ref.startsWith('synthea:') ? ref.slice('synthea:'.length) : '';
    if (!file || file.includes('/') || file.includes('\\') || !this.bundleFiles().includes(file)) {
      throw new RecordSourceError('SOURCE_BAD_RESPONSE', 'unknown sample bundle', false);
    }
    const parties = await this.parties(file, signal);
    for await (const entry of this.bundleEntries(file)) {
      signal?.throwIfAborted();
      yield withParties(entry, parties);
    }
  }

  /**
   * A bundle's practitioners, organizations and locations by full URL: a Synthea bundle may list them after the
   * visits that reference them, so a first pass keeps just these (a few per bundle).
   */
  private async parties(file: string, signal?: AbortSignal): Promise<Map<string, ResourceBase>> {
    const parties = new Map<string, ResourceBase>();
    for await (const entry of this.bundleEntries(file)) {
      signal?.throwIfAborted();
      const resource = entry.resource;
      if (resource && PARTY_TYPES.has(resource.resourceType) && entry.fullUrl)
        parties.set(entry.fullUrl, resource);
    }
    return parties;
  }

  /** A bundle's entries, gunzipped as a stream, never whole in memory. */
  private async *bundleEntries(file: string): AsyncIterable<BundleEntry> {
    const gunzip = createGunzip({ chunkSize: 256 * 1024 });
    // On a read or gzip error pipeline() destroys gunzip with it, so the error reaches the loop below.
    const piped = pipeline(
      createReadStream(path.join(this.dir, file), { highWaterMark: 256 * 1024 }),
      gunzip,
    ).catch(() => undefined);
    try {
      yield* readBundleEntries(gunzip);
    } finally {
      gunzip.destroy();
      await piped;
    }
  }
}

const PARTY_TYPES = new Set(['Practitioner', 'Organization', 'Location']);

type Visit = ResourceBase & {
  participant?: { individual?: Reference }[];
  location?: { location?: Reference }[];
  serviceProvider?: Reference;
  contained?: ResourceBase[];
};

/**
 * A visit carries the practitioners, organizations and locations it references in `contained`, as the FHIR
 * source gives them (`fhir.ts`), so the normaliser names who the patient saw and where the same way for both.
 */
function withParties(entry: BundleEntry, parties: ReadonlyMap<string, ResourceBase>): BundleEntry {
  const resource = entry.resource as Visit | undefined;
  if (resource?.resourceType !== 'Encounter' || parties.size === 0) return entry;
  const references = [
    ...(resource.participant ?? []).map((p) => p.individual?.reference),
    ...(resource.location ?? []).map((l) => l.location?.reference),
    resource.serviceProvider?.reference,
  ];
  const found = [...new Set(references)].flatMap((ref) => (ref && parties.get(ref)) || []);
  if (found.length === 0) return entry;
  return { ...entry, resource: { ...resource, contained: [...(resource.contained ?? []), ...found] } };
}

export function syntheticRef(seed: number, resources: number): string {
  return `synthetic:${seed}:${resources}`;
}

/** The documented deterministic match: sha256(patient id) as a uint32, modulo the number of bundles. */
export function sampleIndex(patientId: string, count: number): number {
  return createHash('sha256').update(patientId).digest().readUInt32BE(0) % count;
}

/** `apps/server/data/synthea`: three folders up from this module, in `src/` and in `dist/` alike. */
export function defaultSampleDir(): string {
  return fileURLToPath(new URL('../../../data/synthea', import.meta.url));
}

/** A whole sample bundle parsed at once, for tests and the FHIR test server (the source itself streams). */
export function readSampleBundle(file: string, dir = defaultSampleDir()): Bundle {
  return JSON.parse(gunzipSync(readFileSync(path.resolve(dir, file))).toString('utf8')) as Bundle;
}
