import { expect, test, type Page } from '@playwright/test';
import { catalogue, text } from './locales.js';
import {
  content,
  demoRecordsReady,
  newPatient,
  onboardByApi,
  openWithSession,
  scanIdByApi,
  sessionHeaders,
  signUpByApi,
  type Tokens,
} from './support.js';

/**
 * Issue 23, items 7–10: the bad moments of verifying who one is and of a refused retrieval, on a 390 px phone in
 * each language, with the words the portal's catalogues give the patient.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const png = {
  name: 'passport.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
};

/**
 * 10:00 on the next such weekday (0 Sunday, 1 Monday…) from tomorrow on, as the call form's date-and-time field
 * takes it: the device's own time, which is the time the coordinators' hours are read in.
 */
function nextMorning(weekday: number): string {
  const day = new Date();
  day.setDate(day.getDate() + 1 + ((weekday - day.getDay() - 1 + 14) % 7));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T10:00`;
}

async function toOtherWays(page: Page, tokens: Tokens, language: string) {
  const words = catalogue(language);
  await openWithSession(page, tokens, '/signup/verify/id', language);
  await page.getByRole('button', { name: text(words, 'onboarding.verify.intro.otherWays') }).click();
  await expect(page).toHaveURL(/\/signup\/verify\/choice$/);
}

for (const language of ['en', 'es'] as const) {
  const words = catalogue(language);

  test(`[IDV-4] (${language}) a surname that does not match the account: the reason at that field, what was typed kept, the tries left and what to do next`, async ({
    page,
    request,
  }) => {
    const { patient, tokens } = await signUpByApi(request);
    await toOtherWays(page, tokens, language);
    await page.getByRole('button', { name: text(words, 'onboarding.choice.manual') }).click();
    const lastName = page.getByLabel(text(words, 'onboarding.manual.lastName'));
    await page.getByLabel(text(words, 'onboarding.manual.firstName')).fill(patient.first_name);
    await lastName.fill('Someone-Else');
    await page.getByLabel(text(words, 'onboarding.manual.dateOfBirth')).fill(patient.date_of_birth);
    await page.getByLabel(text(words, 'onboarding.manual.documentTypes.passport')).check();
    await page.locator('input[type=file]').setInputFiles(png);
    await page.getByRole('button', { name: text(words, 'onboarding.verify.capture.usePhoto') }).click();
    await page.getByRole('button', { name: text(words, 'onboarding.manual.submit') }).click();

    await expect(lastName).toHaveAccessibleDescription(
      new RegExp(text(words, 'onboarding.failure.reasons.last_name_mismatch')),
    );
    await expect(lastName).toHaveValue('Someone-Else');
    await expect(page.getByText(text(words, 'onboarding.failure.next'))).toBeVisible();
    await expect(
      page
        .getByText(/\d/)
        .filter({ hasText: /today|hoy/ })
        .first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/signup\/verify\/choice\/manual$/);
  });

  test(`[IDV-8] (${language}) an apostrophe, a hyphen and accents dropped from the surname are the same person: on to the authorization, not to a coordinator`, async ({
    page,
    request,
  }) => {
    const { tokens } = await signUpByApi(request, { ...newPatient(), last_name: 'O’Brien-Núñez' });
    await scanIdByApi(request, tokens);
    await openWithSession(page, tokens, '/signup/verify/confirm', language);
    await page.getByRole('button', { name: text(words, 'onboarding.confirm.edit') }).click();
    await page.getByLabel(text(words, 'fields.last_name')).fill('OBrien Nunez');
    await page.getByRole('button', { name: text(words, 'onboarding.confirm.submit') }).click();
    await expect(page).toHaveURL(/\/hippa$/);
  });

  test(`[IDV-5] (${language}) on hold: a call on a Sunday is refused at its field, and waiting is not the only way: the patient can choose another way`, async ({
    page,
    request,
  }) => {
    const { tokens } = await signUpByApi(request);
    await toOtherWays(page, tokens, language);
    await page.getByRole('button', { name: text(words, 'onboarding.choice.assisted') }).click();
    const time = page.getByLabel(text(words, 'onboarding.assisted.time'));
    await time.fill(nextMorning(0));
    await page.getByRole('button', { name: text(words, 'onboarding.assisted.submit') }).click();
    await expect(time).toHaveAccessibleDescription(/9:00/);
    await expect(time).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/signup\/verify\/choice\/assisted$/);

    // a weekday morning is taken, and the patient can still change their mind
    await time.fill(nextMorning(1));
    await page.getByRole('button', { name: text(words, 'onboarding.assisted.submit') }).click();
    await expect(page.getByRole('heading', { name: text(words, 'onboarding.onHold.title') })).toBeVisible();
    await page.getByRole('button', { name: text(words, 'onboarding.onHold.otherWay') }).click();
    await page.getByRole('button', { name: text(words, 'onboarding.onHold.otherWayYes') }).click();
    await expect(page).toHaveURL(/\/signup\/verify\/choice$/);
    await expect(page.getByRole('heading', { name: text(words, 'onboarding.choice.title') })).toBeVisible();
  });

  test(`[PULL-2] (${language}) updating the records after the authorization was revoked says why and links to sign it again`, async ({
    page,
    request,
  }) => {
    const { tokens } = await onboardByApi(request);
    await demoRecordsReady(request, tokens);
    await content(
      await request.delete('/v1/signup/hipaa', {
        headers: { ...sessionHeaders(tokens), 'X-CSRFToken': tokens.web_token },
      }),
    );
    await openWithSession(page, tokens, '/home/health-record', language);
    await page.getByRole('button', { name: text(words, 'records.summary.update') }).click();
    await expect(page.getByText(text(words, 'records.pull.refusedDescription'))).toBeVisible();
    await page.getByRole('link', { name: text(words, 'records.pull.signAgain') }).click();
    await expect(page).toHaveURL(/\/hippa$/);
  });
}
