/**
 * UCUM units as people write them. UCUM is what records carry (`mL/min/{1.73_m2}`, `mm[Hg]`, `10*3/uL`); a patient
 * reads `mL/min/1.73 m²`, `mmHg`, `×10³/µL`. Units named here are shown as written; any other is cleaned by the
 * general rules below (annotations dropped, powers raised, micro as µ), and a unit it cannot read stays as it came.
 */
const NAMED: Record<string, string> = {
  'mm[Hg]': 'mmHg',
  '[degF]': '°F',
  Cel: '°C',
  '[lb_av]': 'lb',
  '[oz_av]': 'oz',
  '[in_i]': 'in',
  '[ft_i]': 'ft',
  '[IU]': 'IU',
  '[iU]': 'IU',
  '{beats}/min': '/min',
  '{breaths}/min': '/min',
  '1': '',
};

const SUPERSCRIPT: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '-': '⁻',
};
const raised = (digits: string) => [...digits].map((d) => SUPERSCRIPT[d] ?? d).join('');

export function readableUnit(unit: string | null | undefined): string {
  if (!unit) return '';
  const named = NAMED[unit];
  if (named !== undefined) return named;
  return (
    unit
      // A body-surface annotation is part of what the number means: kept, written out.
      .replace(/\{1\.73_m2\}/g, '1.73 m²')
      // Other annotations ({cells}, {score}) only name what is counted.
      .replace(/\{[^}]*\}/g, '')
      .replace(/\[([a-zA-Z]+)\]/g, (whole, name: string) => NAMED[whole] ?? name)
      .replace(/10\*(-?\d+)/g, (_, power: string) => `×10${raised(power)}`)
      .replace(/\b(m|cm|mm|dm)(\d)\b/g, (_, base: string, power: string) => `${base}${raised(power)}`)
      .replace(/\bu(L|g|mol|IU)\b/g, 'µ$1')
      // What an annotation leaves behind: `mg/{total}` is `mg`, `g/{x}/d` is `g/d`.
      .replace(/\/{2,}/g, '/')
      .replace(/(.)\/$/, '$1')
      .trim()
  );
}
