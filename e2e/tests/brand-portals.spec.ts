import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addPasskey, virtualAuthenticator } from './passkey-support.js';
import {
  codeFor,
  content,
  logOut,
  newPatient,
  openLogin,
  sessionHeaders,
  verifyIdentityByApi,
  type NewPatient,
  type Tokens,
} from './support.js';

/**
 * [issue 25] Each brand is its own portal on the one test server: no PUBLIC_ORIGIN, so a local demo where a partner
 * is `http://<id>.localhost:<port>` (Chromium resolves every *.localhost to this machine).
 */
const portal = (brand: 'acme' | 'sunrise', baseURL: string | undefined) =>
  `http://${brand}.localhost:${new URL(baseURL!).port}`;

interface OutboxMessage {
  to: string;
  body: string;
  created_at: string;
}

/** The first link in the newest message to `to` since `since` whose link has `path` (the development outbox). */
async function linkSent(request: APIRequestContext, to: string, path: string, since: number): Promise<URL> {
  let link: URL | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/v1/dev/outbox?to=${encodeURIComponent(to)}`);
        const { messages } = await content<{ messages: OutboxMessage[] }>(answer);
        const found = messages.find((m) => Date.parse(m.created_at) >= since && m.body.includes(path));
        link = found ? new URL(/https?:\/\/\S+/.exec(found.body)![0]) : undefined;
        return link?.href;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

/** Signs a new patient up on a brand's own portal (the API called from its page) and confirms their phone. */
async function signUpOn(
  page: Page,
  request: APIRequestContext,
  origin: string,
): Promise<{ patient: NewPatient; tokens: Tokens }> {
  const patient = newPatient();
  await openLogin(page, `${origin}/login`);
  const post = (url: string, data: object) =>
    page.evaluate(
      async ({ url, data }) => {
        const answer = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(data),
        });
        return ((await answer.json()) as { content: Record<string, string> }).content;
      },
      { url, data },
    );
  const since = Date.now();
  const { mfa_token } = await post('/v1/signup', { ...patient, language: 'en' });
  const code = await codeFor(request, patient.phone, since);
  const tokens = (await post('/v1/mfa/confirm', { mfa_token, code })) as unknown as Tokens;
  return { patient, tokens };
}

test('[issue 25] [AUTH-4] a patient of Acme asks for a reset on Acme and the texted link opens on Acme', async ({
  page,
  request,
  baseURL,
}) => {
  const acme = portal('acme', baseURL);
  const { patient } = await signUpOn(page, request, acme);

  await page.goto(`${acme}/reset-password`);
  await page.getByLabel('Email').fill(patient.email);
  const since = Date.now();
  await page.getByRole('button', { name: 'Send link' }).click();
  const link = await linkSent(request, patient.phone, '/reset-password?token=', since);
  expect(link.origin).toBe(acme);

  await page.goto(link.href);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(acme);
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'acme');
});

test('[issue 25] the Acme account signing in on Sunrise is refused with the message naming Acme’s portal', async ({
  page,
  request,
  baseURL,
}) => {
  const acme = portal('acme', baseURL);
  const { patient } = await signUpOn(page, request, acme);

  await openLogin(page, `${portal('sunrise', baseURL)}/login`);
  await page.getByLabel('Email').fill(patient.email);
  await page.getByLabel('Password').fill(patient.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(
    page.getByText(`This account belongs to the Acme Care portal. Please sign in there: ${acme}`),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('[issue 25] a caregiver invitation sent by a patient of Sunrise opens on Sunrise', async ({
  page,
  request,
  baseURL,
}) => {
  const sunrise = portal('sunrise', baseURL);
  const { patient, tokens } = await signUpOn(page, request, sunrise);
  await verifyIdentityByApi(request, tokens, patient);

  const caregiver = newPatient().email;
  const since = Date.now();
  // Asked through the default host on purpose: the link follows the patient's brand, never the request's Host.
  await content(
    await request.post('/v1/patient/sharing/proxies', {
      headers: { ...sessionHeaders(tokens), 'X-CSRFToken': tokens.web_token },
      data: { name: 'Sam Tester', email: caregiver, reason: 'My son helps me', categories: ['medications'] },
    }),
  );
  const link = await linkSent(request, caregiver, '/home/sharing/accept', since);
  expect(link.origin).toBe(sunrise);

  await page.goto(link.href);
  expect(new URL(page.url()).origin).toBe(sunrise);
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'sunrise');
});

test('[issue 25] [AUTH-6] a passkey registered on Acme signs in alone on Acme', async ({
  page,
  request,
  baseURL,
}) => {
  const acme = portal('acme', baseURL);
  const authenticator = await virtualAuthenticator(page);
  const { patient, tokens } = await signUpOn(page, request, acme);
  await page.evaluate((stored) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  }, tokens);
  await page.goto(`${acme}/profile/security`);
  await addPasskey(page, request, patient, 'Work laptop');

  await logOut(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/signup\/verify\/id$/);
  expect(new URL(page.url()).origin).toBe(acme);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
  const [used] = await authenticator.credentials();
  expect(used?.signCount).toBeGreaterThan(0);
});
