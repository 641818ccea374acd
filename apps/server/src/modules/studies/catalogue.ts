import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { studyCatalogue, type CatalogueStudy } from '@portal/contract';
import { REPO_ROOT } from '../../config.js';

/**
 * The study catalogue: fictional sample studies shipped in the repository (apps/server/data/studies/README.md),
 * validated against the contract on first read so a malformed file fails loudly, not as a half-drawn screen.
 */
let catalogue: readonly CatalogueStudy[] | undefined;

export function catalogueStudies(): readonly CatalogueStudy[] {
  catalogue ??= studyCatalogue.parse(
    JSON.parse(readFileSync(join(REPO_ROOT, 'apps/server/data/studies/catalogue.json'), 'utf8')),
  ).studies;
  return catalogue;
}

export const findStudy = (id: string): CatalogueStudy | undefined =>
  catalogueStudies().find((study) => study.id === id);
