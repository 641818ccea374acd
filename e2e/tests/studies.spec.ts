import { expect, test } from '@playwright/test';
import { openWithSession, signUpByApi, verifyIdentityByApi } from './support.js';

const STUDY = 'Sleep and heart health in healthy adults';
const SITE = `Bluewater Research Clinic — ${STUDY}`;

test('[STUDY-2] consent to a study, find its site in the shared-with list, then withdraw and see the share end', async ({
  page,
  request,
}) => {
  const { patient, tokens } = await signUpByApi(request);
  await verifyIdentityByApi(request, tokens, patient);

  // [STUDY-1] A patient of 41 with no records yet: the healthy-volunteer study is suggested on age alone
  await openWithSession(page, tokens, '/home/studies');
  const suggested = page.getByRole('region', { name: 'Suggested for you' });
  await expect(
    suggested.getByText('Suggested because your age is in the study’s range (18 to 65 years).'),
  ).toBeVisible();
  await suggested.getByRole('link', { name: `See study: ${STUDY}` }).click();
  await page.getByRole('link', { name: 'Read and sign the consent' }).click();

  // One box per section of the consent document, each to tick
  await expect(page.getByRole('checkbox')).toHaveCount(6);
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page
    .getByRole('textbox', { name: /Type your full name to sign/ })
    .fill(`${patient.first_name} ${patient.last_name}`);
  await page.getByRole('button', { name: 'Sign consent' }).click();
  await expect(page.getByText(`Signed by ${patient.first_name} ${patient.last_name} on`)).toBeVisible();

  await page.getByRole('link', { name: 'See who your records are shared with' }).click();
  await expect(page).toHaveURL(/\/home\/sharing$/);
  const sites = page.getByRole('region', { name: 'Clinical trial sites' });
  const entry = sites.getByRole('listitem').filter({ hasText: SITE });
  await expect(entry.getByRole('heading', { name: SITE })).toBeVisible();
  await expect(entry.getByText('Active')).toBeVisible();

  await page.goto('/home/studies/NCT99000110');
  await page.getByRole('button', { name: 'Withdraw consent' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Withdraw consent' }).click();
  await expect(page.getByText(/You withdrew your consent on/)).toBeVisible();

  await page.goto('/home/sharing');
  await expect(entry.getByText('Revoked').first()).toBeVisible();
});
