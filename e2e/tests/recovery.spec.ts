import { expect, test, type APIRequestContext } from '@playwright/test';
import { catalogue, text } from './locales.js';
import { patientWithPasskey } from './passkey-support.js';
import { codeFor } from './support.js';

/**
 * Issue 26 item 4: a passkey must not survive recovery. Someone who once had the patient's session added a passkey
 * ("Work laptop" here); a passkey alone signs in. The reset ends it, and so does the notice's "this wasn't me" link.
 */

type OutboxMessage = { body: string; code?: string };
const outbox = async (request: APIRequestContext, to: string) => {
  const answer = await request.get(`/v1/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await answer.json()) as { content: { messages: OutboxMessage[] } }).content.messages;
};

for (const language of ['en', 'es'] as const) {
  test(`[AUTH-4] [AUTH-6] (${language}) after a reset the patient removes every passkey at once, and the passkey no longer signs in`, async ({
    page,
    request,
  }) => {
    const words = catalogue(language);
    const { patient } = await patientWithPasskey(page, request);
    await page.evaluate(() => localStorage.clear());

    const sent = Date.now();
    await request.post('/v1/verify-reset-password/link', { data: { email: patient.email } });
    const token = await codeFor(request, patient.phone, sent);
    await page.goto(`/reset-password?token=${encodeURIComponent(token)}&lng=${language}`);
    await page
      .getByRole('textbox', { name: text(words, 'fields.new_password'), exact: true })
      .fill('Sunny-Meadow-2026!');
    await page
      .getByRole('textbox', { name: text(words, 'fields.confirm_password'), exact: true })
      .fill('Sunny-Meadow-2026!');
    await page.getByRole('button', { name: text(words, 'reset.setSubmit') }).click();

    // The review: the passkey named, the phone kept
    await expect(page.getByRole('heading', { name: text(words, 'review.title') })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Work laptop' })).toBeVisible();
    await expect(page.getByText(text(words, 'review.stays'))).toBeVisible();

    await page.getByRole('button', { name: text(words, 'review.removeAll') }).click();
    const dialog = page.getByRole('dialog', { name: text(words, 'review.confirmTitle') });
    await dialog.getByRole('button', { name: text(words, 'review.confirm'), exact: true }).click();
    await expect(page.getByText(text(words, 'review.removed_one').replace('{{count}}', '1'))).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Work laptop' })).toHaveCount(0);

    await page.getByRole('link', { name: text(words, 'review.continue') }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.getByRole('button', { name: text(words, 'login.passkey') }).click();
    await expect(page.getByText(text(words, 'errors.PASSKEY_UNKNOWN'))).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });
}

test('[AUTH-6] the text about a new passkey carries a link that removes it, signs every device out, and works once', async ({
  page,
  request,
}) => {
  const { patient } = await patientWithPasskey(page, request);
  const notice = (await outbox(request, patient.phone)).find((m) => m.body.includes('/not-me#'));
  expect(notice?.body).toContain('A passkey was just added');
  const link = new URL(/https?:\/\/\S+\/not-me#\S+/.exec(notice!.body)![0]);

  await page.goto(`${link.pathname}${link.hash}`);
  await expect(
    page.getByText('We removed the passkey “Work laptop” and signed out every device.'),
  ).toBeVisible();
  // The token leaves the address bar once read
  expect(new URL(page.url()).hash).toBe('');
  await expect(page.getByRole('link', { name: 'Reset your password' })).toBeVisible();

  // Opened again from the message (a fresh page: the same address with its fragment would not reload)
  await page.goto('about:blank');
  await page.goto(`${link.pathname}${link.hash}`);
  await expect(page.getByText('This link has expired or was already used.')).toBeVisible();
});
