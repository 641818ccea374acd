/**
 * The built server (apps/server/dist/main.js) for the benches: started on a free loopback port with its own
 * data folder, the development outbox on (the one-time code is read from it) and rate limits widened (a load
 * test signs in thousands of times from one address), then signed in as the demo patient.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

export const serverMain = fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));
export const DEMO = { email: 'demo@example.com', password: 'Demo-Patient-2026!', phone: '617-555-0100' };

export const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/**
 * Starts the server and waits for its first answer. `dataDir` keeps the database between starts (a warm
 * start); without it a fresh folder is made and removed by `stop`. Answers the child, its base URL, the
 * milliseconds to the first answer and `stop()`.
 */
export async function startServer({ dataDir, port, databaseUrl = '', env = {} } = {}) {
  const ownDir = dataDir ? undefined : mkdtempSync(join(tmpdir(), 'portal-bench-'));
  port ??= await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [serverMain], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PORTAL_DATA_DIR: dataDir ?? ownDir,
      PORTAL_DEV_OUTBOX: '1',
      PORTAL_RATE_LIMIT_FACTOR: '1000000',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null)
      await new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')));
    if (ownDir) rmSync(ownDir, { recursive: true, force: true });
  };
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${base}/v1/patient/gatepass`)).status === 401) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 10));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, base, port, ms: performance.now() - started, stop };
}

export async function api(base, method, path, body, headers = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return res.json();
}

/** Password, then the SMS code from the development outbox: the demo patient's tokens. */
export async function signIn(base) {
  const login = await api(base, 'POST', '/v1/login', { email: DEMO.email, password: DEMO.password });
  if (!login.content?.mfa_token)
    throw new Error(`the demo patient could not log in: ${JSON.stringify(login)}`);
  const mfa_token = login.content.mfa_token;
  await api(base, 'POST', '/v1/mfa/choose', { mfa_token, method: 'sms' });
  const outbox = await api(base, 'GET', `/v1/dev/outbox?to=${DEMO.phone}`);
  const confirm = await api(base, 'POST', '/v1/mfa/confirm', {
    mfa_token,
    code: outbox.content.messages[0].code,
  });
  return confirm.content;
}
