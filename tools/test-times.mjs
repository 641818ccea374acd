#!/usr/bin/env node
/**
 * What `npm test` prints last: how long each task took, and on what machine. CI shows the end of the output,
 * and a run that nears its time limit is read from here: which task grew, and whether the machine had the cores
 * and the quiet this one measures on.
 *
 *   node tools/test-times.mjs     the newest turbo run summary (.turbo/runs, written by `turbo run --summarize`)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism, cpus, freemem, loadavg, totalmem } from 'node:os';
import { join, resolve } from 'node:path';

const runs = resolve(import.meta.dirname, '../.turbo/runs');

/** 125 s → "2:05". */
const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** The lines of the report for a turbo run summary: each task that ran, in the order it started, then the total. */
function taskLines(summary) {
  const ran = summary.tasks
    .filter((task) => task.execution)
    .sort((a, b) => a.execution.startTime - b.execution.startTime);
  const width = Math.max(...ran.map((task) => task.taskId.length), 4);
  const lines = ran.map(({ taskId, execution }) => {
    const result = execution.exitCode === 0 ? 'ok' : `exit ${execution.exitCode}`;
    return `  ${taskId.padEnd(width)}  ${minutes(execution.endTime - execution.startTime).padStart(6)}  ${result}`;
  });
  const { startTime, endTime } = summary.execution;
  lines.push(`  ${'all'.padEnd(width)}  ${minutes(endTime - startTime).padStart(6)}`);
  return lines;
}

function newestSummary() {
  let files;
  try {
    files = readdirSync(runs).filter((name) => name.endsWith('.json'));
  } catch {
    return undefined;
  }
  const newest = files
    .map((name) => join(runs, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  return newest && JSON.parse(readFileSync(newest, 'utf8'));
}

const summary = newestSummary();
const gb = (bytes) => `${(bytes / 2 ** 30).toFixed(1)} GB`;
const load = loadavg()
  .map((n) => n.toFixed(1))
  .join(' / ');
console.log(
  `\nmachine: ${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? 'unknown'}), ` +
    `${gb(freemem())} free of ${gb(totalmem())}, load 1/5/15 min: ${load}`,
);
if (summary) console.log(`times (min:s), ${summary.execution.command}:\n${taskLines(summary).join('\n')}`);
