import { describe, expect, it } from 'vitest';
import { readableUnit } from './units.js';

describe('readableUnit', () => {
  it.each([
    ['mL/min/{1.73_m2}', 'mL/min/1.73 m²'],
    ['mm[Hg]', 'mmHg'],
    ['kg/m2', 'kg/m²'],
    ['/min', '/min'],
    ['{beats}/min', '/min'],
    ['{breaths}/min', '/min'],
    ['10*3/uL', '×10³/µL'],
    ['10*9/L', '×10⁹/L'],
    ['ug/dL', 'µg/dL'],
    ['umol/L', 'µmol/L'],
    ['u[IU]/mL', 'µIU/mL'],
    ['[degF]', '°F'],
    ['Cel', '°C'],
    ['[lb_av]', 'lb'],
    ['mg/dL', 'mg/dL'],
    ['%', '%'],
    ['{score}', ''],
    ['mg/{total}', 'mg'],
    ['g/{x}/d', 'g/d'],
    ['1', ''],
    [null, ''],
  ])('[REC-3] [issue 24] %s reads "%s"', (unit, shown) => {
    expect(readableUnit(unit)).toBe(shown);
  });
});
