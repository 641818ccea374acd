import {
  brandSchema,
  bundledBrands,
  isHexColour,
  semanticColourNames,
  type Brand,
  type SemanticColourName,
} from '@portal/brands';
import { DRAFT_BRAND_STORAGE_KEY } from '../../../apps/portal/src/testing/storybook';

/** The id the draft takes in Storybook's registry and Brand toolbar, whatever id the partner gave it. */
export const DRAFT_BRAND_ID = 'draft';

/**
 * A bundled brand as the start of a partner's own: its look, without its public address and third-party ids,
 * which belong to that brand (the partner's come from their engineer or the server's environment).
 */
export function startFrom(brand: Brand): Brand {
  const { origin: _origin, services: _services, ...look } = structuredClone(brand);
  return look;
}

/** Every role names a hex colour of the palette: what the contrast report needs to read the draft. */
const colourable = (data: Partial<Brand>) =>
  semanticColourNames.every((role) => isHexColour(data.palette?.[data.colors?.[role] ?? ''] ?? ''));

/** The partner's draft as last saved, even half-finished; the bundled Sunrise brand until there is one. */
export function loadDraft(): Brand {
  const saved = localStorage.getItem(DRAFT_BRAND_STORAGE_KEY);
  if (saved !== null) {
    try {
      const data: unknown = JSON.parse(saved);
      // Only what still has the brand's shape comes back: a field the schema refuses is edited, not lost
      if (data && typeof data === 'object' && colourable(data)) return data as Brand;
    } catch {
      // a draft from an older tool, or edited by hand: start again
    }
  }
  return startFrom(bundledBrands.find((b) => b.id === 'sunrise') ?? bundledBrands[0]!);
}

export function saveDraft(brand: Brand): void {
  localStorage.setItem(DRAFT_BRAND_STORAGE_KEY, JSON.stringify(brand));
}

/** The draft as the Brand toolbar shows it on every story: under the draft's id, when it has a brand's shape. */
export function savedDraftForPreview(): Brand | undefined {
  if (localStorage.getItem(DRAFT_BRAND_STORAGE_KEY) === null) return undefined;
  const parsed = brandSchema.safeParse({ ...loadDraft(), id: DRAFT_BRAND_ID });
  return parsed.success ? parsed.data : undefined;
}

export function roleColour(brand: Brand, role: SemanticColourName): string {
  return brand.palette[brand.colors[role]] ?? '#000000';
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * Gives one role a colour. A palette entry only this role names is changed in place; one other roles share gets
 * a new entry named after the role, so picking the link colour does not repaint the primary button with it.
 */
export function setRoleColour(brand: Brand, role: SemanticColourName, hex: string): Brand {
  const entry = brand.colors[role];
  const shared = Object.entries(brand.colors).some(([other, name]) => other !== role && name === entry);
  const target = shared ? kebab(role) : entry;
  return {
    ...brand,
    palette: { ...brand.palette, [target]: hex.toLowerCase() },
    colors: { ...brand.colors, [role]: target },
  };
}

/**
 * The brand file exactly as the server loads it from BRANDS_DIR: the brand as the schema parsed it (unknown keys
 * left out), without palette entries no role names any more, named `<id>.json`.
 */
export function brandFile(brand: Brand): { name: string; json: string } {
  const used = new Set(Object.values(brand.colors));
  const palette = Object.fromEntries(Object.entries(brand.palette).filter(([name]) => used.has(name)));
  return { name: `${brand.id}.json`, json: `${JSON.stringify({ ...brand, palette }, null, 2)}\n` };
}
