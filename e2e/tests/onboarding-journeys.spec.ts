import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  codeFor,
  content,
  demo,
  openLogin,
  openWithSession,
  sessionHeaders,
  signUpByApi,
  type NewPatient,
  type Tokens,
} from './support.js';

/**
 * Issue 23, the ordinary moves of onboarding (a coordinator's approval, logging in again, a deep link, a reload,
 * Back) as a patient makes them, on a 390 px phone: none of them logs out or loses what was typed.
 */
test.use({ viewport: { width: 390, height: 844 } });

const writeHeaders = (tokens: Tokens) => ({ ...sessionHeaders(tokens), 'X-CSRFToken': tokens.web_token });

const image = (file_name: string) => ({
  file_name,
  content_type: 'image/png',
  data_base64: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('pixels'),
  ]).toString('base64'),
});

/** A passed ID scan and selfie (the sandbox verifier), awaiting the patient's confirmation. */
async function scanIdByApi(request: APIRequestContext, tokens: Tokens) {
  const headers = writeHeaders(tokens);
  const { attempt_id } = await content<{ attempt_id: string }>(
    await request.post('/v1/signup/verify-id/invite', { headers, data: {} }),
  );
  await content(
    await request.post('/v1/signup/verify-id/capture', {
      headers,
      data: { attempt_id, document: image('id.png'), selfie: image('selfie.png') },
    }),
  );
}

/** Identity verified (driver licence) and, with `sign`, the HIPAA authorization signed: the address is next. */
async function onboardByApi(
  request: APIRequestContext,
  tokens: Tokens,
  patient: NewPatient,
  { sign }: { sign: boolean },
) {
  const headers = writeHeaders(tokens);
  await content(
    await request.post('/v1/signup/verify-id/driver-licence', {
      headers,
      data: { number: 'D1234567', state: 'CA', issue_date: '2021-03-01', expiry_date: '2031-03-01' },
    }),
  );
  if (!sign) return;
  const authorization = await content<{ version: string; content_hash: string }>(
    await request.get('/v1/signup/hipaa?lang=en', { headers }),
  );
  await content(
    await request.post('/v1/signup/hipaa', {
      headers,
      data: {
        version: authorization.version,
        language: 'en',
        content_hash: authorization.content_hash,
        full_name: `${patient.first_name} ${patient.last_name}`,
        agreed: true,
      },
    }),
  );
}

/** Logs in through the login page already open (password, then an SMS code). */
async function logIn(
  page: Page,
  request: APIRequestContext,
  who: { email: string; password: string; phone: string },
) {
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  const since = Date.now();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\/mfa\/(choose|confirm)$/);
  if (page.url().endsWith('/choose')) {
    await page.getByLabel('Text message (SMS)').check();
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await page.getByLabel('6-digit code').fill(await codeFor(request, who.phone, since));
  await page.getByRole('button', { name: 'Confirm' }).click();
}

async function approveByCoordinator(request: APIRequestContext, typedSurname: string) {
  const headers = { authorization: `Coordinator ${process.env.E2E_COORDINATOR_TOKEN}` };
  const { requests } = await content<{ requests: Array<{ id: string; patient_typed: string | null }> }>(
    await request.get('/v1/coordinator/verifications', { headers }),
  );
  const id = requests.find((r) => r.patient_typed?.includes(typedSurname))?.id;
  expect(id).toBeTruthy();
  await content(
    await request.post(`/v1/coordinator/verifications/${id}`, { headers, data: { decision: 'approve' } }),
  );
}

test('[ONB-2] [IDV-8] a coordinator approving a corrected name moves the on-hold screen to the authorization and keeps the patient signed in; logging in again resumes there', async ({
  page,
  request,
}) => {
  test.slow(); // the on-hold screen's own polling, then a login
  const { patient, tokens } = await signUpByApi(request);
  await scanIdByApi(request, tokens);
  const warnings: string[] = [];
  page.on('console', (message) => warnings.push(message.text()));
  await openWithSession(page, tokens, '/signup/verify/confirm');
  await page.getByRole('button', { name: 'Correct my information' }).click();
  const surname = `Married${Date.now().toString(36)}`;
  await page.getByLabel('Last name').fill(surname);
  await page.getByRole('button', { name: 'This is correct' }).click();
  await expect(page.getByRole('heading', { name: 'Your account is on hold' })).toBeVisible();

  await approveByCoordinator(request, surname);

  await expect(page).toHaveURL(/\/hippa$/, { timeout: 20_000 });
  await expect(page.getByLabel('Your full name')).toBeVisible();
  // still there a moment later: not logged out behind the patient's back
  await page.waitForTimeout(1_000);
  await expect(page).toHaveURL(/\/hippa$/);
  expect(warnings).not.toContain('Invalid navigation attempt');

  // Logging in again (another day, another device) resumes at the authorization, not on an empty Home
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await openLogin(page);
  await logIn(page, request, patient);
  await expect(page).toHaveURL(/\/hippa$/);
  await expect(page.getByLabel('Your full name')).toBeVisible();
});

test('[ONB-2] a returning patient with the address still to do resumes at the address step', async ({
  page,
  request,
}) => {
  const { patient, tokens } = await signUpByApi(request);
  await onboardByApi(request, tokens, patient, { sign: true });
  await openLogin(page);
  await logIn(page, request, patient);
  await expect(page).toHaveURL(/\/address$/);
  await expect(page.getByRole('heading', { name: 'Your primary address' })).toBeVisible();
});

test('[ONB-2] [GUARD-1] a page opened signed out opens after login and the code; an address elsewhere is refused', async ({
  page,
  request,
}) => {
  await page.goto('/home/timeline');
  await expect(page).toHaveURL(/\/login\?next=%2Fhome%2Ftimeline$/);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await logIn(page, request, demo);
  await expect(page).toHaveURL(/\/home\/timeline$/);

  // An attacker's link: after login the patient stays in the portal
  for (const next of ['https://evil.example/home', '//evil.example/home', '/\\evil.example']) {
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await openLogin(page, `/login?next=${encodeURIComponent(next)}`);
    await logIn(page, request, demo);
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/home$/);
  }
});

test('logging out in one tab ends the other tab too, and its login page says why', async ({
  page,
  request,
}) => {
  const { tokens } = await signUpByApi(request);
  await openWithSession(page, tokens, '/signup/verify/id');
  await expect(page.getByRole('heading', { name: 'Verify your identity', level: 1 })).toBeVisible();
  const other = await page.context().newPage();
  await other.goto('/signup/verify/id');
  await expect(other.getByRole('heading', { name: 'Verify your identity', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'You have logged out.' })).toBeVisible();
  await expect(other).toHaveURL(/\/login$/);
  await expect(
    other.getByRole('status').filter({ hasText: 'You logged out in another tab or window.' }),
  ).toBeVisible();
});
