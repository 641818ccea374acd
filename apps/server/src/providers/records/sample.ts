import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBundleEntries } from '../../fhir/bundle-reader.js';
import { generateSyntheticEntries } from '../../fhir/synthetic/generator.js';
import type { BundleEntry } from '../../fhir/types.js';
import { RecordSourceError, type PatientDemographics, type RecordSource } from './types.js';

/*
 * The embedded default source: the Synthea sample bundles shipped beside the repository
 * (`../shared/data/synthea/` from the repository root) plus the project's synthetic-patient generator.
 *
 * Matching is deterministic and needs no demographics: a patient gets the bundle at index
 * `uint32(first 4 bytes of sha256(patient id)) mod (number of bundles)`, bundles sorted by file name. The same
 * patient always gets the same bundle, on every machine. The demo patient instead gets a generated bundle with
 * every trend code (`synthetic:<seed>:<resources>`).
 *
 * Source patient refs: `synthea:<file name>` or `synthetic:<seed>:<resources>`.
 */

export interface SampleSourceOptions {
  /** Folder of Synthea bundles; defaults to `<repo>/../shared/data/synthea`. */
  dir?: string;
  demoSeed?: number;
  demoResources?: number;
}

export const DEFAULT_DEMO_SEED = 1;
export const DEFAULT_DEMO_RESOURCES = 3000;

export class SampleRecordSource implements RecordSource {
  readonly name = 'sample' as const;
  private readonly dir: string;
  private readonly demoRef: string;

  constructor(options: SampleSourceOptions = {}) {
    this.dir = options.dir ?? defaultSampleDir();
    this.demoRef = syntheticRef(
      options.demoSeed ?? DEFAULT_DEMO_SEED,
      options.demoResources ?? DEFAULT_DEMO_RESOURCES,
    );
  }

  bundleFiles(): string[] {
    if (!existsSync(this.dir)) return [];
    return readdirSync(this.dir)
      .filter((f) => f.endsWith('.json'))
      .sort();
  }

  async match(patient: PatientDemographics): Promise<string | null> {
    if (patient.isDemo) return this.demoRef;
    const files = this.bundleFiles();
    if (files.length === 0)
      throw new RecordSourceError('SOURCE_NOT_CONFIGURED', `no sample bundles in ${this.dir}`, false);
    return `synthea:${files[sampleIndex(patient.patientId, files.length)]}`;
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
    const stream = createReadStream(path.join(this.dir, file), { highWaterMark: 256 * 1024 });
    try {
      for await (const entry of readBundleEntries(stream)) {
        signal?.throwIfAborted();
        yield entry;
      }
    } finally {
      stream.destroy();
    }
  }
}

export function syntheticRef(seed: number, resources: number): string {
  return `synthetic:${seed}:${resources}`;
}

/** The documented deterministic match: sha256(patient id) as a uint32, modulo the number of bundles. */
export function sampleIndex(patientId: string, count: number): number {
  return createHash('sha256').update(patientId).digest().readUInt32BE(0) % count;
}

/** `<repo root>/../shared/data/synthea`, the repo root being the nearest folder up with a workspaces package.json. */
export function defaultSampleDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg) && 'workspaces' in (JSON.parse(readFileSync(pkg, 'utf8')) as object)) {
      return path.resolve(dir, '../shared/data/synthea');
    }
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(process.cwd(), '../shared/data/synthea');
    dir = parent;
  }
}
