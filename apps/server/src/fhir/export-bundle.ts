/*
 * "Download my records" (SHARE-2): the patient's stored resources as one FHIR R4 Bundle of type `collection`,
 * with a `Patient` built from the account. Resources go out as stored, except their references: a reference
 * to the source's patient points at the bundle's `Patient`, one to another stored resource stays, and one to
 * something the portal never stored (a practitioner, a claim) keeps its display but loses the dangling
 * `reference`, so every reference in the file resolves inside it.
 */

export interface ExportedPatient {
  id: string;
  first_name: string;
  last_name: string;
  date_of_birth: string;
  phone: string;
  email: string;
}

export interface StoredResource {
  resource_type: string;
  source_resource_id: string;
  resource: Record<string, unknown>;
}

export interface BundleEntry {
  fullUrl: string;
  resource: Record<string, unknown> & { resourceType: string; id: string };
}

export interface FhirBundle {
  resourceType: 'Bundle';
  type: 'collection';
  timestamp: string;
  entry: BundleEntry[];
}

const PATIENT_KEYS = new Set(['subject', 'patient', 'beneficiary']);
const urn = (id: string) => `urn:uuid:${id}`;

export function exportBundle({
  patient,
  resources,
  now,
}: {
  patient: ExportedPatient;
  resources: StoredResource[];
  now: Date;
}): FhirBundle {
  const patientUrl = urn(patient.id);
  const entries: BundleEntry[] = [];
  const seen = new Set<string>();
  // One row per observation component shares its resource: each resource goes out once.
  for (const row of resources) {
    const key = `${row.resource_type}/${row.source_resource_id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    entries.push({
      fullUrl: urn(row.source_resource_id),
      resource: { ...row.resource, resourceType: row.resource_type, id: row.source_resource_id },
    });
  }
  const targets = new Map<string, string>();
  for (const entry of entries) {
    targets.set(entry.fullUrl, entry.fullUrl);
    targets.set(`${entry.resource.resourceType}/${entry.resource.id}`, entry.fullUrl);
  }
  const resolve = (reference: string, key: string): string | undefined =>
    targets.get(reference) ??
    (PATIENT_KEYS.has(key) || reference.startsWith('Patient/') ? patientUrl : undefined);
  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: now.toISOString(),
    entry: [
      { fullUrl: patientUrl, resource: patientResource(patient) },
      ...entries.map((entry) => {
        // What the source read for a resource (a visit's practitioner) travels in its `contained`: references to
        // those become local ones (`#id`), as FHIR asks of contained resources
        const local = containedTargets(entry.resource);
        return {
          fullUrl: entry.fullUrl,
          resource: withReferences(
            entry.resource,
            (reference, key) => local.get(reference) ?? resolve(reference, key),
          ) as BundleEntry['resource'],
        };
      }),
    ],
  };
}

function patientResource(patient: ExportedPatient): BundleEntry['resource'] {
  return {
    resourceType: 'Patient',
    id: patient.id,
    name: [{ use: 'official', family: patient.last_name, given: [patient.first_name] }],
    birthDate: patient.date_of_birth,
    telecom: [
      { system: 'phone', value: patient.phone, use: 'mobile' },
      { system: 'email', value: patient.email },
    ],
  };
}

/** The ways a resource's own references may name its contained resources, each to its local `#id`. */
function containedTargets(resource: BundleEntry['resource']): Map<string, string> {
  const targets = new Map<string, string>();
  const contained = (resource as { contained?: unknown }).contained;
  for (const c of Array.isArray(contained) ? (contained as { resourceType?: unknown; id?: unknown }[]) : []) {
    if (typeof c.id !== 'string' || typeof c.resourceType !== 'string') continue;
    for (const name of [`#${c.id}`, `urn:uuid:${c.id}`, `${c.resourceType}/${c.id}`])
      targets.set(name, `#${c.id}`);
  }
  return targets;
}

/**
 * A copy with every `{ reference }` resolved, or reduced to its display when it points outside what is served (the
 * whole-record download, and the FHIR API's resources).
 */
export function withReferences(
  value: unknown,
  resolve: (reference: string, key: string) => string | undefined,
  key = '',
): unknown {
  if (Array.isArray(value)) return value.map((item) => withReferences(item, resolve, key));
  if (typeof value !== 'object' || value === null) return value;
  const object = value as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const [name, child] of Object.entries(object)) copy[name] = withReferences(child, resolve, name);
  if (typeof object.reference === 'string') {
    const target = resolve(object.reference, key);
    if (target) copy.reference = target;
    else {
      delete copy.reference;
      // A Reference must hold something (ele-1): its display, else the type the reference names.
      copy.display ??= /^([A-Z][A-Za-z]+)[/?]/.exec(object.reference)?.[1] ?? 'Resource';
    }
  }
  return copy;
}

/** Problems that make a bundle unusable as FHIR R4: unknown resource types, missing ids, dangling references. */
export function bundleProblems(bundle: FhirBundle, knownTypes: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const urls = new Set(bundle.entry.map((e) => e.fullUrl));
  if (!bundle.entry.some((e) => e.resource.resourceType === 'Patient')) problems.push('no Patient');
  for (const { fullUrl, resource } of bundle.entry) {
    if (!knownTypes.has(resource.resourceType))
      problems.push(`${fullUrl}: unknown type ${resource.resourceType}`);
    if (typeof resource.id !== 'string' || resource.id === '') problems.push(`${fullUrl}: no id`);
    const local = new Set(containedTargets(resource).values());
    for (const reference of referencesIn(resource))
      if (!urls.has(reference) && !local.has(reference))
        problems.push(`${fullUrl}: ${reference} does not resolve`);
  }
  return problems;
}

function referencesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(referencesIn);
  if (typeof value !== 'object' || value === null) return [];
  const object = value as Record<string, unknown>;
  const own = typeof object.reference === 'string' ? [object.reference] : [];
  return [...own, ...Object.values(object).flatMap(referencesIn)];
}
