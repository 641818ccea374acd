import { describe, expect, it } from 'vitest';
import { normaliseRange } from './reference-ranges.js';
import {
  convertQuantity,
  convertRange,
  defaultUnitSystem,
  measurementText,
  unitIn,
  type UnitSystem,
} from './unit-systems.js';

const plain = (v: number) => String(v);

describe('convertQuantity', () => {
  it.each<[number, string | null, UnitSystem, number, string | null]>([
    [70, 'kg', 'us', 154.3, '[lb_av]'],
    [81.6, 'kg', 'us', 179.9, '[lb_av]'],
    [170, 'cm', 'us', 66.9, '[in_i]'],
    [1.7, 'm', 'us', 66.9, '[in_i]'],
    [37, 'Cel', 'us', 98.6, '[degF]'],
    [38.5, 'Cel', 'us', 101.3, '[degF]'],
    [-40, 'Cel', 'us', -40, '[degF]'],
    [180, '[lb_av]', 'metric', 81.6, 'kg'],
    [180, 'lb', 'metric', 81.6, 'kg'],
    [67, '[in_i]', 'metric', 170.2, 'cm'],
    [98.6, '[degF]', 'metric', 37, 'Cel'],
    // already in the chosen system: as it came, not rounded
    [70.25, 'kg', 'metric', 70.25, 'kg'],
    [154.33, '[lb_av]', 'us', 154.33, '[lb_av]'],
    [36.65, 'Cel', 'metric', 36.65, 'Cel'],
    // any other unit is untouched
    [24.2, 'kg/m2', 'us', 24.2, 'kg/m2'],
    [120, 'mm[Hg]', 'us', 120, 'mm[Hg]'],
    [180, 'mg/dL', 'metric', 180, 'mg/dL'],
    [5.6, '%', 'us', 5.6, '%'],
    [3, null, 'us', 3, null],
  ])('[PROF-7] %s %s in %s reads %s %s', (value, unit, system, shown, shownUnit) => {
    expect(convertQuantity({ value, unit }, system)).toEqual({ value: shown, unit: shownUnit });
  });
});

describe('unitIn', () => {
  it.each<[string | null, UnitSystem, string | null]>([
    ['kg', 'us', '[lb_av]'],
    ['m', 'us', '[in_i]'],
    ['Cel', 'us', '[degF]'],
    ['[lb_av]', 'metric', 'kg'],
    ['kg', 'metric', 'kg'],
    ['mg/dL', 'us', 'mg/dL'],
    [null, 'us', null],
  ])('[PROF-7] a value in %s is shown in %s as %s', (unit, system, shown) => {
    expect(unitIn(unit, system)).toBe(shown);
  });
});

describe('convertRange', () => {
  it.each<[string, { low?: number; high?: number; text?: string }, string, UnitSystem, object]>([
    ['both sides', { low: 36.1, high: 37.2 }, 'Cel', 'us', { low: 97, high: 99 }],
    ['an upper bound only', { high: 100 }, 'kg', 'us', { high: 220.5 }],
    ['a lower bound only', { low: 60 }, '[in_i]', 'metric', { low: 152.4 }],
    ['a unit it does not convert', { low: 4, high: 5.6 }, '%', 'us', { low: 4, high: 5.6 }],
    ['a range already in the system', { low: 97, high: 99 }, '[degF]', 'us', { low: 97, high: 99 }],
  ])('[PROF-7] %s', (_, input, unit, system, expected) => {
    const range = normaliseRange(input)!;
    const converted = convertRange(range, unit, system);
    expect(converted).toMatchObject(expected);
    expect([converted.lowInclusive, converted.highInclusive]).toEqual([
      range.lowInclusive,
      range.highInclusive,
    ]);
  });

  it('[PROF-7] keeps a side the lab left open open, and its "<" as "<"', () => {
    const range = normaliseRange({ text: '<100' })!;
    expect(convertRange(range, 'kg', 'us')).toEqual({
      high: 220.5,
      lowInclusive: true,
      highInclusive: false,
    });
  });
});

describe('measurementText', () => {
  it.each<[number, string, string | null, UnitSystem, string]>([
    [70, 'kg', '29463-7', 'us', '154.3 lb'],
    [70, 'kg', '29463-7', 'metric', '70 kg'],
    [170, 'cm', '8302-2', 'us', '5 ft 7 in'],
    [182.9, 'cm', '8302-2', 'us', '6 ft 0 in'],
    [1.7, 'm', '8302-2', 'us', '5 ft 7 in'],
    [67, '[in_i]', '8302-2', 'us', '5 ft 7 in'],
    [170, 'cm', '8302-2', 'metric', '170 cm'],
    [67, '[in_i]', '8302-2', 'metric', '170.2 cm'],
    // a length that is not a height stays in inches: a head is 17.7 in round, not "1 ft 6 in"
    [45, 'cm', '9843-4', 'us', '17.7 in'],
    [37.2, 'Cel', '8310-5', 'us', '99 °F'],
    [37.2, 'Cel', '8310-5', 'metric', '37.2 °C'],
    [99, '[degF]', null, 'metric', '37.2 °C'],
    [24.2, 'kg/m2', '39156-5', 'us', '24.2 kg/m²'],
    [72, '/min', '8867-4', 'us', '72 /min'],
  ])('[PROF-7] %s %s (%s) in %s reads "%s"', (value, unit, code, system, text) => {
    expect(measurementText({ value, unit, code }, system, plain)).toBe(text);
  });

  it("[PROF-7] writes the numbers in the patient's language", () => {
    const es = new Intl.NumberFormat('es', { maximumFractionDigits: 2 }).format;
    expect(measurementText({ value: 70, unit: 'kg' }, 'us', es)).toBe('154,3 lb');
  });
});

describe('defaultUnitSystem', () => {
  it.each<[Partial<Record<'en' | 'es', UnitSystem>> | undefined, 'en' | 'es', UnitSystem]>([
    [{ en: 'us', es: 'us' }, 'en', 'us'],
    [{ en: 'us', es: 'us' }, 'es', 'us'],
    [{ en: 'metric', es: 'metric' }, 'es', 'metric'],
    [{ en: 'us', es: 'metric' }, 'es', 'metric'],
    [{ en: 'metric' }, 'es', 'us'],
    [undefined, 'en', 'us'],
  ])("[PROF-7] a brand's %o in %s is %s", (brand, language, system) => {
    expect(defaultUnitSystem(brand, language)).toBe(system);
  });
});
