import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './accessibility.js';
import { codeFor, openWithSession, signUpByApi, type Tokens } from './support.js';

/**
 * A real 1x1 PNG (the portal decodes a photo before showing it) with bytes after its end, which decoders
 * ignore: the sandbox verifier reads file names and markers, not pixels.
 */
const png = (marker = '') =>
  Buffer.concat([
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    ),
    Buffer.from(`pixels${marker}`),
  ]);
const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: png() });

/** The sandbox capture screens, with the file-upload fallback (the test browser has no camera). */
async function scanIdAndSelfie(page: Page, documentName: string) {
  await page.getByRole('button', { name: 'Start verification' }).click();
  await expect(page.getByRole('heading', { name: 'Scan your ID', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Take a photo of your ID' })).toBeVisible();
  await page.locator('input[type=file]').setInputFiles(photo(documentName));
  await expect(page.getByRole('heading', { name: 'Is your ID clear?' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Photo of your ID' })).toBeVisible();
  await page.getByRole('button', { name: 'Use this photo' }).click();
  await expect(page.getByRole('heading', { name: 'Take a selfie', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.locator('input[type=file]').setInputFiles(photo('selfie.png'));
  await expect(page.getByRole('heading', { name: 'Is your selfie clear?' })).toBeVisible();
  // Retake, then take it again: the captured image can be replaced before it is used
  await page.getByRole('button', { name: 'Retake' }).click();
  await page.locator('input[type=file]').setInputFiles(photo('selfie-2.png'));
  await page.getByRole('button', { name: 'Use this photo' }).click();
}

async function signHipaa(page: Page, name: string) {
  await expect(page).toHaveURL(/\/hippa$/);
  await expect(
    page.getByRole('heading', { name: 'Authorization to use and disclose my health information' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Patient authorization policy' })).toBeVisible();
  await page.getByLabel('Your full name').fill(name);
  await page.getByLabel('I have read this authorization and I agree to it.').check();
  await page.getByRole('button', { name: 'Sign and continue' }).click();
  await expect(page).toHaveURL(/\/address$/);
}

async function fillAddress(
  page: Page,
  address: { street: string; city: string; state: string; zip: string },
) {
  await page.getByLabel('Street address').fill(address.street);
  await page.getByLabel('City').fill(address.city);
  await page.getByLabel('State').selectOption(address.state);
  await page.getByLabel('ZIP code').fill(address.zip);
}

async function gatepass(request: APIRequestContext, tokens: Tokens) {
  const response = await request.get('/v1/patient/gatepass', {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  return (
    (await response.json()) as {
      content: { next_step: string; identity: { status: string; method: string } };
    }
  ).content;
}

test('[ONB-1] [IDV-1] [IDV-8] [HIPAA-1] [ADDR-4] [PULL-2] a new patient scans their ID and a selfie, confirms, signs, gives addresses, lands on /home and sees their records arrive', async ({
  page,
  request,
}) => {
  test.slow(); // the whole onboarding in one test
  const { patient, tokens } = await signUpByApi(request);
  await openWithSession(page, tokens, '/signup/verify/id');
  await expect(page.getByRole('heading', { name: 'Verify your identity', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await scanIdAndSelfie(page, 'licence-front.png');

  await expect(page).toHaveURL(/\/signup\/verify\/confirm$/);
  await expect(page.getByRole('heading', { name: 'Confirm your information' })).toBeVisible();
  await expect(page.getByText(patient.first_name, { exact: true })).toBeVisible();
  await expect(page.getByText('100 Sandbox Way, Springfield, IL 62701')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'This is correct' }).click();

  await signHipaa(page, `${patient.first_name} ${patient.last_name}`);

  // The address read from the ID starts the primary address; the patient confirms it
  await expect(page.getByRole('heading', { name: 'Your primary address' })).toBeVisible();
  await expect(page.getByLabel('Street address')).toHaveValue('100 Sandbox Way');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Is this your address?' })).toBeVisible();
  await page.getByRole('button', { name: 'Yes, this is my address' }).click();

  await expect(page.getByRole('heading', { name: 'Past addresses' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a past address' }).click();
  await fillAddress(page, { street: '50 Oak Ave', city: 'Austin', state: 'TX', zip: '1234' });
  await page.getByLabel('Moved in').fill('2015-01-01');
  await page.getByLabel('Moved out').fill('2020-06-30');
  await page.getByRole('button', { name: 'Add this address' }).click();
  await expect(page.getByText('Past address: the ZIP code must have 5 or 9 digits.').first()).toBeVisible();
  await page.getByLabel('ZIP code').fill('73301');
  await page.getByRole('button', { name: 'Add this address' }).click();
  await expect(page.getByText('50 Oak Ave, Austin, TX 73301')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save and finish' }).click();

  await expect(page).toHaveURL(/\/home$/);
  expect(await gatepass(request, tokens)).toMatchObject({
    next_step: 'home',
    identity: { method: 'document' },
  });

  // Saving the addresses started the record pull: progress while it runs (it may already be done), then records
  await page.getByRole('link', { name: 'My Health' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Retrieving your health records' })
      .or(page.getByRole('list', { name: 'Record categories' }))
      // both show for a moment while the last batch lands
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Record categories' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});

test('[IDV-3] [ERR-3] a failed ID scan shows "Verification failed." and offers the other ways', async ({
  page,
  request,
}) => {
  const { tokens } = await signUpByApi(request);
  await openWithSession(page, tokens, '/signup/verify/id');
  await scanIdAndSelfie(page, 'id-will-fail.png');

  await expect(page.getByText('Verification failed.').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'We couldn’t verify your identity' })).toBeVisible();
  await page.getByRole('button', { name: 'Other ways to verify' }).click();
  await expect(page).toHaveURL(/\/signup\/verify\/choice$/);
  await expect(page.getByRole('heading', { name: 'Other ways to verify', level: 1 })).toBeVisible();
});

async function toOtherWays(page: Page, tokens: Tokens) {
  await openWithSession(page, tokens, '/signup/verify/id');
  await page.getByRole('button', { name: 'Verify another way' }).click();
  await expect(page).toHaveURL(/\/signup\/verify\/choice$/);
}

test('[IDV-4] manual identification has its own address, goes back to the menu, and reaches /hippa', async ({
  page,
  request,
}) => {
  const { patient, tokens } = await signUpByApi(request);
  await toOtherWays(page, tokens);
  await page.getByRole('button', { name: 'Send your details and a document' }).click();
  await expect(page).toHaveURL(/\/signup\/verify\/choice\/manual$/);
  // The browser's back button returns to the menu, and forward to the form, without logging out
  await page.goBack();
  await expect(page).toHaveURL(/\/signup\/verify\/choice$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/signup\/verify\/choice\/manual$/);
  await page.getByLabel('First name').fill(patient.first_name);
  await page.getByLabel('Last name').fill(patient.last_name);
  await page.getByLabel('Date of birth').fill(patient.date_of_birth);
  await page.getByLabel('Passport').check();
  await page.locator('input[type=file]').setInputFiles(photo('passport.png'));
  await page.getByRole('button', { name: 'Use this photo' }).click();
  await page.getByRole('button', { name: 'Send for verification' }).click();
  await expect(page).toHaveURL(/\/hippa$/);
});

test('[IDV-6] a driver licence check reaches /hippa', async ({ page, request }) => {
  const { tokens } = await signUpByApi(request);
  await toOtherWays(page, tokens);
  await page.getByRole('button', { name: 'Use your driver’s licence' }).click();
  await page.getByLabel('Licence number').fill('D1234567');
  await page.getByLabel('Issuing state').selectOption('CA');
  await page.getByLabel('Issue date').fill('2021-03-01');
  await page.getByLabel('Expiry date').fill('2031-03-01');
  await page.getByRole('button', { name: 'Check my licence' }).click();
  await expect(page).toHaveURL(/\/hippa$/);
});

test('[IDV-7] the SSN only cross-checks a passed ID: masked, kept nowhere in the browser, then back to confirm', async ({
  page,
  request,
}) => {
  const { tokens } = await signUpByApi(request);
  // It is no way to verify on its own: the other ways do not offer it
  await toOtherWays(page, tokens);
  await expect(page.getByRole('button', { name: 'Send your details and a document' })).toBeVisible();
  await expect(page.getByText(/Social Security/)).toHaveCount(0);

  await openWithSession(page, tokens, '/signup/verify/id');
  await scanIdAndSelfie(page, 'id.png');
  await expect(page).toHaveURL(/\/signup\/verify\/confirm$/);
  await page.getByRole('button', { name: 'Also check my SSN against my ID (optional)' }).click();
  await expect(page).toHaveURL(/\/signup\/verify\/confirm\/ssn$/);
  const field = page.getByLabel('Social Security number');
  await expect(field).toHaveAttribute('type', 'password');
  await field.pressSequentially('219098765');
  await expect(field).toHaveValue('219-09-8765');
  await expect(page.getByText('***-**-8765')).toBeVisible();
  await page.getByRole('button', { name: 'Check my SSN' }).click();
  await expect(page.getByText('Your SSN matches your ID.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/signup\/verify\/confirm$/);
  expect((await gatepass(request, tokens)).identity.status).toBe('awaiting_confirmation');
  const stored = await page.evaluate(
    () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
  );
  expect(stored).not.toContain('8765');
  await page.getByRole('button', { name: 'This is correct' }).click();
  await expect(page).toHaveURL(/\/hippa$/);
});

test('[IDV-8] replacing the surname the ID showed sends the case to a coordinator, not to /hippa', async ({
  page,
  request,
}) => {
  const { tokens } = await signUpByApi(request);
  await openWithSession(page, tokens, '/signup/verify/id');
  await scanIdAndSelfie(page, 'id.png');
  await expect(page).toHaveURL(/\/signup\/verify\/confirm$/);
  await page.getByRole('button', { name: 'Correct my information' }).click();
  await page.getByLabel('Last name').fill('Someone-Else');
  await page.getByRole('button', { name: 'This is correct' }).click();
  await expect(page).toHaveURL(/\/signup\/verify\/choice\/on-hold$/);
  await expect(page.getByRole('heading', { name: 'Your account is on hold' })).toBeVisible();
  await expect(page.getByText(/differ from what your ID showed/)).toBeVisible();
  expect((await gatepass(request, tokens)).identity.status).toBe('on_hold');
});

test('[IDV-5] coordinator-assisted: the account is on hold until a coordinator approves with the command-line tool', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow(); // a login, the command-line tool and the on-hold screen's own polling
  const { patient, tokens } = await signUpByApi(request);
  await toOtherWays(page, tokens);
  await page.getByRole('button', { name: 'Talk to a coordinator' }).click();
  // The verified mobile is offered; the patient may type another one.
  const callNumber = page.getByLabel('Phone number to call');
  await expect(callNumber).not.toHaveValue('');
  await callNumber.fill('');
  await callNumber.pressSequentially(patient.phone.replace(/-/g, ''));
  await page.getByRole('button', { name: 'Request a call' }).click();
  await expect(page).toHaveURL(/\/signup\/verify\/choice\/on-hold$/);
  await expect(page.getByRole('heading', { name: 'Your account is on hold' })).toBeVisible();
  await expectNoAxeViolations(page);

  // [ONB-2] logging in again resumes on the on-hold screen
  await page.goto('/login');
  await page.getByLabel('Email').fill(patient.email);
  await page.getByLabel('Password').fill(patient.password);
  // Only a code sent for this login: the sign-up's own code, already used, is in the outbox too.
  const since = Date.now();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login\/mfa\/(choose|confirm)$/);
  if (page.url().endsWith('/choose')) {
    await page.getByLabel('Text message (SMS)').check();
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  const code = await codeFor(request, patient.phone, since);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/signup\/verify\/choice\/on-hold$/);
  await expect(page.getByRole('heading', { name: 'Your account is on hold' })).toBeVisible();

  const run = promisify(execFile);
  const env = {
    ...process.env,
    PORTAL_COORDINATOR_TOKEN: process.env.E2E_COORDINATOR_TOKEN,
    PORTAL_URL: baseURL,
  };
  const cwd = resolve(import.meta.dirname, '..', '..');
  const listed = await run('npm', ['run', '--silent', 'coordinator', '--', 'list'], { cwd, env });
  const block = listed.stdout.split('\n\n').find((b) => b.includes(patient.phone));
  const id = block?.split('\n')[0]?.trim();
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  const approved = await run('npm', ['run', '--silent', 'coordinator', '--', 'approve', id!], {
    cwd,
    env,
  });
  expect(approved.stdout).toContain(`Approved ${id} by e2e-coordinator`);

  // The on-hold screen checks by itself and moves on
  await expect(page).toHaveURL(/\/hippa$/, { timeout: 20_000 });
});

test('[ONB-2] [GUARD-2] jumping ahead to /hippa before verification logs out', async ({ page, request }) => {
  const { tokens } = await signUpByApi(request);
  const warnings: string[] = [];
  page.on('console', (message) => warnings.push(message.text()));
  await openWithSession(page, tokens, '/hippa');
  await expect(page).toHaveURL(/\/login$/);
  expect(warnings).toContain('Invalid navigation attempt');
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});
