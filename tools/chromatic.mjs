#!/usr/bin/env node
/**
 * Hosted visual review (Chromatic) runs only where its project token is set (CHROMATIC_PROJECT_TOKEN): a clean
 * clone, a fork or CI without the secret skips it and says so, instead of failing. chromatic.config.json holds
 * the settings; the preview's `chromatic.modes` photograph every brand in both languages. The local,
 * account-free review is `npm run visual`.
 */
import { spawnSync } from 'node:child_process';
import process from 'node:process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: CHROMATIC_PROJECT_TOKEN is not set; skipped (npm run visual reviews locally).');
  process.exit(0);
}
const run = spawnSync('npx', ['chromatic', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
