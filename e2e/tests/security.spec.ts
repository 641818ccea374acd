import { expect, test, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { codeFor, logOut, openWithSession, signUpByApi, type NewPatient } from './support.js';

async function logInWithPassword(page: Page, patient: NewPatient, password: string) {
  await page.getByLabel('Email').fill(patient.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Signed in: the login screens are behind, and the session's tokens are in the browser. */
async function expectSignedIn(page: Page) {
  await expect(page).not.toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
}

test('[AUTH-6] [PROF-7] a patient adds an authenticator app, logs out and logs back in with a code from it', async ({
  page,
  request,
}) => {
  const { tokens, patient } = await signUpByApi(request);
  await openWithSession(page, tokens, '/profile/security');
  await page.getByRole('button', { name: 'Add an authenticator app' }).click();
  await page.getByLabel(/^Name of the app/).fill('My phone');
  const since = Date.now();
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await page.getByLabel(/^6-digit code/).fill(await codeFor(request, patient.phone, since));
  await page.getByRole('button', { name: 'Continue' }).click();

  // The key the screen shows is what the patient types into their app: the test is that app.
  const secret = (await page.locator('code').first().textContent())!.trim();
  const app = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  await page.getByLabel(/^Code shown by My phone/).fill(app.generate());
  await page.getByRole('button', { name: 'Confirm the app' }).click();
  await expect(page.getByText('My phone is ready.').first()).toBeVisible();

  await logOut(page);
  await logInWithPassword(page, patient, patient.password);
  await expect(page).toHaveURL(/\/login\/mfa\/choose$/);
  await page.getByLabel('Authenticator app').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/login\/mfa\/confirm$/);
  // The code that confirmed the app is spent; the app's next code (accepted one step early) signs in.
  await page.getByLabel('6-digit code').fill(app.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expectSignedIn(page);
});

test('[PROF-7] a patient changes the password, logs out, and only the new password logs in', async ({
  page,
  request,
}) => {
  const { tokens, patient } = await signUpByApi(request);
  const newPassword = 'Quiet-River-Stone-88!';
  await openWithSession(page, tokens, '/profile/security/password');
  await page.getByLabel(/^Current password/).fill(patient.password);
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel(/^Confirm password/).fill(newPassword);
  let since = Date.now();
  await page.getByRole('button', { name: 'Text me a code' }).click();
  const codeField = page.getByLabel(/^6-digit code/);
  await expect(codeField).toBeVisible();
  await codeField.fill(await codeFor(request, patient.phone, since));
  await page.getByRole('button', { name: 'Change password' }).last().click();
  await expect(page).toHaveURL(/\/profile\/security$/);

  await logOut(page);
  await logInWithPassword(page, patient, patient.password);
  await expect(page.getByRole('alert')).toContainText('We couldn’t log you in');

  await logInWithPassword(page, patient, newPassword);
  await expect(page).toHaveURL(/\/login\/mfa\/choose$/);
  await page.getByLabel('Text message (SMS)').check();
  since = Date.now();
  await page.getByRole('button', { name: 'Continue' }).click();
  // On the code screen the new code is sent: the outbox's newest is this one, not the sign-up's
  await expect(page).toHaveURL(/\/login\/mfa\/confirm$/);
  await page.getByLabel('6-digit code').fill(await codeFor(request, patient.phone, since));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expectSignedIn(page);
});

test('[PROF-7] the language saved in settings is the portal’s when the patient logs in on another browser', async ({
  page,
  request,
}) => {
  const { tokens, patient } = await signUpByApi(request);
  const headers = { Authorization: `Bearer ${tokens.access_token}`, 'X-CSRFToken': tokens.web_token };
  const settings = await request.get('/v1/patient/settings', { headers });
  const saved = ((await settings.json()) as { content: Record<string, unknown> }).content;
  expect(
    (await request.put('/v1/patient/settings', { headers, data: { ...saved, language: 'es' } })).ok(),
  ).toBe(true);

  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await logInWithPassword(page, patient, patient.password);
  await page.getByLabel('Text message (SMS)').check();
  const since = Date.now();
  await page.getByRole('button', { name: 'Continue' }).click();
  // On the code screen the new code is sent: the outbox's newest is this one, not the sign-up's
  await expect(page).toHaveURL(/\/login\/mfa\/confirm$/);
  await page.getByLabel('6-digit code').fill(await codeFor(request, patient.phone, since));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expectSignedIn(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});
