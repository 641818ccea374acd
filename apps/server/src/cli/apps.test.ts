import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPatientApps } from '../modules/patient-apps/registration.js';
import { clientIdFor, DEFAULT_APP_SCOPES, main, parseAppsArgs } from './apps.js';

const ADD = ['add', '--name', 'Growth Chart', '--publisher', 'SMART Health IT'];
const REDIRECT = ['--redirect-uri', 'https://growth.example.org/callback'];

describe('the apps command line', () => {
  it.each([
    [[...ADD, ...REDIRECT, '--file', 'a.json'], 'add'],
    [['list', '--file', 'a.json'], 'list'],
    [['check'], 'check'],
    [[], 'help'],
    [['remove', '--file', 'a.json'], 'help'],
    [[...ADD, '--file', 'a.json'], 'help'],
    [[...ADD, ...REDIRECT, '--name'], 'help'],
    [[...ADD, ...REDIRECT, '--secret', 'x'], 'help'],
    [['list', '--confidential'], 'help'],
  ])('[issue 30] reads %j as %s', (argv, command) => {
    expect(parseAppsArgs(argv, { PORTAL_APPS_FILE: 'apps.json' }).command).toBe(command);
  });

  it('[issue 30] needs a file, from --file or PORTAL_APPS_FILE', () => {
    expect(parseAppsArgs(['check'], {})).toMatchObject({
      command: 'help',
      error: expect.stringMatching(/no file/),
    });
    expect(parseAppsArgs(['check'], { PORTAL_APPS_FILE: 'x.json' })).toEqual({
      command: 'check',
      file: 'x.json',
    });
  });

  it('[issue 30] asks for a whole read-only record unless scopes are named', () => {
    const parsed = parseAppsArgs([...ADD, ...REDIRECT, '--file', 'a.json'], {});
    expect(parsed).toMatchObject({ app: { scopes: DEFAULT_APP_SCOPES, confidential: false } });
  });

  it.each([
    ['Growth Chart', [], 'growth-chart'],
    ['Growth Chart', ['growth-chart'], 'growth-chart-2'],
    ['Growth Chart', ['growth-chart', 'growth-chart-2'], 'growth-chart-3'],
    ['Diabetes Diário ✓', [], 'diabetes-diario'],
    ['!!', [], 'app'],
    ['Ab', [], 'ab-app'],
  ])('[issue 30] names %s (taken %j) %s', (name, taken, id) => {
    expect(clientIdFor(name, new Set(taken))).toBe(id);
  });
});

describe('npm run apps', () => {
  let dir: string;
  let file: string;
  const out: string[] = [];
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'apps-cli-'));
    file = join(dir, 'apps.json');
    out.length = 0;
    vi.spyOn(console, 'log').mockImplementation((line: string) => void out.push(line));
    vi.spyOn(console, 'error').mockImplementation((line: string) => void out.push(line));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    rmSync(dir, { recursive: true, force: true });
  });

  it('[issue 30] registers a public and a confidential app in a file the server loads', async () => {
    expect(await main([...ADD, ...REDIRECT, '--file', file])).toBe(0);
    expect(
      await main([
        'add',
        '--name',
        'Growth Chart',
        '--publisher',
        'Another maker',
        '--redirect-uri',
        'http://localhost:9000/cb',
        '--scope',
        'launch/patient',
        '--scope',
        'patient/Observation.rs',
        '--confidential',
        '--file',
        file,
      ]),
    ).toBe(0);
    const apps = loadPatientApps(file);
    expect(apps.map((app) => [app.client_id, Boolean(app.client_secret), app.scopes])).toEqual([
      ['growth-chart', false, DEFAULT_APP_SCOPES],
      ['growth-chart-2', true, ['launch/patient', 'patient/Observation.rs']],
    ]);
    // The secret is shown once, and only the owner may read the file that keeps it
    expect(out.join('\n')).toContain(apps[1]!.client_secret);
    expect(statSync(file).mode & 0o077).toBe(0);
    out.length = 0;
    expect(await main(['list', '--file', file])).toBe(0);
    expect(out.join('\n')).not.toContain(apps[1]!.client_secret);
    expect(out).toHaveLength(2);
  });

  it.each([
    [['--redirect-uri', 'http://growth.example.org/callback'], /https/],
    [['--redirect-uri', 'not a url'], /redirect_uris/],
    [[...REDIRECT, '--scope', 'user/*.rs'], /scopes/],
    [[...REDIRECT, '--scope', 'patient/*.rs'], /launch\/patient/],
    [[...REDIRECT, '--logo', 'http://growth.example.org/logo.png'], /https/],
  ])('[issue 30] refuses %j and leaves the file as it was', async (extra, message) => {
    writeFileSync(file, '{ "apps": [] }\n');
    expect(await main([...ADD, ...extra, '--file', file])).toBe(1);
    expect(out.join('\n')).toMatch(message);
    expect(readFileSync(file, 'utf8')).toBe('{ "apps": [] }\n');
  });

  it('[issue 30] check names what is wrong in a hand-edited file', async () => {
    writeFileSync(file, JSON.stringify({ apps: [{ client_id: 'x' }] }));
    expect(await main(['check', '--file', file])).toBe(1);
    expect(out.join('\n')).toMatch(/not changed[\s\S]*PORTAL_APPS_FILE apps\.0/);
  });
});
