#!/usr/bin/env node
/**
 * Coordinators verify patients outside the portal, each under their own name:
 *
 *   npm run coordinator -- new-token <name>     make a token for a coordinator (once, by whoever runs the server)
 *   npm run coordinator -- list
 *   npm run coordinator -- approve <request id>
 *   npm run coordinator -- reject <request id>
 *   npm run coordinator -- reviews                    legal-name and date-of-birth changes waiting for review
 *   npm run coordinator -- approve-review <review id> the change applies
 *   npm run coordinator -- reject-review <review id>  the value in force stays
 *
 * The server knows coordinators from COORDINATOR_TOKENS (`name:<sha256 hex of their token>`, comma-separated);
 * each coordinator keeps their own token in PORTAL_COORDINATOR_TOKEN. The server names the decision and the
 * audit row after the coordinator whose token it is (`coordinator:<name>`), not after anything the tool says.
 * It talks to the running server (PORTAL_URL, default http://localhost:8080), so it works the same against
 * embedded PGlite, which only the server's process can open, and a shared PostgreSQL.
 */
import { createHash, randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';

export type CoordinatorCommand =
  | { command: 'list'; url: string }
  | { command: 'reviews'; url: string }
  | { command: 'approve' | 'reject' | 'approve-review' | 'reject-review'; id: string; url: string }
  | { command: 'new-token'; name: string }
  | { command: 'help'; error?: string };

const USAGE =
  'usage: npm run coordinator -- list | approve <id> | reject <id> | reviews | approve-review <id> | reject-review <id> [--url <server>] | new-token <name>';
const DECISIONS = ['approve', 'reject', 'approve-review', 'reject-review'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NAME = /^[a-z0-9][a-z0-9._-]{0,39}$/;

export function parseCoordinatorArgs(argv: string[], env: NodeJS.ProcessEnv): CoordinatorCommand {
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2);
      const value = inline ?? argv[i + 1];
      if (value === undefined || value.startsWith('--'))
        return { command: 'help', error: `--${name} needs a value` };
      if (name !== 'url') return { command: 'help', error: `unknown option: --${name}` };
      flags[name] = value;
      if (inline === undefined) i += 1;
    } else positional.push(arg);
  }
  const url = (flags.url ?? env.PORTAL_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
  const [command, id] = positional;
  if (command === 'list' && positional.length === 1) return { command, url };
  if (command === 'reviews' && positional.length === 1) return { command, url };
  const decision = DECISIONS.find((d) => d === command);
  if (decision && positional.length === 2) {
    if (!UUID.test(id!)) return { command: 'help', error: `not a request id: ${id}` };
    return { command: decision, id: id!, url };
  }
  if (command === 'new-token' && positional.length === 2) {
    const name = id!.toLowerCase();
    if (!NAME.test(name)) return { command: 'help', error: `a name is 1-40 letters, digits, . _ -: ${id}` };
    return { command, name };
  }
  return { command: 'help', ...(command ? { error: `unknown command: ${positional.join(' ')}` } : {}) };
}

/** A new random token for one coordinator and the `name:hash` entry the server's COORDINATOR_TOKENS needs. */
export function newCoordinatorToken(name: string): { token: string; entry: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, entry: `${name}:${createHash('sha256').update(token).digest('hex')}` };
}

interface Request {
  id: string;
  reason: 'call' | 'confirmation_mismatch';
  name: string;
  /** The brand (partner) the patient is a member of. */
  brand: string;
  date_of_birth: string;
  phone: string | null;
  preferred_time: string | null;
  note: string | null;
  document_read: string | null;
  patient_typed: string | null;
  requested_at: string;
}

export function formatRequests(requests: Request[]): string {
  if (requests.length === 0) return 'No patient is waiting for a coordinator.';
  return requests
    .map((r) =>
      [
        r.id,
        `  patient:   ${r.name}, born ${r.date_of_birth}`,
        `  brand:     ${r.brand}`,
        ...(r.reason === 'confirmation_mismatch'
          ? [
              `  why:       the patient changed what their ID showed`,
              `  ID read:   ${r.document_read ?? '-'}`,
              `  typed:     ${r.patient_typed ?? '-'}`,
              `  call:      ${r.phone ?? '-'}`,
            ]
          : [`  call:      ${r.phone ?? '-'} at ${r.preferred_time ?? '-'}`]),
        `  requested: ${r.requested_at}`,
        ...(r.note ? [`  note:      ${r.note}`] : []),
      ].join('\n'),
    )
    .join('\n\n');
}

interface Review {
  id: string;
  field: 'legal_name' | 'date_of_birth';
  patient: string;
  current: string;
  requested: string;
  requested_at: string;
}

export function formatReviews(reviews: Review[]): string {
  if (reviews.length === 0) return 'No profile change is waiting for review.';
  return reviews
    .map((r) =>
      [
        r.id,
        `  patient:   ${r.patient}`,
        `  change:    ${r.field === 'legal_name' ? 'legal name' : 'date of birth'}`,
        `  now:       ${r.current}`,
        `  asked for: ${r.requested}`,
        `  requested: ${r.requested_at}`,
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
  const parsed = parseCoordinatorArgs(argv, env);
  if (parsed.command === 'help') {
    console.error(parsed.error ? `${parsed.error}\n${USAGE}` : USAGE);
    return parsed.error ? 2 : 0;
  }
  if (parsed.command === 'new-token') {
    const { token, entry } = newCoordinatorToken(parsed.name);
    console.log(
      [
        `Token for ${parsed.name} (give it to them only; it is not stored anywhere):`,
        `  PORTAL_COORDINATOR_TOKEN=${token}`,
        `Add to the server's COORDINATOR_TOKENS (comma-separated) and restart it:`,
        `  ${entry}`,
      ].join('\n'),
    );
    return 0;
  }
  const token = env.PORTAL_COORDINATOR_TOKEN?.trim();
  if (!token) {
    console.error('No coordinator token: set PORTAL_COORDINATOR_TOKEN to your own (see new-token).');
    return 2;
  }
  try {
    if (parsed.command === 'list') {
      const content = (await call(`${parsed.url}/v1/coordinator/verifications`, token, 'GET')) as {
        requests: Request[];
      };
      console.log(formatRequests(content.requests));
    } else if (parsed.command === 'reviews') {
      const content = (await call(`${parsed.url}/v1/coordinator/profile-reviews`, token, 'GET')) as {
        reviews: Review[];
      };
      console.log(formatReviews(content.reviews));
    } else if (parsed.command === 'approve-review' || parsed.command === 'reject-review') {
      const decision = parsed.command === 'approve-review' ? 'approve' : 'reject';
      const content = (await call(
        `${parsed.url}/v1/coordinator/profile-reviews/${parsed.id}`,
        token,
        'POST',
        {
          decision,
        },
      )) as { decided_by: string; decided_at: string };
      console.log(
        `${decision === 'approve' ? 'Approved' : 'Rejected'} review ${parsed.id} by ${content.decided_by} at ${content.decided_at}.`,
      );
    } else {
      const content = (await call(`${parsed.url}/v1/coordinator/verifications/${parsed.id}`, token, 'POST', {
        decision: parsed.command,
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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
