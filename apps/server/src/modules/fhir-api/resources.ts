/*
 * The resources the Patient Access API serves, made from what the portal stores. A record row keeps its source
 * resource whole; it is served under the row's own id (two patients who imported the same source bundle each have
 * their own rows, so ids never collide), its references to the source's patient pointing at `Patient/<portal id>`.
 * A reference to anything else the source named (a practitioner, an encounter of the source) keeps its display and
 * loses its `reference`, so no served reference dangles; contained resources keep their local `#id`.
 */
import { withReferences } from '../../fhir/export-bundle.js';

export type Json = Record<string, unknown>;

export interface RecordRow {
  id: number;
  resource_type: string;
  resource: unknown;
  updated_at: Date;
}

/** The served copy of a stored row: its row id, its patient references rewritten, meta of this server. */
export function servedResource(row: RecordRow, patientId: string): Json {
  const source = (typeof row.resource === 'object' && row.resource !== null ? row.resource : {}) as Json;
  const local = containedIds(source);
  const rewritten = withReferences(source, (reference, key) =>
    local.has(reference)
      ? `#${local.get(reference)}`
      : PATIENT_KEYS.has(key) || reference.startsWith('Patient/')
        ? `Patient/${patientId}`
        : undefined,
  ) as Json;
  const resource: Json = { ...rewritten, resourceType: row.resource_type, id: String(row.id) };
  delete resource.meta;
  const profile = usCoreProfile(resource);
  resource.meta = { lastUpdated: row.updated_at.toISOString(), ...(profile ? { profile: [profile] } : {}) };
  return resource;
}

const PATIENT_KEYS = new Set(['subject', 'patient', 'beneficiary']);

function containedIds(resource: Json): Map<string, string> {
  const ids = new Map<string, string>();
  const contained = resource.contained;
  for (const c of Array.isArray(contained) ? (contained as Json[]) : []) {
    if (typeof c.id !== 'string' || typeof c.resourceType !== 'string') continue;
    for (const name of [`#${c.id}`, `urn:uuid:${c.id}`, `${c.resourceType}/${c.id}`]) ids.set(name, c.id);
  }
  return ids;
}

const US_CORE = 'http://hl7.org/fhir/us/core/StructureDefinition';

const has = (value: unknown): boolean =>
  value !== undefined && value !== null && (!Array.isArray(value) || value.length > 0);
const codings = (concept: unknown): Json[] =>
  typeof concept === 'object' && concept !== null && Array.isArray((concept as Json).coding)
    ? ((concept as Json).coding as Json[])
    : [];
const hasCode = (concept: unknown, code: string) => codings(concept).some((c) => c.code === code);
const coded = (concept: unknown) => codings(concept).some((c) => has(c.code) && has(c.system));
const subject = (resource: Json, key = 'subject') =>
  typeof (resource[key] as Json | undefined)?.reference === 'string';

/**
 * The US Core (6.1.0) profile a served resource meets, by the profile's required elements (1..1, 1..*) and its
 * required bindings we can check without a terminology server: declared only when they all hold. Types whose
 * must-haves the stored data cannot promise (MedicationRequest's requester, Encounter's and DiagnosticReport's
 * references to resources the portal does not keep, Coverage's payor Organization) are served without a profile.
 */
export function usCoreProfile(resource: Json): string | undefined {
  switch (resource.resourceType) {
    case 'Patient':
      return has(resource.identifier) && has(resource.name) && has(resource.gender)
        ? `${US_CORE}/us-core-patient`
        : undefined;
    case 'AllergyIntolerance':
      return coded(resource.code) && subject(resource, 'patient')
        ? `${US_CORE}/us-core-allergyintolerance`
        : undefined;
    case 'Condition': {
      const categories = Array.isArray(resource.category) ? resource.category : [];
      const problem = categories.some((c) => hasCode(c, 'problem-list-item') || hasCode(c, 'health-concern'));
      const diagnosis = categories.some((c) => hasCode(c, 'encounter-diagnosis'));
      if (!coded(resource.code) || !subject(resource)) return undefined;
      if (diagnosis) return `${US_CORE}/us-core-condition-encounter-diagnosis`;
      return problem ? `${US_CORE}/us-core-condition-problems-health-concerns` : undefined;
    }
    case 'Immunization':
      return has(resource.status) &&
        coded(resource.vaccineCode) &&
        subject(resource, 'patient') &&
        (has(resource.occurrenceDateTime) || has(resource.occurrenceString)) &&
        typeof resource.primarySource === 'boolean'
        ? `${US_CORE}/us-core-immunization`
        : undefined;
    case 'Procedure':
      return has(resource.status) &&
        coded(resource.code) &&
        subject(resource) &&
        (has(resource.performedDateTime) || has(resource.performedPeriod))
        ? `${US_CORE}/us-core-procedure`
        : undefined;
    case 'Observation': {
      const categories = Array.isArray(resource.category) ? resource.category : [];
      const lab = categories.some((c) => hasCode(c, 'laboratory'));
      return lab && has(resource.status) && coded(resource.code) && subject(resource)
        ? `${US_CORE}/us-core-observation-lab`
        : undefined;
    }
    default:
      return undefined;
  }
}

export interface ProfilePerson {
  id: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  date_of_birth: string;
  phone: string;
  email: string;
  sex: string | null;
  address: { address1: string; address2: string | null; city: string; state: string; zip: string } | null;
}

/** The portal's sex answers as FHIR administrative gender; "prefers not to say" is `unknown`, never asked is none. */
const GENDER: Record<string, string> = {
  female: 'female',
  male: 'male',
  unknown: 'unknown',
  declined: 'unknown',
};

/** The `Patient` of the portal's profile (not of any source): id and identifier are the portal's patient id. */
export function patientResource(person: ProfilePerson, lastUpdated: Date): Json {
  const gender = person.sex ? GENDER[person.sex] : undefined;
  const resource: Json = {
    resourceType: 'Patient',
    id: person.id,
    identifier: [{ system: 'urn:ietf:rfc:3986', value: `urn:uuid:${person.id}` }],
    active: true,
    name: [
      {
        use: 'official',
        family: person.last_name,
        given: [person.first_name, ...(person.middle_name ? [person.middle_name] : [])],
      },
    ],
    telecom: [
      { system: 'phone', value: person.phone, use: 'mobile' },
      { system: 'email', value: person.email },
    ],
    ...(gender ? { gender } : {}),
    birthDate: person.date_of_birth,
    ...(person.address
      ? {
          address: [
            {
              use: 'home',
              line: [person.address.address1, ...(person.address.address2 ? [person.address.address2] : [])],
              city: person.address.city,
              state: person.address.state,
              postalCode: person.address.zip,
              country: 'US',
            },
          ],
        }
      : {}),
  };
  const profile = usCoreProfile(resource);
  return {
    ...resource,
    meta: { lastUpdated: lastUpdated.toISOString(), ...(profile ? { profile: [profile] } : {}) },
  };
}

export interface InsurancePlan {
  id: string;
  payer: string;
  member_id: string;
  group_number: string | null;
  subscriber_name: string;
  subscriber_relationship: string;
  updated_at: Date;
}

const RELATIONSHIP = 'http://terminology.hl7.org/CodeSystem/subscriber-relationship';

/** A plan on the patient's profile as FHIR Coverage: the payer by name, the member id, the group if any. */
export function coverageResource(plan: InsurancePlan, patientId: string): Json {
  const self = plan.subscriber_relationship === 'self';
  return {
    resourceType: 'Coverage',
    id: plan.id,
    meta: { lastUpdated: plan.updated_at.toISOString() },
    status: 'active',
    subscriber: self ? { reference: `Patient/${patientId}` } : { display: plan.subscriber_name },
    subscriberId: plan.member_id,
    beneficiary: { reference: `Patient/${patientId}` },
    relationship: { coding: [{ system: RELATIONSHIP, code: plan.subscriber_relationship }] },
    payor: [{ display: plan.payer }],
    ...(plan.group_number
      ? {
          class: [
            {
              type: {
                coding: [{ system: 'http://terminology.hl7.org/CodeSystem/coverage-class', code: 'group' }],
              },
              value: plan.group_number,
            },
          ],
        }
      : {}),
  };
}
