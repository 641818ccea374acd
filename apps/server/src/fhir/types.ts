/*
 * The slice of FHIR R4 the record import reads. Hand-written and permissive on purpose: sources send more
 * fields than we read, and a missing optional field must never stop an import.
 */

export interface Coding {
  system?: string;
  code?: string;
  display?: string;
}

export interface CodeableConcept {
  coding?: Coding[];
  text?: string;
}

export interface Reference {
  reference?: string;
  /** The referenced resource's type, when the reference does not say it (e.g. a logical reference). */
  type?: string;
  display?: string;
}

export interface Period {
  start?: string;
  end?: string;
}

export interface Quantity {
  value?: number;
  /** `<`, `<=`, `>=`, `>`: the value is a bound, not the measurement (e.g. "<5"). */
  comparator?: string;
  unit?: string;
  system?: string;
  code?: string;
}

export interface Range {
  low?: Quantity;
  high?: Quantity;
}

export interface Ratio {
  numerator?: Quantity;
  denominator?: Quantity;
}

export interface SampledData {
  origin?: Quantity;
  period?: number;
  factor?: number;
  dimensions?: number;
  data?: string;
}

/** When something happened: listed moments (`event`), or a schedule bounded by `repeat.boundsPeriod`. */
export interface Timing {
  event?: string[];
  repeat?: { boundsPeriod?: Period };
}

export interface Identifier {
  system?: string;
  value?: string;
  type?: CodeableConcept;
}

export interface Meta {
  lastUpdated?: string;
  profile?: string[];
  tag?: Coding[];
}

export interface HumanName {
  use?: string;
  text?: string;
  family?: string;
  given?: string[];
  prefix?: string[];
}

export interface Address {
  use?: string;
  line?: string[];
  city?: string;
  state?: string;
  postalCode?: string;
  country?: string;
  period?: Period;
}

export interface ResourceBase {
  resourceType: string;
  id?: string;
  meta?: Meta;
  [key: string]: unknown;
}

export interface Patient extends ResourceBase {
  resourceType: 'Patient';
  identifier?: Identifier[];
  name?: HumanName[];
  gender?: string;
  birthDate?: string;
  address?: Address[];
  telecom?: { system?: string; value?: string; use?: string }[];
}

export interface ReferenceRangeElement {
  low?: Quantity;
  high?: Quantity;
  text?: string;
  /** normal, therapeutic, recommended…: only a normal range says whether a result is normal. */
  type?: CodeableConcept;
  /** The population it is for (a sex, a condition); `age` the ages. */
  appliesTo?: CodeableConcept[];
  age?: { low?: Quantity; high?: Quantity };
}

/** The value[x] forms an Observation and its components may carry (at most one), or why there is none. */
export interface ObservationValue {
  valueQuantity?: Quantity;
  valueCodeableConcept?: CodeableConcept;
  valueString?: string;
  valueBoolean?: boolean;
  valueInteger?: number;
  valueRange?: Range;
  valueRatio?: Ratio;
  valueSampledData?: SampledData;
  valueTime?: string;
  valueDateTime?: string;
  valuePeriod?: Period;
  dataAbsentReason?: CodeableConcept;
}

export interface ObservationComponent extends ObservationValue {
  code: CodeableConcept;
  referenceRange?: ReferenceRangeElement[];
}

export interface Observation extends ResourceBase, ObservationValue {
  resourceType: 'Observation';
  status?: string;
  category?: CodeableConcept[];
  code: CodeableConcept;
  subject?: Reference;
  encounter?: Reference;
  effectiveDateTime?: string;
  effectivePeriod?: Period;
  effectiveInstant?: string;
  effectiveTiming?: Timing;
  issued?: string;
  referenceRange?: ReferenceRangeElement[];
  component?: ObservationComponent[];
  /** A panel's results, each its own Observation. */
  hasMember?: Reference[];
}

export interface BundleEntry<R extends ResourceBase = ResourceBase> {
  fullUrl?: string;
  resource?: R;
  request?: { method: string; url: string };
  search?: { mode?: string };
}

export interface BundleLink {
  relation: string;
  url: string;
}

export interface Bundle<R extends ResourceBase = ResourceBase> extends ResourceBase {
  resourceType: 'Bundle';
  type?: string;
  total?: number;
  link?: BundleLink[];
  entry?: BundleEntry<R>[];
}

export interface CapabilityStatement extends ResourceBase {
  resourceType: 'CapabilityStatement';
  rest?: {
    mode?: string;
    resource?: { type: string; operation?: { name: string; definition?: string }[] }[];
    operation?: { name: string; definition?: string }[];
  }[];
}

export const LOINC_SYSTEM = 'http://loinc.org';
export const UCUM_SYSTEM = 'http://unitsofmeasure.org';
