import { expect, test } from '@playwright/test';
import { patientWithPasskey } from './passkey-support.js';
import { logOut } from './support.js';

test('[AUTH-6] [PROF-7] a patient adds a passkey, logs out, and logs back in with the password and the passkey', async ({
  page,
  request,
}) => {
  const { patient, authenticator } = await patientWithPasskey(page, request);
  expect(await authenticator.credentials()).toHaveLength(1);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Work laptop' })).toBeVisible();

  await logOut(page);
  await page.getByLabel('Email').fill(patient.email);
  await page.getByLabel('Password').fill(patient.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\/mfa\/choose$/);
  await page.getByRole('button', { name: 'Use a passkey instead' }).click();
  await expect(page).toHaveURL(/\/login\/mfa\/confirm$/);
  await page.getByRole('button', { name: 'Use my passkey' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
  const [credential] = await authenticator.credentials();
  expect(credential?.signCount).toBeGreaterThan(0);
});

test('[AUTH-2] [PROF-7] a patient signs in with the passkey alone (no password, no code), renames it, and sees the new name after a reload', async ({
  page,
  request,
}) => {
  const { authenticator } = await patientWithPasskey(page, request);
  const [created] = await authenticator.credentials();
  expect(created?.isResidentCredential).toBe(true);

  await logOut(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  // No password and no code: the same session the password and a code give, on to where onboarding resumes.
  await expect(page).toHaveURL(/\/signup\/verify\/id$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
  const [used] = await authenticator.credentials();
  expect(used?.signCount).toBeGreaterThan(0);

  await page.goto('/profile/security');
  await page.getByRole('button', { name: 'Rename Work laptop' }).click();
  await page.getByLabel('Name of the passkey').fill('Home laptop');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('heading', { name: 'Home laptop' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Home laptop' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Work laptop' })).toHaveCount(0);
});
