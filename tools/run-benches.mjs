#!/usr/bin/env node
/**
 * Runs bench scripts one after another (they measure, so never in parallel), each to its end even when an
 * earlier one missed a budget, and exits non-zero if any did. `--short` is passed on (see tools/bench.mjs).
 *   node tools/run-benches.mjs [--short] bench/a.mjs bench/b.mjs …
 */
import { spawnSync } from 'node:child_process';
import process from 'node:process';

const args = process.argv.slice(2);
const flags = args.filter((a) => a.startsWith('--'));
const failed = [];
for (const script of args.filter((a) => !a.startsWith('--'))) {
  console.log(`\n— ${script} ${flags.join(' ')}`.trimEnd());
  const { status } = spawnSync(process.execPath, [script, ...flags], { stdio: 'inherit' });
  if (status !== 0) failed.push(`${script} (exit ${status})`);
}
if (failed.length) {
  console.error(`\nbench: ${failed.length} failed or missed a budget: ${failed.join(', ')}`);
  process.exit(1);
}
