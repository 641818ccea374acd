import { expect, test, type APIRequestContext } from '@playwright/test';
import { codeFor, openLogin, openWithSession, signUpByApi, type Tokens } from './support.js';

const auth = (tokens: Tokens) => ({
  Authorization: `Bearer ${tokens.access_token}`,
  'X-CSRFToken': tokens.web_token,
});
const feedbackOf = async (request: APIRequestContext, tokens: Tokens) =>
  (
    (await (await request.get('/v1/patient/feedback', { headers: auth(tokens) })).json()) as {
      content: { feedback: unknown[] };
    }
  ).content.feedback;

test('[PROF-7] settings and feedback are kept after a reload, and another patient sees none of it', async ({
  page,
  request,
}) => {
  const { tokens } = await signUpByApi(request);
  await openWithSession(page, tokens, '/profile');
  await page.getByRole('link', { name: 'Settings' }).first().click();
  await page.getByLabel(/^Time zone/).selectOption('America/Denver');
  await page
    .getByRole('group', { name: 'Lab kit updates' })
    .getByRole('checkbox', { name: 'Text message' })
    .check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Your settings are saved.').first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/^Time zone/)).toHaveValue('America/Denver');
  await expect(
    page.getByRole('group', { name: 'Lab kit updates' }).getByRole('checkbox', { name: 'Text message' }),
  ).toBeChecked();

  await page.goto('/profile/feedback/new');
  await page.getByRole('radio', { name: 'Idea' }).check();
  await page.getByLabel(/^Your message/).fill('A reminder before my kit expires, please.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/profile\/feedback$/);
  await page.reload();
  await expect(page.getByText('A reminder before my kit expires, please.')).toBeVisible();
  await expect(page.getByText('Received')).toBeVisible();

  const other = await signUpByApi(request);
  expect(await feedbackOf(request, other.tokens)).toEqual([]);
  const otherSettings = await request.get('/v1/patient/settings', { headers: auth(other.tokens) });
  expect(((await otherSettings.json()) as { content: { time_zone: string } }).content.time_zone).toBe(
    'America/New_York',
  );
});

test('[PROF-7] changing the password takes a texted code, and the new password signs in', async ({
  page,
  request,
}) => {
  const { tokens, patient } = await signUpByApi(request);
  await openWithSession(page, tokens, '/profile/security/password');
  await page.getByLabel(/^Current password/).fill(patient.password);
  await page.getByLabel(/^New password/).fill('Quiet-River-Stone-88!');
  await page.getByLabel(/^Confirm password/).fill('Quiet-River-Stone-88!');
  const since = Date.now();
  await page.getByRole('button', { name: 'Text me a code' }).click();
  // The field shows once the code is sent, so the newest code to the phone is this one
  const codeField = page.getByLabel(/^6-digit code/);
  await expect(codeField).toBeVisible();
  await codeField.fill(await codeFor(request, patient.phone, since));
  await page.getByRole('button', { name: 'Change password' }).last().click();
  await expect(page).toHaveURL(/\/profile\/security$/);
  await expect(page.getByText('Your password was changed.', { exact: false }).first()).toBeVisible();
  const login = (password: string) => request.post('/v1/login', { data: { email: patient.email, password } });
  expect((await login('Quiet-River-Stone-88!')).ok()).toBe(true);
  expect((await login(patient.password)).ok()).toBe(false);
});

test('[PROF-7] "About this portal" is open to anyone from the footer, and a signed-in patient reads it in the account area', async ({
  page,
  request,
}) => {
  await openLogin(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About this portal' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: /^About / })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Open-source licences' })).toBeVisible();

  const { tokens } = await signUpByApi(request);
  await openWithSession(page, tokens, '/profile');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About this portal' }).click();
  await expect(page).toHaveURL(/\/profile\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: /^About / })).toBeVisible();
});
