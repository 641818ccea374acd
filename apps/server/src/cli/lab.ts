#!/usr/bin/env node
/**
 * The sandbox lab, by hand (development only; the server runs it only without a real lab partner and never in
 * production):
 *
 *   npm run lab -- advance <order id>            one step along the lifecycle (results are filed at results-ready)
 *   npm run lab -- advance <order id> <status>   to that status, as a partner could send it (an unknown code too)
 *
 * It talks to the running server (PORTAL_URL, default http://127.0.0.1:8080), which answers it only from this
 * machine, so it works the same against embedded PGlite, which only the server's process can open.
 */
import { pathToFileURL } from 'node:url';

export type LabCommand =
  { command: 'advance'; orderId: string; status?: string; url: string } | { command: 'help'; error?: string };

const USAGE = 'usage: npm run lab -- advance <order id> [status] [--url <server>]';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseLabArgs(argv: string[], env: NodeJS.ProcessEnv): LabCommand {
  const positional: string[] = [];
  let url = env.PORTAL_URL ?? 'http://127.0.0.1:8080';
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--url' || arg.startsWith('--url=')) {
      const value = arg === '--url' ? argv[(i += 1)] : arg.slice('--url='.length);
      if (!value) return { command: 'help', error: '--url needs a value' };
      url = value;
    } else if (arg.startsWith('--')) return { command: 'help', error: `unknown option: ${arg}` };
    else positional.push(arg);
  }
  const [command, orderId, status, ...rest] = positional;
  if (command !== 'advance' || !orderId || rest.length > 0) {
    return { command: 'help', ...(command ? { error: `unknown command: ${positional.join(' ')}` } : {}) };
  }
  if (!UUID.test(orderId)) return { command: 'help', error: `not an order id: ${orderId}` };
  return { command, orderId, ...(status ? { status } : {}), url: url.replace(/\/+$/, '') };
}

export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const parsed = parseLabArgs(argv, env);
  if (parsed.command === 'help') {
    console.error(parsed.error ? `${parsed.error}\n${USAGE}` : USAGE);
    return parsed.error ? 2 : 0;
  }
  try {
    const response = await fetch(`${parsed.url}/v1/dev/lab/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order_id: parsed.orderId, ...(parsed.status ? { status: parsed.status } : {}) }),
    });
    const json = (await response.json().catch(() => ({}))) as {
      content?: { status: string };
      error?: string;
    };
    if (response.status === 404) {
      throw new Error(
        'no such sandbox order here (or no sandbox lab: a real lab partner is configured, or this is production)',
      );
    }
    if (!response.ok) throw new Error(json.error ?? `HTTP ${response.status}`);
    console.log(`${parsed.orderId} is now ${json.content!.status}.`);
    return 0;
  } catch (error) {
    console.error(`lab: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
