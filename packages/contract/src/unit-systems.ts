import type { Language } from './auth-rules.js';
import type { NormalRange } from './reference-ranges.js';
import { readableUnit } from './units.js';

/**
 * The units a patient reads their body in: `us` is pounds, feet and inches, °F; `metric` is kilograms,
 * centimetres, °C. Only the display changes: the stored value and its unit stay as the source sent them.
 */
export const UNIT_SYSTEMS = ['us', 'metric'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

/** The system a brand that names none uses: the portal serves patients of US health systems. */
export const DEFAULT_UNIT_SYSTEM: UnitSystem = 'us';

/**
 * [PROF-7] The units a patient reads until they choose: their brand's choice for their language (the brand
 * file's `defaultUnits`), else US. Language alone never decides it: a Spanish-speaking patient of a US clinic
 * is weighed in pounds there, so both of today's brands say `us` for `en` and `es` alike.
 */
export function defaultUnitSystem(
  brandDefaults: Partial<Record<Language, UnitSystem>> | undefined,
  language: Language,
): UnitSystem {
  return brandDefaults?.[language] ?? DEFAULT_UNIT_SYSTEM;
}

type Dimension = 'mass' | 'length' | 'temperature';

interface Scale {
  dimension: Dimension;
  system: UnitSystem;
  /** To the dimension's base (kg, cm, °C) and back. */
  toBase: (v: number) => number;
  fromBase: (v: number) => number;
}

const linear = (dimension: Dimension, system: UnitSystem, factor: number): Scale => ({
  dimension,
  system,
  toBase: (v) => v * factor,
  fromBase: (v) => v / factor,
});

/** The units converted, by their UCUM code (and the plain spellings some sources send). */
const SCALES: Record<string, Scale> = {
  kg: linear('mass', 'metric', 1),
  '[lb_av]': linear('mass', 'us', 0.45359237),
  cm: linear('length', 'metric', 1),
  m: linear('length', 'metric', 100),
  '[in_i]': linear('length', 'us', 2.54),
  Cel: { dimension: 'temperature', system: 'metric', toBase: (v) => v, fromBase: (v) => v },
  '[degF]': {
    dimension: 'temperature',
    system: 'us',
    toBase: (v) => ((v - 32) * 5) / 9,
    fromBase: (v) => (v * 9) / 5 + 32,
  },
};
const ALIASES: Record<string, string> = { lb: '[lb_av]', lbs: '[lb_av]', in: '[in_i]', degF: '[degF]' };

/** What each dimension is written in, in each system. */
const TARGET: Record<Dimension, Record<UnitSystem, string>> = {
  mass: { us: '[lb_av]', metric: 'kg' },
  length: { us: '[in_i]', metric: 'cm' },
  temperature: { us: '[degF]', metric: 'Cel' },
};

/** One decimal: what a scale, a tape and a thermometer read to. */
const tenth = (v: number) => Math.round(v * 10) / 10;

function scaleOf(unit: string | null | undefined): [string, Scale] | null {
  if (!unit) return null;
  const code = ALIASES[unit] ?? unit;
  const scale = SCALES[code];
  return scale ? [code, scale] : null;
}

/** How a value in `unit` reads in `system`: one function for a value and each side of its range. */
function converter(unit: string | null | undefined, system: UnitSystem) {
  const found = scaleOf(unit);
  if (!found || found[1].system === system) return null;
  const [, from] = found;
  const target = TARGET[from.dimension][system];
  const to = SCALES[target]!;
  const exact = (v: number) => to.fromBase(from.toBase(v));
  return { unit: target, exact, convert: (v: number) => tenth(exact(v)) };
}

export interface Quantity {
  value: number;
  unit: string | null;
}

/**
 * [PROF-7] A value as the patient reads it: kg → lb, cm and m → in, °C → °F (or back for `metric`), to one
 * decimal. A value already in the chosen system, and any other unit (mg/dL, kg/m², mmHg), is returned as it came.
 */
export function convertQuantity(
  quantity: { value: number; unit: string | null | undefined },
  system: UnitSystem,
): Quantity {
  const conversion = converter(quantity.unit, system);
  if (!conversion) return { value: quantity.value, unit: quantity.unit ?? null };
  return { value: conversion.convert(quantity.value), unit: conversion.unit };
}

/** [PROF-7] The unit a value in `unit` is shown in (`convertQuantity`), for a range or an axis written beside it. */
export function unitIn(unit: string | null | undefined, system: UnitSystem): string | null {
  return converter(unit, system)?.unit ?? unit ?? null;
}

/** [PROF-7] A normal range in the units its values are shown in (`convertQuantity`), its bounds kept as they were. */
export function convertRange(
  range: NormalRange,
  unit: string | null | undefined,
  system: UnitSystem,
): NormalRange {
  const conversion = converter(unit, system);
  if (!conversion) return range;
  return {
    ...range,
    ...(range.low !== undefined ? { low: conversion.convert(range.low) } : {}),
    ...(range.high !== undefined ? { high: conversion.convert(range.high) } : {}),
  };
}

/** LOINC codes of a body height: the one length a patient reads in feet and inches. */
const BODY_HEIGHT_CODES = new Set(['8302-2', '8306-3', '8308-9', '3137-7', '3138-5']);

/**
 * [PROF-7] A measurement in words, in the patient's number format: "154.3 lb", "37.2 °C", and a body height in
 * the US system as people say one, "5 ft 7 in" (other lengths, a waist or a head, in inches).
 */
export function measurementText(
  measurement: { value: number; unit: string | null | undefined; code?: string | null | undefined },
  system: UnitSystem,
  number: (v: number) => string,
): string {
  const shown = convertQuantity(measurement, system);
  const isBodyHeight = measurement.code != null && BODY_HEIGHT_CODES.has(measurement.code);
  if (system === 'us' && isBodyHeight && scaleOf(shown.unit)?.[0] === '[in_i]') {
    // whole inches from the exact length, so 170 cm is 5 ft 7 in and never "5 ft 12 in"
    const inches = Math.round(
      converter(measurement.unit, 'us')?.exact(measurement.value) ?? measurement.value,
    );
    return `${number(Math.floor(inches / 12))} ft ${number(inches % 12)} in`;
  }
  return `${number(shown.value)} ${readableUnit(shown.unit)}`.trim();
}
