#!/usr/bin/env node
/**
 * Coordinators verify patients who asked for a call, outside the portal:
 *
 *   npm run coordinator -- list
 *   npm run coordinator -- approve <request id> [--by <name>]
 *   npm run coordinator -- reject <request id> [--by <name>]
 *
 * It talks to the running server (PORTAL_URL, default http://localhost:8080) with the coordinators' token
 * (PORTAL_COORDINATOR_TOKEN, or the `coordinator-token` file the server writes in its data folder), so it works
 * the same against embedded PGlite, which only the server's process can open, and a shared PostgreSQL.
 * The decision records who decided (--by, else the OS user) and when.
 */
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { userInfo } from 'node:os';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../config.js';

export type CoordinatorCommand =
  | { command: 'list'; url: string }
  | { command: 'approve' | 'reject'; id: string; by: string; url: string }
  | { command: 'help'; error?: string };

const USAGE =
  'usage: npm run coordinator -- list | approve <id> [--by <name>] | reject <id> [--by <name>] [--url <server>]';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseCoordinatorArgs(
  argv: string[],
  env: NodeJS.ProcessEnv,
  osUser: string,
): CoordinatorCommand {
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2);
      const value = inline ?? argv[i + 1];
      if (value === undefined || value.startsWith('--'))
        return { command: 'help', error: `--${name} needs a value` };
      flags[name!] = value;
      if (inline === undefined) i += 1;
    } else positional.push(arg);
  }
  const url = (flags.url ?? env.PORTAL_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
  const [command, id] = positional;
  if (command === 'list' && positional.length === 1) return { command, url };
  if ((command === 'approve' || command === 'reject') && positional.length === 2) {
    if (!UUID.test(id!)) return { command: 'help', error: `not a request id: ${id}` };
    const by = (flags.by ?? osUser).trim();
    if (!by) return { command: 'help', error: '--by is required when the OS user is unknown' };
    return { command, id: id!, by, url };
  }
  return { command: 'help', ...(command ? { error: `unknown command: ${positional.join(' ')}` } : {}) };
}

export function coordinatorToken(env: NodeJS.ProcessEnv): string | undefined {
  if (env.PORTAL_COORDINATOR_TOKEN?.trim()) return env.PORTAL_COORDINATOR_TOKEN.trim();
  const dir = env.PORTAL_DATA_DIR?.trim() || '.data';
  const file = join(isAbsolute(dir) ? dir : join(REPO_ROOT, dir), 'coordinator-token');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

interface Request {
  id: string;
  name: string;
  date_of_birth: string;
  phone: string | null;
  preferred_time: string | null;
  note: string | null;
  requested_at: string;
}

export function formatRequests(requests: Request[]): string {
  if (requests.length === 0) return 'No patient is waiting for a coordinator.';
  return requests
    .map((r) =>
      [
        r.id,
        `  patient:   ${r.name}, born ${r.date_of_birth}`,
        `  call:      ${r.phone ?? '-'} at ${r.preferred_time ?? '-'}`,
        `  requested: ${r.requested_at}`,
        ...(r.note ? [`  note:      ${r.note}`] : []),
      ].join('\n'),
    )
    .join('\n\n');
}

async function call(url: string, token: string, method: 'GET' | 'POST', body?: unknown) {
  const response = await fetch(url, {
    method,
    headers: {
      authorization: `Coordinator ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await response.json().catch(() => ({}))) as { content?: unknown; error?: string };
  if (!response.ok) throw new Error(json.error ?? `HTTP ${response.status}`);
  return json.content;
}

export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const parsed = parseCoordinatorArgs(argv, env, safeOsUser());
  if (parsed.command === 'help') {
    console.error(parsed.error ? `${parsed.error}\n${USAGE}` : USAGE);
    return parsed.error ? 2 : 0;
  }
  const token = coordinatorToken(env);
  if (!token) {
    console.error(
      'No coordinator token: set PORTAL_COORDINATOR_TOKEN or start the server once (it writes .data/coordinator-token).',
    );
    return 2;
  }
  try {
    if (parsed.command === 'list') {
      const content = (await call(`${parsed.url}/v1/coordinator/verifications`, token, 'GET')) as {
        requests: Request[];
      };
      console.log(formatRequests(content.requests));
    } else {
      const content = (await call(`${parsed.url}/v1/coordinator/verifications/${parsed.id}`, token, 'POST', {
        decision: parsed.command,
        by: parsed.by,
      })) as { decided_by: string; decided_at: string; status: string };
      console.log(
        `${parsed.command === 'approve' ? 'Approved' : 'Rejected'} ${parsed.id} by ${content.decided_by} at ${content.decided_at}.`,
      );
    }
    return 0;
  } catch (error) {
    console.error(`coordinator: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

function safeOsUser(): string {
  try {
    return userInfo().username;
  } catch {
    return '';
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
