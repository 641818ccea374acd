import { deflateSync, crc32 } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import type { InsuranceListResponse } from '@portal/contract';
import {
  codeFor,
  content,
  newPatient,
  onboardByApi,
  openWithSession,
  sessionHeaders,
  signUpByApi,
} from './support.js';

/**
 * Issue 23, the forms a patient fills in after onboarding (a share link, a caregiver's invitation, an insurance
 * plan, a new phone number), on a 390 px phone: a reload (a phone reloads a page by itself when the patient
 * switches apps to read a text) keeps the step and what was typed, never a passcode or a code; Back goes to the
 * step before without logging out.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** Still signed in: the header's account menu is there and the login page is not. */
async function expectSignedIn(page: Page) {
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: /^(Account|Cuenta)$/ })).toBeVisible();
}

test('[SHARE-2] [issue 23] a share link half made survives a reload (the passcode is asked again), Back goes to Sharing signed in, and a reload on the new link says it was made', async ({
  page,
  request,
}) => {
  const { tokens } = await onboardByApi(request);
  await openWithSession(page, tokens, '/home/sharing');
  await page.getByRole('link', { name: 'Share my records' }).first().click();
  await expect(page).toHaveURL('/home/sharing/new');
  await page.getByLabel(/Who is it for/).fill('Dr. Reload');
  await page.getByLabel(/Why are you sharing/).fill('Second opinion');
  await page.getByRole('checkbox', { name: 'Immunizations' }).uncheck();
  await page.getByLabel(/Link expires after/).selectOption('24');
  await page.getByLabel(/Passcode/).fill('maple-42');

  await page.reload();
  await expect(page.getByLabel(/Who is it for/)).toHaveValue('Dr. Reload');
  await expect(page.getByLabel(/Why are you sharing/)).toHaveValue('Second opinion');
  await expect(page.getByRole('checkbox', { name: 'Immunizations' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Allergies' })).toBeChecked();
  await expect(page.getByLabel(/Link expires after/)).toHaveValue('24');
  await expect(page.getByLabel(/Passcode/)).toHaveValue('');
  expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('maple-42');

  await page.goBack();
  await expect(page).toHaveURL('/home/sharing');
  await expectSignedIn(page);
  await page.goForward();
  await expect(page.getByLabel(/Who is it for/)).toHaveValue('Dr. Reload');

  await page.getByRole('button', { name: 'Create link' }).click();
  const link = await page.getByLabel('Share link').inputValue();
  expect(link).toMatch(/\/shared#/);
  // The key is shown once and kept nowhere: a reload says the link was made and where to stop it
  await page.reload();
  await expect(page.getByText(/Your link for Dr\. Reload was created/)).toBeVisible();
  await expect(page.getByLabel('Share link')).toHaveCount(0);
  expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain(link.split('#')[1]!);
  await expect(page.getByRole('link', { name: 'Details and access log: Dr. Reload' })).toBeVisible();
  // A new share starts empty
  await page.goto('/home/sharing');
  await page.getByRole('link', { name: 'Share my records' }).first().click();
  await expect(page.getByLabel(/Who is it for/)).toHaveValue('');
});

for (const language of ['en', 'es'] as const) {
  const words = {
    en: {
      invite: 'Invite a caregiver',
      name: /Their name/,
      email: /Their email/,
      why: /Why/,
      send: 'Send invitation',
    },
    es: {
      invite: 'Invitar a un cuidador',
      name: /Su nombre/,
      email: /Su correo/,
      why: /Por qué/,
      send: 'Enviar invitación',
    },
  }[language];
  test(`[SHARE-1] [issue 23] (${language}) a caregiver's invitation half typed survives a reload, Back goes to Sharing signed in, and the sent invitation leaves no draft`, async ({
    page,
    request,
  }) => {
    const { tokens } = await onboardByApi(request);
    const caregiver = newPatient().email;
    await openWithSession(page, tokens, '/home/sharing', language);
    await page.getByRole('link', { name: words.invite }).first().click();
    await expect(page).toHaveURL('/home/sharing/invite');
    await page.getByLabel(words.name).fill('Ana Cuidadora');
    await page.getByLabel(words.email).fill(caregiver);
    await page.getByLabel(words.why).fill('Helps with my care');

    await page.reload();
    await expect(page.getByLabel(words.name)).toHaveValue('Ana Cuidadora');
    await expect(page.getByLabel(words.email)).toHaveValue(caregiver);
    await expect(page.getByLabel(words.why)).toHaveValue('Helps with my care');

    await page.goBack();
    await expect(page).toHaveURL('/home/sharing');
    await expectSignedIn(page);
    await page.goForward();
    await expect(page.getByLabel(words.name)).toHaveValue('Ana Cuidadora');
    await page.getByRole('button', { name: words.send }).click();
    await expect(page).toHaveURL('/home/sharing');
    await page.getByRole('link', { name: words.invite }).first().click();
    await expect(page.getByLabel(words.name)).toHaveValue('');
  });
}

/** A 1×1 PNG: a real image, as a phone's photo of a card would be. */
const CARD_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A PNG of noise over 5 MB (noise does not compress): a phone camera's photo, too large to send as it is. */
function largePng(width = 1600, height = 1200): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) randomBytes(width * 3).copy(rows, y * (width * 3 + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('[PROF-5] [issue 23] an insurance plan half typed survives a reload (the photo is asked again, as the page says), Back goes to the list signed in; a file that is no picture is refused at its field and a 6 MB photo is shrunk and saved', async ({
  page,
  request,
}) => {
  test.slow(); // a 6 MB photo read, shrunk and sent
  const { tokens } = await signUpByApi(request);
  await openWithSession(page, tokens, '/profile/insurance');
  await page.getByRole('link', { name: 'Add insurance' }).first().click();
  await expect(page).toHaveURL('/profile/insurance/new');
  await page.getByLabel(/^Insurance company/).fill('Blue Harbor Health');
  await page.getByLabel(/^Member ID/).fill('BHH-99817730');
  await page.getByLabel(/^Subscriber name/).fill('Rosa Tester');
  await page.getByLabel(/^Your relationship to the subscriber/).selectOption('self');
  const front = page.getByLabel('Choose a photo: Front of the card');
  await front.setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: CARD_PNG });
  await expect(page.getByRole('img', { name: 'The photo you chose: Front of the card' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel(/^Insurance company/)).toHaveValue('Blue Harbor Health');
  await expect(page.getByLabel(/^Member ID/)).toHaveValue('BHH-99817730');
  await expect(page.getByLabel(/^Subscriber name/)).toHaveValue('Rosa Tester');
  await expect(page.getByLabel(/^Your relationship to the subscriber/)).toHaveValue('self');
  await expect(
    page.getByText('Photos are not kept when the page reloads. Please choose them again.'),
  ).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL('/profile/insurance');
  await expectSignedIn(page);
  await page.goForward();
  await expect(page.getByLabel(/^Member ID/)).toHaveValue('BHH-99817730');

  // A file that is no picture, whatever its name says: refused at its field, and no broken preview
  await front.setInputFiles({
    name: 'card.png',
    mimeType: 'image/png',
    buffer: Buffer.from('%PDF-1.4 not a photo'),
  });
  await expect(front).toHaveAccessibleDescription(/Please choose a JPEG, PNG or WebP photo/);
  await expect(page.getByRole('img', { name: 'The photo you chose: Front of the card' })).toHaveCount(0);

  // A phone camera's photo over 5 MB: shrunk in the browser, not refused
  const large = largePng();
  expect(large.length).toBeGreaterThan(5 * 1024 * 1024);
  await front.setInputFiles({ name: 'camera.png', mimeType: 'image/png', buffer: large });
  await expect(page.getByRole('img', { name: 'The photo you chose: Front of the card' })).toBeVisible();
  await expect(front).not.toHaveAccessibleDescription(/Please choose/);
  await page.getByRole('button', { name: 'Add insurance' }).click();
  await expect(page).toHaveURL('/profile/insurance');
  const { insurance } = await content<InsuranceListResponse>(
    await request.get('/v1/patient/insurance', { headers: sessionHeaders(tokens) }),
  );
  expect(insurance.map((plan) => [plan.member_id, plan.has_front_image])).toEqual([['BHH-99817730', true]]);

  // The plan saved leaves no draft
  await page.getByRole('link', { name: 'Add insurance' }).first().click();
  await expect(page.getByLabel(/^Member ID/)).toHaveValue('');
});

test('[PROF-3] [issue 23] a new phone survives a reload on its code step (the code texted before still works), Back goes to the number as typed, signed in', async ({
  page,
  request,
}) => {
  const { tokens } = await signUpByApi(request);
  const second = newPatient().phone;
  await openWithSession(page, tokens, '/profile/phones');
  await page.getByRole('link', { name: 'Add a phone number' }).first().click();
  await expect(page).toHaveURL('/profile/phones/new');
  await page.getByLabel(/^Phone number/).fill(second.replace(/\D/g, ''));
  await page.getByRole('radio', { name: 'Work' }).check();
  await page.reload();
  await expect(page.getByLabel(/^Phone number/)).toHaveValue(
    `(${second.slice(0, 3)}) ${second.slice(4, 7)}-${second.slice(8)}`,
  );
  await expect(page.getByRole('radio', { name: 'Work' })).toBeChecked();

  const since = Date.now();
  await page.getByRole('button', { name: 'Text me a code' }).click();
  const code = page.getByLabel(/^6-digit code/);
  await expect(code).toBeVisible();
  const texted = await codeFor(request, second, since);
  await code.fill(texted.slice(0, 3));
  await page.reload();
  await expect(code).toBeVisible();
  await expect(code).toHaveValue(''); // a code is never kept
  expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain(texted);

  await page.goBack();
  await expectSignedIn(page);
  await expect(page.getByLabel(/^Phone number/)).toHaveValue(
    `(${second.slice(0, 3)}) ${second.slice(4, 7)}-${second.slice(8)}`,
  );
  await expect(page.getByRole('radio', { name: 'Work' })).toBeChecked();
  // the same number again goes back to its code, not to "already added"
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await code.fill(texted);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL('/profile/phones');
  const { phoneNumber } = await content<{ phoneNumber: Array<{ phone: string; confirmed: boolean }> }>(
    await request.get('/v1/patient/phones', { headers: sessionHeaders(tokens) }),
  );
  expect(phoneNumber.find((p) => p.phone === second)).toMatchObject({ confirmed: true });
});
