import { expect, test, type Page } from '@playwright/test';
import {
  codeFor,
  content,
  newPatient,
  openWithSession,
  sessionHeaders,
  signUpByApi,
  type Tokens,
} from './support.js';

const writeHeaders = (tokens: Tokens) => ({ ...sessionHeaders(tokens), 'X-CSRFToken': tokens.web_token });

async function enterAddress(page: Page, street: string, movedIn: string) {
  await page.getByLabel('Street address').fill(street);
  await page.getByLabel('City').fill('Springfield');
  await page.getByLabel('State').selectOption('IL');
  await page.getByLabel('ZIP code').fill('62701');
  await page.getByLabel(/^Date you moved in/).fill(movedIn);
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(/\/profile\/addresses$/);
}

test('[PROF-2] [PROF-3] a patient moves house and keeps the old address as a past one, adds a second phone confirmed by its code, sees both after a reload; another patient reaches neither', async ({
  page,
  request,
}) => {
  const { tokens } = await signUpByApi(request);

  await openWithSession(page, tokens, '/profile/addresses');
  await page.getByRole('link', { name: 'I moved' }).click();
  await expect(page.getByRole('heading', { name: 'Your new address' })).toBeVisible();
  await enterAddress(page, '12 Old Mill Rd', '2020-05-01');
  await page.getByRole('link', { name: 'I moved' }).click();
  await enterAddress(page, '48 New Harbor Ave', '2025-06-15');
  await page.reload();
  await expect(page.getByText('48 New Harbor Ave, Springfield, IL 62701')).toBeVisible();
  await expect(page.getByText('12 Old Mill Rd, Springfield, IL 62701')).toBeVisible();
  await expect(page.getByText('From May 1, 2020 until June 15, 2025')).toBeVisible();

  // A second phone: used for nothing until the code texted to it comes back (read from the local outbox).
  const second = newPatient().phone;
  await page.goto('/profile/phones/new');
  await page.getByLabel(/^Phone number/).fill(second.replace(/\D/g, ''));
  await page.getByRole('radio', { name: 'Work' }).check();
  const since = Date.now();
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await page.getByLabel(/^6-digit code/).fill(await codeFor(request, second, since));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/profile\/phones$/);
  await page.reload();
  const shown = `(${second.slice(0, 3)}) ${second.slice(4, 7)}-${second.slice(8)}`;
  await expect(page.getByText(shown)).toBeVisible();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();

  // Another patient's session: their own lists, and the first patient's address and phone are out of reach.
  const { addresses } = await content<{ addresses: Array<{ id: string; kind: string }> }>(
    await request.get('/v1/patient/addresses', { headers: sessionHeaders(tokens) }),
  );
  const { phoneNumber } = await content<{ phoneNumber: Array<{ id: string }> }>(
    await request.get('/v1/patient/phones', { headers: sessionHeaders(tokens) }),
  );
  const other = await signUpByApi(request);
  const theirs = await request.get('/v1/patient/addresses', { headers: sessionHeaders(other.tokens) });
  expect(await theirs.text()).not.toContain('Old Mill');
  const theirPhones = await request.get('/v1/patient/phones', { headers: sessionHeaders(other.tokens) });
  expect(await theirPhones.text()).not.toContain(second);
  const pastId = addresses.find((a) => a.kind === 'past')!.id;
  expect(
    (await request.delete(`/v1/patient/address/${pastId}`, { headers: writeHeaders(other.tokens) })).status(),
  ).toBe(404);
  expect(
    (
      await request.delete(`/v1/patient/phone/${phoneNumber[1]!.id}`, { headers: writeHeaders(other.tokens) })
    ).status(),
  ).toBe(404);
  await page.reload();
  await expect(page.getByText(shown)).toBeVisible();
});

test('[PROF-1] after a legal-name change the account shows the new name without signing in again', async ({
  page,
  request,
}) => {
  const { tokens } = await signUpByApi(request);
  await openWithSession(page, tokens, '/profile/names');
  await page.getByRole('button', { name: 'Change legal name' }).click();
  await page.getByRole('textbox', { name: /^Last name/ }).fill('Okonkwo');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Success: Saved.', { exact: true })).toBeVisible();
  // Within the app, no reload: the account page reads the name from the re-issued id token.
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('link', { name: 'Your account' }).click();
  await expect(page.getByText(/Signed in as .*Okonkwo/)).toBeVisible();
});
