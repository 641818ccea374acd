import { expect, test } from '@playwright/test';
import { codeFor, demo, newPatient, openLogin } from './support.js';

test('[AUTH-1] [ONB-1] a new patient signs up, confirms the code from the outbox and lands on /signup/verify/id', async ({
  page,
  request,
}) => {
  const patient = newPatient();
  await page.goto('/signup');
  await page.getByLabel('First name').fill(patient.first_name);
  await page.getByLabel('Last name').fill(patient.last_name);
  await page.getByLabel('Email').fill(patient.email);
  await page.locator('input[name=password]').fill(patient.password);
  await page.getByLabel('Date of birth').fill(patient.date_of_birth);
  await page.getByLabel('Mobile phone').pressSequentially(patient.phone.replace(/-/g, ''));
  await expect(page.getByLabel('Mobile phone')).toHaveValue(
    `(${patient.phone.slice(0, 3)}) ${patient.phone.slice(4, 7)}-${patient.phone.slice(8)}`,
  );
  await page.getByRole('button', { name: 'Review my details' }).click();

  await expect(page.getByRole('heading', { name: 'Confirm your personal information' })).toBeVisible();
  await expect(page.getByText(patient.email)).toBeVisible();
  const since = Date.now();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/login\/mfa\/confirm$/);
  await expect(page.getByRole('heading', { name: 'Verify your device' })).toBeVisible();
  const code = await codeFor(request, patient.phone, since);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(/\/signup\/verify\/id$/);
  expect(await page.evaluate(() => Boolean(localStorage.getItem('access_token')))).toBe(true);
});

test('the sign-up form says what is wrong, in words, and keeps the focus on the first problem', async ({
  page,
}) => {
  await page.goto('/signup');
  await page.locator('input[name=password]').fill('short');
  await page.getByRole('button', { name: 'Review my details' }).click();
  await expect(page.getByText('First name is required.')).toBeVisible();
  await expect(page.getByLabel('First name')).toBeFocused();
  await expect(page.getByText(/Your password needs: at least 12 characters/)).toBeVisible();
});

test('[AUTH-2] the demo patient logs in, chooses SMS, confirms and lands on /home greeted by name', async ({
  page,
  request,
}) => {
  await openLogin(page);
  await page.getByLabel('Email').fill(demo.email);
  await page.getByLabel('Password').fill(demo.password);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/login\/mfa\/choose$/);
  await page.getByLabel('Text message (SMS)').check();
  const since = Date.now();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/login\/mfa\/confirm$/);
  await expect(page.getByRole('heading', { name: 'Enter your authentication code' })).toBeVisible();
  const code = await codeFor(request, demo.phone, since);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Hello, \S+/);
});

test('a wrong password shows the server’s message, not its code', async ({ page }) => {
  await openLogin(page);
  await page.getByLabel('Email').fill(demo.email);
  await page.getByLabel('Password').fill('Not-The-Password-1!');
  await page.getByRole('button', { name: 'Log in' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('We couldn’t log you in');
  await expect(alert).not.toContainText('LOGIN_FAILED');
});
