/* eslint-disable @typescript-eslint/no-explicit-any -- FHIR resources are open-ended JSON: fields beyond the typed slice are read loosely and checked at use (str/num/dateTime). */
import {
  BLOOD_PRESSURE_PANELS,
  LOINC,
  RECORD_CATEGORY_RESOURCE,
  selectReferenceRange,
  type DropReason,
  type RangeSex,
  type RangeSubject,
  type RecordCategory,
} from '@portal/contract';
import { componentValue, observationValue } from './observation-value.js';
import { conceptDisplay, dateTime, firstCode, num, str } from './primitives.js';
import { effectiveDates, onsetOrRecorded, performedDates, periodDates } from './record-dates.js';
import type {
  CodeableConcept,
  Coding,
  HumanName,
  Observation,
  Period,
  Reference,
  ReferenceRangeElement,
  ResourceBase,
} from './types.js';
import { LOINC_SYSTEM } from './types.js';

export { dateTime } from './primitives.js';

/*
 * FHIR R4 resource -> rows of the normalised tables. Pure: no database, no clock. Every row keeps the source
 * resource's id and JSON so nothing the source said is lost, and so a re-import can update it in place.
 */

export interface RecordRow {
  source_resource_id: string;
  resource_type: string;
  /** Only observations split into several rows (a blood-pressure panel): the component's code, else ''. */
  component: string;
  type: string | null;
  code: string | null;
  code_system: string | null;
  display: string | null;
  status: string | null;
  date: string | null;
  end_date: string | null;
  encounter_ref: string | null;
  /** Visits only: who the patient saw and where. */
  clinician?: string | null;
  place?: string | null;
  value: number | null;
  value_text: string | null;
  /** Observations only: a yes/no value, and why there is no value (see ObservedValue). */
  value_boolean: boolean | null;
  value_absent: string | null;
  unit: string | null;
  ref_low: number | null;
  ref_high: number | null;
  ref_text: string | null;
  resource: ResourceBase;
}

export interface NormalisedRow {
  category: RecordCategory;
  row: RecordRow;
}

/**
 * What a range for a sex or an age band is read by: the sex assigned at birth (null when nobody stated it) and
 * the birth date (the age is counted on the result's day). Without them only a range for everyone is stored.
 */
export interface RangeFacts {
  sex: RangeSex | null;
  birthDate: string | null;
}

const NO_FACTS: RangeFacts = { sex: null, birthDate: null };

/** A resource that cannot become a row, and why: the import counts it under its reason and shows the count. */
export class NormaliseError extends Error {
  override name = 'NormaliseError';
  constructor(
    message: string,
    readonly reason: DropReason = 'unreadable',
  ) {
    super(message);
  }
}

const CATEGORY_OF_RESOURCE = new Map<string, RecordCategory>(
  (Object.entries(RECORD_CATEGORY_RESOURCE) as [RecordCategory, string][]).map(([c, r]) => [r, c]),
);

/** Resource types the import stores; everything else in a bundle (Claim, CarePlan, Organization…) is skipped. */
export const IMPORTED_RESOURCE_TYPES: readonly string[] = [...CATEGORY_OF_RESOURCE.keys()];

export function categoryOfResourceType(resourceType: string): RecordCategory | undefined {
  return CATEGORY_OF_RESOURCE.get(resourceType);
}

/**
 * Normalises one resource; [] for a type the import does not store. Throws NormaliseError, with its reason, on
 * one that cannot become a row: no id, withdrawn by the source as entered in error, or not readable as FHIR.
 */
export function normaliseResource(
  resource: ResourceBase,
  fullUrl?: string,
  facts: RangeFacts = NO_FACTS,
): NormalisedRow[] {
  const category = CATEGORY_OF_RESOURCE.get(resource.resourceType);
  if (!category) return [];
  const id = resource.id ?? (fullUrl?.startsWith('urn:uuid:') ? fullUrl.slice(9) : undefined);
  if (!id) throw new NormaliseError(`${resource.resourceType} without an id`, 'missing_id');
  try {
    const r = resource as Record<string, any>;
    // FHIR: such a record "should never have existed"; shown, it would be a result or a diagnosis that is not true.
    if (r.status === 'entered-in-error' || firstCode(r.verificationStatus) === 'entered-in-error')
      throw new NormaliseError(`${resource.resourceType} entered in error`, 'entered_in_error');
    return mapResource(category, resource, baseRow(resource, id), facts);
  } catch (error) {
    if (error instanceof NormaliseError) throw error;
    throw new NormaliseError(`${resource.resourceType} unreadable`, 'unreadable');
  }
}

function mapResource(
  category: RecordCategory,
  resource: ResourceBase,
  base: RecordRow,
  facts: RangeFacts,
): NormalisedRow[] {
  const r = resource as Record<string, any>;
  switch (category) {
    case 'observations':
      return normaliseObservation(resource as Observation, base, facts);
    case 'medications': {
      const medication: CodeableConcept | undefined =
        r.medicationCodeableConcept ??
        containedMedication(r) ??
        asConcept(r.medicationReference as Reference | undefined);
      return one(category, {
        ...base,
        ...concept(medication),
        status: str(r.status),
        date: dateTime(r.authoredOn),
      });
    }
    case 'encounters':
      return one(category, {
        ...base,
        ...concept((r.type as CodeableConcept[] | undefined)?.[0]),
        type: str(r.class?.code),
        status: str(r.status),
        ...periodDates(r.period as Period | undefined),
        encounter_ref: null,
        ...encounterParties(r),
      });
    case 'conditions':
      return one(category, {
        ...base,
        ...concept(r.code),
        type: firstCode(r.category?.[0]),
        status: clinicalStatus(r),
        date: onsetOrRecorded(r),
        end_date: dateTime(r.abatementDateTime ?? r.abatementPeriod?.end),
      });
    case 'immunizations':
      return one(category, {
        ...base,
        ...concept(r.vaccineCode),
        status: str(r.status),
        date: dateTime(r.occurrenceDateTime) ?? dateTime(r.recorded),
      });
    case 'allergies':
      return one(category, {
        ...base,
        ...concept(r.code),
        type: str(r.category?.[0]),
        status: clinicalStatus(r),
        date: onsetOrRecorded(r),
        value_text: str(r.criticality),
      });
    case 'procedures':
      return one(category, {
        ...base,
        ...concept(r.code),
        status: str(r.status),
        ...performedDates(r),
      });
    case 'reports':
      return one(category, {
        ...base,
        ...concept(r.code),
        type: firstCode(r.category?.[0]),
        status: str(r.status),
        ...effectiveDates(r),
        value_text: str(r.conclusion),
      });
  }
}

function normaliseObservation(obs: Observation, base: RecordRow, facts: RangeFacts): NormalisedRow[] {
  const codeRow = { ...base, ...concept(obs.code, LOINC_SYSTEM) };
  const common: RecordRow = {
    ...codeRow,
    type: firstCode(obs.category?.[0]),
    status: str(obs.status),
    ...effectiveDates(obs),
  };
  const subject = { sex: facts.sex, birthDate: facts.birthDate, on: common.date?.slice(0, 10) ?? null };
  if (codeRow.code && BLOOD_PRESSURE_PANELS.includes(codeRow.code) && obs.component?.length) {
    const rows = obs.component
      .map((component) => ({ component, c: concept(component.code, LOINC_SYSTEM) }))
      .filter(({ c }) => c.code === LOINC.systolic || c.code === LOINC.diastolic)
      .map(({ component, c }) => ({
        category: 'observations' as const,
        row: {
          ...common,
          ...c,
          component: c.code!,
          ...componentValue(component, obs),
          ...referenceRange(
            component.referenceRange?.length ? component.referenceRange : obs.referenceRange,
            subject,
          ),
        },
      }));
    if (rows.length > 0) return rows;
  }
  return one('observations', {
    ...common,
    ...observationValue(obs),
    ...referenceRange(obs.referenceRange, subject),
  });
}

/**
 * The range stored beside a value: of several (by age, by sex, a therapeutic target) the normal one for this
 * patient, by what we know of them on the result's day; a range only for a sex or an age we do not know is not
 * assumed to be theirs (the resource keeps every range, and applyRangeFacts reads it again when they tell us).
 * The contract's normaliseRange reads what is stored.
 */
function referenceRange(
  ranges: ReferenceRangeElement[] | undefined,
  subject: RangeSubject,
): Pick<RecordRow, 'ref_low' | 'ref_high' | 'ref_text'> {
  const range = selectReferenceRange(ranges, subject) as ReferenceRangeElement | null;
  if (!range) return { ref_low: null, ref_high: null, ref_text: null };
  return { ref_low: num(range.low?.value), ref_high: num(range.high?.value), ref_text: str(range.text) };
}

/**
 * A condition's or allergy's status as the patient reads it: one the source ruled out (verification `refuted`) is
 * not current whatever its clinical status says, so it is stored as `refuted` rather than listed as active.
 */
function clinicalStatus(r: Record<string, any>): string | null {
  return firstCode(r.verificationStatus) === 'refuted' ? 'refuted' : firstCode(r.clinicalStatus);
}

function baseRow(resource: ResourceBase, id: string): RecordRow {
  const r = resource as Record<string, any>;
  return {
    source_resource_id: id,
    resource_type: resource.resourceType,
    component: '',
    type: null,
    code: null,
    code_system: null,
    display: null,
    status: null,
    date: null,
    end_date: null,
    encounter_ref: refId(r.encounter as Reference | undefined),
    value: null,
    value_text: null,
    value_boolean: null,
    value_absent: null,
    unit: null,
    ref_low: null,
    ref_high: null,
    ref_text: null,
    resource,
  };
}

function one(category: RecordCategory, row: RecordRow): NormalisedRow[] {
  return [{ category, row }];
}

/** Code, system and display of a concept, preferring a coding in `system` when given. */
function concept(
  c: CodeableConcept | undefined,
  preferSystem?: string,
): Pick<RecordRow, 'code' | 'code_system' | 'display'> {
  const coding: Coding | undefined =
    (preferSystem ? c?.coding?.find((x) => x.system === preferSystem) : undefined) ?? c?.coding?.[0];
  return { code: str(coding?.code), code_system: str(coding?.system), display: c ? conceptDisplay(c) : null };
}

function asConcept(ref: Reference | undefined): CodeableConcept | undefined {
  return ref?.display ? { text: ref.display } : undefined;
}

/** The resource a reference points to among the resource's `contained` (the FHIR source adds what it read). */
function containedOf(
  r: Record<string, any>,
  type: string,
  ref: Reference | undefined,
): Record<string, any> | undefined {
  const id = refId(ref)?.replace(/^#/, '');
  if (!id || !Array.isArray(r.contained)) return undefined;
  return (r.contained as ResourceBase[]).find((c) => c.resourceType === type && c.id === id);
}

/** The code of a Medication the request references. */
function containedMedication(r: Record<string, any>): CodeableConcept | undefined {
  return containedOf(r, 'Medication', r.medicationReference as Reference | undefined)?.code as
    CodeableConcept | undefined;
}

/** A person's name as a patient reads it: its text, else prefix, given and family names. */
function personName(names: unknown): string | null {
  const name = Array.isArray(names) ? (names as HumanName[])[0] : undefined;
  if (!name) return null;
  return (
    str(name.text) ?? str([...(name.prefix ?? []), ...(name.given ?? []), name.family ?? ''].join(' ').trim())
  );
}

/**
 * Who a visit was with (its first practitioner) and where (its first location, else the organization that gave
 * the care), as the reference names them or, when it does not, as the referenced resource does.
 */
function encounterParties(r: Record<string, any>): { clinician: string | null; place: string | null } {
  const participants = (Array.isArray(r.participant) ? r.participant : []) as { individual?: Reference }[];
  const practitioner = participants
    .map((p) => p.individual)
    .find(
      (ref) =>
        ref &&
        (ref.type === 'Practitioner' ||
          /(^|\/)Practitioner[/?]/.test(ref.reference ?? '') ||
          containedOf(r, 'Practitioner', ref)),
    );
  const location = (r.location as { location?: Reference }[] | undefined)?.[0]?.location;
  const provider = r.serviceProvider as Reference | undefined;
  return {
    clinician: str(practitioner?.display) ?? personName(containedOf(r, 'Practitioner', practitioner)?.name),
    place:
      str(location?.display) ??
      str(containedOf(r, 'Location', location)?.name) ??
      str(provider?.display) ??
      str(containedOf(r, 'Organization', provider)?.name),
  };
}

/** The id part of `urn:uuid:X`, `Type/X` or an absolute `…/Type/X`. */
export function refId(ref: Reference | undefined): string | null {
  const value = ref?.reference;
  if (!value) return null;
  if (value.startsWith('urn:uuid:')) return value.slice(9);
  const parts = value.split('/');
  return parts[parts.length - 1] || null;
}
