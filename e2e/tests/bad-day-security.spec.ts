import { expect, test } from '@playwright/test';
import { catalogue, text } from './locales.js';
import { patientWithPasskey } from './passkey-support.js';
import { openWithSession } from './support.js';

/**
 * Issue 23, security changes: the ordinary bad moments of a patient on a 390 px phone, in each language, with the
 * words the portal's catalogues give them.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const field = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

for (const language of ['en', 'es'] as const) {
  test(`[AUTH-6] [AUTH-5] (${language}) a patient with a passkey confirms a password change with it, and a mistyped current password spends nothing`, async ({
    page,
    request,
  }) => {
    const words = catalogue(language);
    const { patient, tokens, authenticator } = await patientWithPasskey(page, request);
    const texts = await request.get(`/v1/dev/outbox?to=${encodeURIComponent(patient.phone)}`);
    const signatures = async () => (await authenticator.credentials())[0]?.signCount ?? 0;
    const signedBefore = await signatures();

    await openWithSession(page, tokens, '/profile/security/password', language);
    await page.getByLabel(field(text(words, 'fields.current_password'))).fill('Not-My-Password-1!');
    await page.getByLabel(field(text(words, 'fields.new_password'))).fill('Brand-New-Pass-77!');
    await page.getByLabel(field(text(words, 'fields.confirm_password'))).fill('Brand-New-Pass-77!');
    await page.getByRole('radio', { name: text(words, 'mfa.methods.passkey') }).check();
    await page.getByRole('button', { name: text(words, 'account.security.ask.passkey') }).click();
    await expect(page.getByText(text(words, 'account.security.passkeyConfirmed'))).toBeVisible();
    const submit = page.getByRole('button', { name: text(words, 'account.password.submit'), exact: true });
    await submit.click();
    await expect(page.getByLabel(field(text(words, 'fields.current_password')))).toHaveAccessibleDescription(
      text(words, 'errors.PASSWORD_INCORRECT'),
    );

    // The password fixed, the same confirmation still stands: no second passkey prompt, no code
    await page.getByLabel(field(text(words, 'fields.current_password'))).fill(patient.password);
    await submit.click();
    await expect(page).toHaveURL(/\/profile\/security$/);
    // One prompt for both tries: the passkey signed once
    expect(await signatures()).toBe(signedBefore + 1);
    const after = await request.get(`/v1/dev/outbox?to=${encodeURIComponent(patient.phone)}`);
    expect((await after.json()).content.messages).toHaveLength((await texts.json()).content.messages.length);
  });
}
