import { expect, test } from '@playwright/test';
import { content, openWithSession, sessionHeaders, signUpByApi, type Tokens } from './support.js';

const writeHeaders = (tokens: Tokens) => ({ ...sessionHeaders(tokens), 'X-CSRFToken': tokens.web_token });

test('[PROF-1] [PROF-4] a patient adds a name and sets their gender, sees both after a reload, and another patient cannot read or change them', async ({
  page,
  request,
}) => {
  const { tokens } = await signUpByApi(request);

  await openWithSession(page, tokens, '/profile/names/new');
  await page.getByRole('radio', { name: 'Maiden name' }).check();
  await page.getByRole('textbox', { name: /^First name/ }).fill('Avery');
  await page.getByRole('textbox', { name: /^Last name/ }).fill('Okafor');
  await page.getByRole('button', { name: 'Add name' }).click();
  await expect(page).toHaveURL(/\/profile\/names$/);
  await page.reload();
  await expect(page.getByText('Avery Okafor')).toBeVisible();

  await page.goto('/profile/gender');
  const identity = page.getByRole('group', { name: 'Gender identity' });
  await identity.getByRole('radio', { name: 'Non-binary' }).check();
  await page
    .getByRole('group', { name: 'Sex (as on your records)' })
    .getByRole('radio', { name: 'Prefer not to say' })
    .check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Success: Saved.', { exact: true })).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Gender identity' }).getByRole('radio', { name: 'Non-binary' }),
  ).toBeChecked();

  // A second patient's session: their own (empty) profile, and the first patient's name is out of reach.
  const names = await content<{ names: Array<{ id: string; last_name: string }> }>(
    await request.get('/v1/patient/names', { headers: sessionHeaders(tokens) }),
  );
  const maiden = names.names.find((n) => n.last_name === 'Okafor')!;
  const other = await signUpByApi(request);
  const theirNames = await request.get('/v1/patient/names', { headers: sessionHeaders(other.tokens) });
  expect(await theirNames.text()).not.toContain('Okafor');
  const theirGender = await content(
    await request.get('/v1/patient/gender', { headers: sessionHeaders(other.tokens) }),
  );
  expect(theirGender).toEqual({ sex: null, sex_at_birth: null, gender_identity: null });
  const changed = await request.patch(`/v1/patient/names/${maiden.id}`, {
    headers: writeHeaders(other.tokens),
    data: { use: 'old', first_name: 'Taken', last_name: 'Over' },
  });
  expect(changed.status()).toBe(404);
  const removed = await request.delete(`/v1/patient/names/${maiden.id}`, {
    headers: writeHeaders(other.tokens),
  });
  expect(removed.status()).toBe(404);

  await page.goto('/profile/names');
  await expect(page.getByText('Avery Okafor')).toBeVisible();
});
