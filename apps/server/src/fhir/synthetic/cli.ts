#!/usr/bin/env node
/*
 * Writes a deterministic synthetic patient bundle to stdout:
 *   node apps/server/dist/fhir/synthetic/cli.js --seed 1 --resources 50000 [--years 10] > patient.json
 */
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { syntheticBundleChunks } from './generator.js';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '1' },
    resources: { type: 'string', default: '1000' },
    years: { type: 'string', default: '10' },
  },
});
const seed = Number(values.seed);
const resources = Number(values.resources);
const years = Number(values.years);
if (!Number.isInteger(seed) || !Number.isInteger(resources) || resources < 1 || !(years > 0)) {
  process.stderr.write('usage: cli.js --seed <int> --resources <int >= 1> [--years <n>]\n');
  process.exit(2);
}

for (const chunk of syntheticBundleChunks({ seed, resources, years })) {
  // Respect back-pressure so a 50,000-resource bundle streams in constant memory.
  if (!process.stdout.write(chunk)) await once(process.stdout, 'drain');
}
