import { Agent, request as httpRequest } from 'node:http';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The parsed body, or undefined when it is not JSON. */
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers are probed, not trusted
  ms: number;
}

export interface Call {
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string is sent as it is (invalid JSON, other content types). */
  body?: unknown;
  /**
   * The loopback address to send from (127.x.y.z). Each simulated client gets its own, so per-address limits
   * treat them as the different machines they stand for.
   */
  from?: string;
}

const agents = new Map<string, Agent>();
function agentFor(from: string | undefined): Agent {
  const key = from ?? '';
  let agent = agents.get(key);
  if (!agent) {
    agent = new Agent({ keepAlive: true, maxSockets: 8, ...(from ? { localAddress: from } : {}) });
    agents.set(key, agent);
  }
  return agent;
}

export function closeAgents(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

/**
 * One HTTP call; never throws for an HTTP status, only for a broken connection. A kept-alive socket the server
 * closed meanwhile (idle timeout, restart) is retried once on a new one, as Node's documentation advises.
 */
export async function call(base: string, input: Call): Promise<Answer> {
  try {
    return await callOnce(base, input);
  } catch (error) {
    if ((error as { reusedSocket?: boolean }).reusedSocket) return callOnce(base, input);
    throw error;
  }
}

function callOnce(base: string, input: Call): Promise<Answer> {
  const url = new URL(input.path, base);
  const payload =
    input.body === undefined
      ? undefined
      : typeof input.body === 'string'
        ? input.body
        : JSON.stringify(input.body);
  const headers: Record<string, string> = {
    ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
    ...input.headers,
  };
  if (payload !== undefined) headers['content-length'] = String(Buffer.byteLength(payload));
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: input.method, headers, agent: agentFor(input.from) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text,
          json,
          ms: performance.now() - started,
        });
      });
    });
    req.on('error', (error) => reject(Object.assign(error, { reusedSocket: req.reusedSocket })));
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

/** A loopback address of its own for client number `n` (127.1.0.1, 127.1.0.2, …). */
export const loopbackAddress = (n: number) =>
  `127.${1 + Math.floor(n / 65000)}.${Math.floor((n % 65000) / 250)}.${(n % 250) + 1}`;

/** `"CODE - message"`: the error format every refusal must have. */
export const ERROR_FORMAT = /^[A-Z][A-Z0-9_]+ - \S.*$/s;

/** The FHIR API's refusal (/fhir/r4): an OperationOutcome whose diagnostics are `"CODE - message"`. */
export function isOperationOutcome(answer: Answer): boolean {
  const body = answer.json as { resourceType?: unknown; issue?: { diagnostics?: unknown }[] } | undefined;
  const diagnostics = body?.issue?.[0]?.diagnostics;
  return (
    body?.resourceType === 'OperationOutcome' &&
    typeof diagnostics === 'string' &&
    ERROR_FORMAT.test(diagnostics)
  );
}

export function isErrorEnvelope(answer: Answer): boolean {
  const body = answer.json as { status_code?: unknown; status_text?: unknown; error?: unknown } | undefined;
  return (
    typeof body === 'object' &&
    body !== null &&
    body.status_code === answer.status &&
    typeof body.status_text === 'string' &&
    typeof body.error === 'string' &&
    ERROR_FORMAT.test(body.error)
  );
}

export const errorCode = (answer: Answer): string | undefined =>
  typeof answer.json?.error === 'string' ? String(answer.json.error).split(' - ')[0] : undefined;
