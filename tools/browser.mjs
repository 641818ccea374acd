#!/usr/bin/env node
/**
 * The one place that knows where Chromium is and how to launch it, for every browser consumer (the ui tarball
 * test, Storybook story tests, e2e, the benches, Lighthouse). Plain ESM at the repository root, imported by
 * relative path: it needs no build and no `npm install` to be found from any workspace.
 *
 *   CHROMIUM_PATH, then Debian's /usr/bin/chromium, then the usual names on PATH.
 *   None found: as root with apt-get, install Debian's `chromium` (with a progress line); otherwise stop and
 *   print the one command to run.
 *
 * `node tools/browser.mjs` does exactly that and prints the path (`npm test` runs it first).
 */
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

/**
 * Headless Chromium in a container as root, with nothing fetched behind the test's back (no QUIC, no
 * component or sync updates, no first-run pages).
 */
export const chromiumArgs = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

const DEBIAN_PATH = '/usr/bin/chromium';
const NAMES = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome', 'chrome'];
const INSTALL = 'apt-get update && apt-get install -y chromium';

const executable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};
const onPath = (name) =>
  (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, name))
    .find(executable);

/** Where Chromium is on this machine, or undefined. A CHROMIUM_PATH that is not executable is an error. */
export function findChromium() {
  const asked = process.env.CHROMIUM_PATH;
  if (asked) {
    if (executable(asked)) return asked;
    throw new Error(`CHROMIUM_PATH=${asked} is not an executable file.`);
  }
  if (executable(DEBIAN_PATH)) return DEBIAN_PATH;
  for (const name of NAMES) {
    const found = onPath(name);
    if (found) return found;
  }
  return undefined;
}

/** Runs a command, showing its latest output line in place of a spinner (one line, not a scroll of apt). */
function runWithProgress(label, command, args) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const tty = process.stderr.isTTY;
    let last = '';
    let shown = 0;
    const show = (force = false) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const line = `browser: ${label} (${seconds} s) ${last}`.slice(0, 118);
      if (tty) process.stderr.write(`\r\x1b[2K${line}`);
      else if (force || Date.now() - shown > 10_000) {
        process.stderr.write(`${line}\n`);
        shown = Date.now();
      }
    };
    const child = spawn(command, args, {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    const take = (chunk) => {
      const text = chunk.toString();
      output.push(text);
      const lines = text.split('\n').filter((l) => l.trim());
      if (lines.length) last = lines.at(-1).trim();
      show();
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    const tick = setInterval(show, 1000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(tick);
      last = code === 0 ? 'done' : `failed (exit ${code})`;
      show(true);
      if (tty) process.stderr.write('\n');
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed:\n${output.join('').slice(-2000)}`));
    });
  });
}

/**
 * Chromium's path, installing Debian's package first when there is none and this user may (root with
 * apt-get). Otherwise throws with the one command that fixes it.
 */
export async function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const root = process.getuid?.() === 0;
  if (!root || !onPath('apt-get'))
    throw new Error(
      `No Chromium found (CHROMIUM_PATH, ${DEBIAN_PATH}, ${NAMES.join(', ')} on PATH). Install it with:\n` +
        `  sudo sh -c '${INSTALL}'\nor point CHROMIUM_PATH at a Chromium or Chrome binary.`,
    );
  process.stderr.write(
    "browser: no Chromium on this machine; installing Debian's chromium (about a minute)\n",
  );
  await runWithProgress('apt-get update', 'apt-get', ['update']);
  await runWithProgress('apt-get install chromium', 'apt-get', ['install', '-y', 'chromium']);
  const installed = findChromium();
  if (!installed) throw new Error(`apt-get installed chromium but no executable was found; try: ${INSTALL}`);
  return installed;
}

/** Playwright's `launchOptions` (playwright-core, @playwright/test, @vitest/browser-playwright). */
export async function chromiumLaunchOptions() {
  return { executablePath: await ensureChromium(), args: [...chromiumArgs] };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const path = await ensureChromium();
    const version = spawnSync(path, ['--version'], { encoding: 'utf8' }).stdout.trim();
    console.log(`browser: ${version || 'Chromium'} at ${path}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
