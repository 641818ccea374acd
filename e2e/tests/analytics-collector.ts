import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** One request Mixpanel's browser SDK made, as text a search can read: its route, its query, its body. */
export interface Payload {
  route: string;
  query: string;
  body: string;
}

/**
 * The SDK's encodings undone: events go as a form whose `data` is base64 JSON, recordings as gzip (or bare)
 * JSON with the batch's details in the query. Whatever cannot be decoded is kept as it came.
 */
export function decodePayload(url: string, contentType: string, raw: Buffer): Payload {
  const parsed = new URL(url, 'http://collector.invalid');
  const query = [...parsed.searchParams].map(([name, value]) => `${name}=${value}`).join('&');
  let body = raw[0] === 0x1f && raw[1] === 0x8b ? gunzipSync(raw).toString('utf8') : raw.toString('utf8');
  // sendBeacon (as a page closes) sends the same form as text/plain
  if (contentType.startsWith('application/x-www-form-urlencoded') || body.startsWith('data=')) {
    const data = new URLSearchParams(body).get('data');
    if (data !== null) {
      const decoded = Buffer.from(data, 'base64').toString('utf8');
      body = /^[[{]/.test(decoded) ? decoded : data;
    }
  }
  return { route: parsed.pathname, query, body };
}

const read = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * A stand-in for Mixpanel's API on this machine: answers as Mixpanel does (CORS with credentials, `{status: 1}`),
 * and keeps every payload it was sent.
 */
export async function startCollector() {
  const payloads: Payload[] = [];
  const server = createServer((request, response) => {
    void read(request).then((raw) => {
      response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
      response.setHeader('Access-Control-Allow-Credentials', 'true');
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      response.setHeader(
        'Access-Control-Allow-Headers',
        request.headers['access-control-request-headers'] ?? '*',
      );
      if (request.method === 'OPTIONS') return response.writeHead(204).end();
      payloads.push(decodePayload(request.url ?? '/', request.headers['content-type'] ?? '', raw));
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":1,"error":null}');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    payloads,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
