#!/usr/bin/env node
/**
 * The operator registers the apps patients may connect (issue 30) in the file PORTAL_APPS_FILE names; the server
 * reads it at start. This edits that file so nobody hand-writes JSON or a secret:
 *
 *   npm run apps -- add --name "Growth Chart" --publisher "SMART Health IT" --redirect-uri https://…/callback
 *                       [--redirect-uri …] [--homepage https://…] [--logo https://…] [--confidential]
 *                       [--scope patient/Observation.rs …] [--file apps.json]
 *   npm run apps -- list [--file apps.json]
 *   npm run apps -- check [--file apps.json]
 *
 * `add` makes the client id from the name and, for a confidential app, a random secret, printed once. The file is
 * written only when the whole of it still passes the server's own check, and replaced in one rename.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError } from '../lib/config-error.js';
import { appsFile, loadPatientApps, type RegisteredApp } from '../modules/patient-apps/registration.js';

/** What an app may ask for when the operator names no scope: a patient's whole record, read-only, kept. */
export const DEFAULT_APP_SCOPES = ['openid', 'fhirUser', 'launch/patient', 'offline_access', 'patient/*.rs'];

export type AppsCommand =
  | { command: 'add'; file: string; app: AppToAdd }
  | { command: 'list' | 'check'; file: string }
  | { command: 'help'; error?: string };

export interface AppToAdd {
  name: string;
  publisher: string;
  redirect_uris: string[];
  homepage: string | null;
  logo_uri: string | null;
  scopes: string[];
  confidential: boolean;
}

const USAGE = `usage:
  npm run apps -- add --name <name> --publisher <who> --redirect-uri <uri> [--redirect-uri <uri>…]
                      [--homepage <url>] [--logo <https url>] [--scope <scope>…] [--confidential] [--file <path>]
  npm run apps -- list [--file <path>]
  npm run apps -- check [--file <path>]
(--file defaults to PORTAL_APPS_FILE)`;

const VALUED = ['--name', '--publisher', '--redirect-uri', '--homepage', '--logo', '--scope', '--file'];

export function parseAppsArgs(argv: string[], env: NodeJS.ProcessEnv): AppsCommand {
  const [command, ...rest] = argv;
  const values = new Map<string, string[]>();
  let confidential = false;
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i]!;
    if (arg === '--confidential') confidential = true;
    else if (VALUED.includes(arg)) {
      const value = rest[(i += 1)];
      if (value === undefined || value.startsWith('--'))
        return { command: 'help', error: `${arg} needs a value` };
      values.set(arg, [...(values.get(arg) ?? []), value]);
    } else return { command: 'help', error: `unknown argument: ${arg}` };
  }
  const one = (flag: string) => values.get(flag)?.at(-1);
  const file = one('--file') ?? env.PORTAL_APPS_FILE;
  if (command !== 'add' && command !== 'list' && command !== 'check')
    return { command: 'help', ...(command ? { error: `unknown command: ${command}` } : {}) };
  if (!file) return { command: 'help', error: 'no file: pass --file or set PORTAL_APPS_FILE' };
  if (command !== 'add') {
    if (values.size > (values.has('--file') ? 1 : 0) || confidential)
      return { command: 'help', error: `${command} takes only --file` };
    return { command, file };
  }
  const name = one('--name');
  const publisher = one('--publisher');
  const redirects = values.get('--redirect-uri') ?? [];
  if (!name || !publisher || redirects.length === 0)
    return { command: 'help', error: 'add needs --name, --publisher and at least one --redirect-uri' };
  return {
    command,
    file,
    app: {
      name,
      publisher,
      redirect_uris: redirects,
      homepage: one('--homepage') ?? null,
      logo_uri: one('--logo') ?? null,
      scopes: values.get('--scope') ?? DEFAULT_APP_SCOPES,
      confidential,
    },
  };
}

/** `Growth Chart` → `growth-chart`, then `-2`, `-3`… while another app holds it. */
export function clientIdFor(name: string, taken: ReadonlySet<string>): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 90) || 'app';
  const padded = base.length < 3 ? `${base}-app` : base;
  let id = padded;
  for (let n = 2; taken.has(id); n += 1) id = `${padded}-${n}`;
  return id;
}

const readApps = (file: string): RegisteredApp[] => (existsSync(file) ? loadPatientApps(file) : []);

/** The apps with one more; refused (ConfigError naming the field) when the file would no longer load. */
export function withApp(apps: RegisteredApp[], app: AppToAdd, secret: () => string): RegisteredApp[] {
  const { confidential, ...fields } = app;
  const added = {
    client_id: clientIdFor(app.name, new Set(apps.map((a) => a.client_id))),
    ...(confidential ? { client_secret: secret() } : {}),
    ...fields,
  };
  const checked = appsFile.safeParse({ apps: [...apps, added] });
  if (!checked.success)
    throw new ConfigError(
      checked.error.issues
        .map((issue) => `  ${issue.path.slice(2).join('.') || 'apps'}: ${issue.message}`)
        .join('\n'),
    );
  return checked.data.apps;
}

function writeApps(file: string, apps: RegisteredApp[]) {
  const next = `${file}.${process.pid}.tmp`;
  writeFileSync(next, `${JSON.stringify({ apps }, null, 2)}\n`, { mode: 0o600 });
  renameSync(next, file);
}

export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const parsed = parseAppsArgs(argv, env);
  if (parsed.command === 'help') {
    console.error(parsed.error ? `${parsed.error}\n${USAGE}` : USAGE);
    return parsed.error ? 2 : 0;
  }
  const file = resolve(parsed.file);
  try {
    const apps = readApps(file);
    if (parsed.command === 'check') {
      console.log(`${file}: ${apps.length} app(s), valid`);
    } else if (parsed.command === 'list') {
      for (const app of apps)
        console.log(
          `${app.client_id}\t${app.client_secret ? 'confidential' : 'public'}\t${app.name} (${app.publisher})\t${app.redirect_uris.join(' ')}`,
        );
    } else if (parsed.command === 'add') {
      const next = withApp(apps, parsed.app, () => randomBytes(32).toString('base64url'));
      writeApps(file, next);
      const added = next.at(-1)!;
      console.log(`Registered ${added.name}: client_id ${added.client_id}`);
      if (added.client_secret)
        console.log(
          `client_secret ${added.client_secret}\n(shown once: give it to the app's maker privately)`,
        );
      console.log('Restart the server (or each instance) to let patients connect it.');
    }
    return 0;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`${file}: not changed\n${error.message}`);
      return 1;
    }
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2));
}
