#!/usr/bin/env node
/**
 * Copies this feature's translations (locales.{en,es}.json) into the `onboarding` subtree of the app's locale
 * files (public/locales/{en,es}.json), leaving every other key, its order and the format as they are. Run after
 * editing either file:  node apps/portal/src/features/onboarding/merge-locales.mjs
 * A test (onboarding-locales.test.ts) fails when the two drift apart.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const publicLocales = join(here, '..', '..', '..', 'public', 'locales');

for (const language of ['en', 'es']) {
  const target = join(publicLocales, `${language}.json`);
  const app = JSON.parse(readFileSync(target, 'utf8'));
  app.onboarding = JSON.parse(readFileSync(join(here, `locales.${language}.json`), 'utf8'));
  writeFileSync(target, `${JSON.stringify(app, null, 2)}\n`);
}
