import { AA_MINIMUM, contrastRatio, type ContrastKind } from './contrast.js';
import { brandSchema, type Brand, type SemanticColourName } from './schema.js';

/** Every foreground/background pair the components actually draw, with the AA level it must meet. */
export const contrastPairs: ReadonlyArray<{
  foreground: SemanticColourName;
  background: SemanticColourName;
  kind: ContrastKind;
  usedFor: string;
}> = [
  { foreground: 'onPrimary', background: 'primary', kind: 'text', usedFor: 'primary button label' },
  { foreground: 'onPrimary', background: 'primaryHover', kind: 'text', usedFor: 'hovered primary button' },
  { foreground: 'onSurface', background: 'surface', kind: 'text', usedFor: 'body text' },
  { foreground: 'onSurface', background: 'surfaceMuted', kind: 'text', usedFor: 'text on muted panels' },
  { foreground: 'onSurfaceMuted', background: 'surface', kind: 'text', usedFor: 'secondary text' },
  {
    foreground: 'onSurfaceMuted',
    background: 'surfaceMuted',
    kind: 'text',
    usedFor: 'secondary text on panels',
  },
  { foreground: 'primary', background: 'surface', kind: 'text', usedFor: 'outline and ghost buttons' },
  { foreground: 'link', background: 'surface', kind: 'text', usedFor: 'links' },
  { foreground: 'danger', background: 'surface', kind: 'text', usedFor: 'error messages' },
  { foreground: 'onDanger', background: 'danger', kind: 'text', usedFor: 'danger button label' },
  { foreground: 'onSurface', background: 'stripe', kind: 'text', usedFor: 'striped card text' },
  { foreground: 'onHeader', background: 'header', kind: 'text', usedFor: 'app header' },
  { foreground: 'border', background: 'surface', kind: 'ui', usedFor: 'form control borders' },
  { foreground: 'focus', background: 'surface', kind: 'ui', usedFor: 'focus ring' },
  { foreground: 'focus', background: 'surfaceMuted', kind: 'ui', usedFor: 'focus ring on panels' },
  { foreground: 'primary', background: 'surfaceMuted', kind: 'ui', usedFor: 'selected tab and step markers' },
  { foreground: 'success', background: 'surface', kind: 'ui', usedFor: 'success icon' },
  { foreground: 'warning', background: 'surface', kind: 'ui', usedFor: 'warning icon' },
  { foreground: 'info', background: 'surface', kind: 'ui', usedFor: 'information icon' },
  { foreground: 'stripeBorder', background: 'stripe', kind: 'ui', usedFor: 'striped card left border' },
];

export interface ContrastResult {
  foreground: SemanticColourName;
  background: SemanticColourName;
  kind: ContrastKind;
  usedFor: string;
  ratio: number;
  required: number;
  passes: boolean;
}

export function colourOf(brand: Brand, role: SemanticColourName): string {
  // The schema guarantees every role names a palette entry.
  return brand.palette[brand.colors[role]] as string;
}

/** The full contrast report of a (schema-valid) brand, one row per pair. */
export function contrastReport(brand: Brand): ContrastResult[] {
  return contrastPairs.map((pair) => {
    const ratio = contrastRatio(colourOf(brand, pair.foreground), colourOf(brand, pair.background));
    const required = AA_MINIMUM[pair.kind];
    return { ...pair, ratio: Math.round(ratio * 100) / 100, required, passes: ratio >= required };
  });
}

export function describeFailure(r: ContrastResult): string {
  return `${r.foreground} on ${r.background} is ${r.ratio.toFixed(2)}:1, needs ${r.required}:1 (${r.usedFor})`;
}

export type BrandCheck =
  | { ok: true; brand: Brand; report: ContrastResult[] }
  | { ok: false; errors: string[]; report: ContrastResult[] };

/** Validates unknown data as a brand: shape first, then WCAG AA contrast of every pair. */
export function checkBrand(data: unknown): BrandCheck {
  const parsed = brandSchema.safeParse(data);
  if (!parsed.success) {
    return {
      ok: false,
      report: [],
      errors: parsed.error.issues.map((i) => `${i.path.join('.') || '(brand)'}: ${i.message}`),
    };
  }
  const report = contrastReport(parsed.data);
  const failures = report.filter((r) => !r.passes);
  if (failures.length > 0) return { ok: false, report, errors: failures.map(describeFailure) };
  return { ok: true, brand: parsed.data, report };
}

export class BrandError extends Error {
  constructor(
    readonly brandId: string,
    readonly problems: string[],
  ) {
    super(`Brand "${brandId}" is rejected: ${problems.join('; ')}`);
    this.name = 'BrandError';
  }
}

/** Like checkBrand, but throws a BrandError naming every failing field or pair. */
export function parseBrand(data: unknown): Brand {
  const result = checkBrand(data);
  if (!result.ok) {
    const id = typeof data === 'object' && data && 'id' in data ? String(data.id) : '(unknown)';
    throw new BrandError(id, result.errors);
  }
  return result.brand;
}
