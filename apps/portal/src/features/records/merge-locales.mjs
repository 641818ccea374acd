#!/usr/bin/env node
/**
 * Copies this feature's translations (locales.{en,es}.json) into the `records` subtree of the app's locale
 * files (public/locales/{en,es}.json). Other features' keys, their order and the file format stay as they are,
 * so several engineers can edit the locale files without stepping on each other. Run after editing either file:
 *   node apps/portal/src/features/records/merge-locales.mjs
 * A test (records-locales.test.ts) fails when the two drift apart.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const publicLocales = join(here, '..', '..', '..', 'public', 'locales');

for (const language of ['en', 'es']) {
  const target = join(publicLocales, `${language}.json`);
  const app = JSON.parse(readFileSync(target, 'utf8'));
  app.records = JSON.parse(readFileSync(join(here, `locales.${language}.json`), 'utf8'));
  writeFileSync(target, `${JSON.stringify(app, null, 2)}\n`);
}
