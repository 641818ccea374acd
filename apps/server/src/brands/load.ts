import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { brandIdForHost, BrandError, DEFAULT_BRAND_ID, parseBrand, type Brand } from '@portal/brands';
import { ConfigError } from '../lib/config-error.js';

const refuse = (problem: string) => new ConfigError(`Invalid configuration:\n  BRANDS_DIR: ${problem}`);

/** One brand file, checked as the build checks the bundled ones (schema, then WCAG AA contrast of every pair). */
function loadBrandFile(dir: string, file: string): Brand {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  } catch (error) {
    throw refuse(`${file} is not readable JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  let brand: Brand;
  try {
    brand = parseBrand(data);
  } catch (error) {
    if (error instanceof BrandError) throw refuse(`${file}: ${error.message}`);
    throw error;
  }
  const id = basename(file, '.json');
  if (brand.id !== id) throw refuse(`${file} holds the brand "${brand.id}": name it ${brand.id}.json`);
  // A label that means "no partner" (localhost, dashboard…) would never reach the brand
  if (brand.id !== DEFAULT_BRAND_ID && brandIdForHost(`${brand.id}.example`) !== brand.id)
    throw refuse(`${file}: the host ${brand.id}.<domain> would show the default brand; choose another id`);
  return brand;
}

/**
 * The brands a deployment serves: every `<id>.json` in `dir` (the bundled ones, packages/brands/src, unless
 * BRANDS_DIR names another folder), the default brand first. Any file failing its check stops the start with
 * the file, the brand and the failing field or contrast pair named; so does a folder without the default brand.
 */
export function loadBrandsDir(dir: string): Brand[] {
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort();
  } catch {
    throw refuse(`cannot read the folder ${dir}`);
  }
  const loaded = files.map((file) => loadBrandFile(dir, file));
  const fallback = loaded.find((brand) => brand.id === DEFAULT_BRAND_ID);
  if (!fallback)
    throw refuse(
      `${dir} holds no ${DEFAULT_BRAND_ID}.json: the default brand answers every host that names no partner`,
    );
  return [fallback, ...loaded.filter((brand) => brand !== fallback)];
}
