#!/usr/bin/env node
/** Writes dist/brands.css from the registry; a brand failing its schema or contrast check fails the build. */
import { writeFileSync } from 'node:fs';
import { brands, buildBrandsCss, DEFAULT_BRAND_ID } from '../dist/index.js';

try {
  writeFileSync(new URL('../dist/brands.css', import.meta.url), buildBrandsCss(brands, DEFAULT_BRAND_ID));
} catch (error) {
  console.error(`@portal/brands: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
