import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const demo = { email: 'demo@example.com', password: 'Demo-Patient-2026!', phone: '617-555-0100' };

export interface NewPatient {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  date_of_birth: string;
  /** As the API takes it: XXX-XXX-XXXX. */
  phone: string;
}

let counter = 0;
/** A patient nobody else in this run uses: its own email and phone, so outbox reads never cross. */
export function newPatient(): NewPatient {
  counter += 1;
  const unique = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  const line = String((Date.now() + counter * 7919 + process.pid) % 10000).padStart(4, '0');
  const exchange = String(200 + ((counter * 37 + process.pid) % 700));
  return {
    first_name: 'Rosa',
    last_name: 'Tester',
    email: `rosa.${unique}@example.com`,
    password: 'Sunny-Meadow-2026!',
    date_of_birth: '1985-04-12',
    phone: `617-${exchange}-${line}`,
  };
}

interface OutboxMessage {
  channel: string;
  to: string;
  body: string;
  code: string | null;
  created_at: string;
}

/**
 * The newest one-time code sent to `to` at or after `since` (the development outbox, PORTAL_DEV_OUTBOX=1).
 * The server and the tests share one clock, so `since` is exact: a margin before it would let a click's code,
 * not yet stored, lose to the one sent just before (sign-up's), and the test would type a spent code.
 */
export async function codeFor(request: APIRequestContext, to: string, since = 0): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/v1/dev/outbox?to=${encodeURIComponent(to)}`);
        const body = (await response.json()) as { content: { messages: OutboxMessage[] } };
        const fresh = body.content.messages.find((m) => m.code && Date.parse(m.created_at) >= since);
        code = fresh?.code ?? null;
        return code;
      },
      { timeout: 15_000 },
    )
    .not.toBeNull();
  return code as unknown as string;
}

export interface Tokens {
  access_token: string;
  id_token: string;
  refresh_token: string;
  web_token: string;
}

/** The envelope's content of a successful answer (fails the test, showing the body, otherwise). */
export async function content<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { content: T }).content;
}

/**
 * The demo patient's session, through the API (login, SMS code from the dev outbox, confirm). Other spec files
 * log the demo patient in at the same time, so a code read from the outbox can be another login's: try again.
 */
export async function demoSession(request: APIRequestContext, attempts = 4): Promise<Tokens> {
  const { mfa_token } = await content<{ mfa_token: string }>(
    await request.post('/v1/login', { data: { email: demo.email, password: demo.password } }),
  );
  const since = Date.now();
  await content(await request.post('/v1/mfa/choose', { data: { mfa_token, method: 'sms' } }));
  const code = await codeFor(request, demo.phone, since);
  const confirmed = await request.post('/v1/mfa/confirm', { data: { mfa_token, code } });
  if (!confirmed.ok() && attempts > 1) return demoSession(request, attempts - 1);
  return content<Tokens>(confirmed);
}

/** A session's read headers for API calls. */
export const sessionHeaders = (tokens: Tokens) => ({
  Authorization: `Bearer ${tokens.access_token}`,
  'Id-Authorization': tokens.id_token,
});

/** Waits until the patient's latest pull (the demo patient's is queued by the server on its first start) has succeeded. */
export async function demoRecordsReady(request: APIRequestContext, tokens: Tokens): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          await content<{ state: string }>(
            await request.get('/v1/datapull/status', { headers: sessionHeaders(tokens) }),
          )
        ).state,
      { timeout: 60_000 },
    )
    .toBe('succeeded');
}

/** Signs a new patient up through the API and confirms their phone: a session, ready for the browser. */
export async function signUpByApi(
  request: APIRequestContext,
  patient = newPatient(),
): Promise<{ patient: NewPatient; tokens: Tokens }> {
  const since = Date.now();
  const { mfa_token } = await content<{ mfa_token: string }>(
    await request.post('/v1/signup', { data: { ...patient, language: 'en' } }),
  );
  const code = await codeFor(request, patient.phone, since);
  const tokens = await content<Tokens>(await request.post('/v1/mfa/confirm', { data: { mfa_token, code } }));
  return { patient, tokens };
}

/** A 1×1 PNG: the sandbox verifier's document and selfie. */
const PIXEL =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** A passed ID scan and selfie (the sandbox verifier), awaiting the patient's confirmation of what it read. */
export async function scanIdByApi(request: APIRequestContext, tokens: Tokens): Promise<void> {
  const headers = { ...sessionHeaders(tokens), 'X-CSRFToken': tokens.web_token };
  const { attempt_id } = await content<{ attempt_id: string }>(
    await request.post('/v1/signup/verify-id/invite', { headers }),
  );
  const image = (file_name: string) => ({ file_name, content_type: 'image/png', data_base64: PIXEL });
  await content(
    await request.post('/v1/signup/verify-id/capture', {
      headers,
      data: { attempt_id, document: image('id.png'), selfie: image('selfie.png') },
    }),
  );
}

/** Verifies the new patient's identity through the sandbox (ID and selfie, then their details): consent needs it. */
export async function verifyIdentityByApi(request: APIRequestContext, tokens: Tokens, patient: NewPatient) {
  await scanIdByApi(request, tokens);
  const headers = { ...sessionHeaders(tokens), 'X-CSRFToken': tokens.web_token };
  await content(
    await request.post('/v1/signup/verify-id/confirm', {
      headers,
      data: {
        first_name: patient.first_name,
        last_name: patient.last_name,
        date_of_birth: patient.date_of_birth,
        address: null,
      },
    }),
  );
}

/**
 * A new patient through the whole onboarding by the API (phone, identity, HIPAA authorization, primary address):
 * a session that lands on Home and may order a kit.
 */
export async function onboardByApi(
  request: APIRequestContext,
  primary = { address1: '100 Sandbox Way', address2: null, city: 'Springfield', state: 'IL', zip: '62701' },
): Promise<{ patient: NewPatient; tokens: Tokens }> {
  const { patient, tokens } = await signUpByApi(request);
  await verifyIdentityByApi(request, tokens, patient);
  await signHipaaByApi(request, tokens, patient);
  const headers = { ...sessionHeaders(tokens), 'X-CSRFToken': tokens.web_token };
  await content(await request.post('/v1/signup/addresses', { headers, data: { primary, past: [] } }));
  return { patient, tokens };
}

/** Signs the HIPAA authorization as the verified new patient: the next step is their address. */
export async function signHipaaByApi(request: APIRequestContext, tokens: Tokens, patient: NewPatient) {
  const headers = { ...sessionHeaders(tokens), 'X-CSRFToken': tokens.web_token };
  const hipaa = await content<{ version: string; content_hash: string }>(
    await request.get('/v1/signup/hipaa?lang=en', { headers }),
  );
  await content(
    await request.post('/v1/signup/hipaa', {
      headers,
      data: {
        version: hipaa.version,
        language: 'en',
        content_hash: hipaa.content_hash,
        full_name: `${patient.first_name} ${patient.last_name}`,
        agreed: true,
      },
    }),
  );
}

/** Adds an authenticator app (named `label`) through the API, confirmed by a texted step-up code; not yet confirmed by the app. */
export async function addAuthenticatorByApi(
  request: APIRequestContext,
  tokens: Tokens,
  patient: NewPatient,
  label = 'My phone',
): Promise<{ id: string; secret: string }> {
  const headers = { ...sessionHeaders(tokens), 'X-CSRFToken': tokens.web_token };
  const since = Date.now();
  const step = await content<{ mfa_token: string }>(
    await request.post('/v1/account/step-up', { headers, data: { action: 'add_authenticator' } }),
  );
  return content<{ id: string; secret: string }>(
    await request.post('/v1/account/authenticators', {
      headers,
      data: { label, mfa_token: step.mfa_token, code: await codeFor(request, patient.phone, since) },
    }),
  );
}

/** Logs out from the header's account menu, as a patient would, and lands on the login page. */
export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // Logging out loads the login page afresh, prerendered and inert until the app takes it over: a press before
  // then does nothing, as for a patient
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}

/**
 * Opens the login page (`url`, on another brand's origin or with `?lng=`) and waits for the app to run it: the
 * server sends it prerendered and inert, and the app (which stores the language `?lng=` asks for) starts once
 * the page is painted, after the load event.
 */
export async function openLogin(page: Page, url = '/login'): Promise<void> {
  await page.goto(url);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}

/** Puts a session in the browser the way the login screen does, then opens `path`. */
export async function openWithSession(
  page: Page,
  tokens: Tokens,
  path: string,
  language = 'en',
): Promise<void> {
  await openLogin(page, `/login?lng=${language}`);
  await page.evaluate((stored) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  }, tokens);
  await page.goto(path);
}

/** A JWT the portal can decode but the server refuses: the shape of an access token that has expired. */
export function expiredJwt(): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const past = Math.floor(Date.now() / 1000) - 3600;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'x', iat: past - 900, exp: past })}.c2lnbmF0dXJl`;
}
