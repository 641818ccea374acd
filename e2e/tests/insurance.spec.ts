import { expect, test } from '@playwright/test';
import { openWithSession, sessionHeaders, signUpByApi } from './support.js';

/** A 1×1 PNG: a real image, as a phone's photo of a card would be. */
const CARD_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('[PROF-5] a patient adds insurance with a card photo, sees it after a reload, and another patient cannot read it', async ({
  page,
  request,
}) => {
  const { tokens } = await signUpByApi(request);
  await openWithSession(page, tokens, '/profile/insurance');
  await page.getByRole('link', { name: 'Add insurance' }).click();
  await page.getByLabel(/^Insurance company/).fill('Blue Harbor Health');
  await page.getByLabel(/^Member ID/).fill('BHH-99817730');
  await page.getByLabel(/^Subscriber name/).fill('Rosa Tester');
  await page.getByLabel(/^Your relationship to the subscriber/).selectOption('self');
  await page
    .getByLabel('Choose a photo: Front of the card')
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: CARD_PNG });
  await expect(page.getByRole('img', { name: 'The photo you chose: Front of the card' })).toBeVisible();
  await page.getByRole('button', { name: 'Add insurance' }).click();
  await expect(page).toHaveURL(/\/profile\/insurance$/);

  await page.reload();
  await expect(page.getByText('Member ID BHH-99817730')).toBeVisible();
  await page.getByRole('link', { name: 'See Blue Harbor Health' }).click();
  const photo = page.getByRole('img', { name: 'Your insurance card: Front of the card' });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  const [plan] = (
    (await (await request.get('/v1/patient/insurance', { headers: sessionHeaders(tokens) })).json()) as {
      content: { insurance: Array<{ id: string }> };
    }
  ).content.insurance;
  const other = await signUpByApi(request);
  const theirs = sessionHeaders(other.tokens);
  const list = await request.get('/v1/patient/insurance', { headers: theirs });
  expect(((await list.json()) as { content: { insurance: unknown[] } }).content.insurance).toEqual([]);
  expect(
    (await request.get(`/v1/patient/insurance/${plan!.id}/card/front`, { headers: theirs })).status(),
  ).toBe(404);
  const remove = await request.delete(`/v1/patient/insurance/${plan!.id}`, {
    headers: { ...theirs, 'X-CSRFToken': other.tokens.web_token },
  });
  expect(remove.status()).toBe(404);
  await page.reload();
  await expect(photo).toBeVisible();
});
