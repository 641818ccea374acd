import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { codeFor, newPatient } from './support.js';

/**
 * Issue 23, sign-in and session: the ordinary bad moments of a patient on a 390 px phone (a mistyped code),
 * in each language, with the words the portal's catalogues give them.
 */
type Tree = { [key: string]: string | Tree };
const catalogue = (language: string) =>
  JSON.parse(
    readFileSync(resolve(import.meta.dirname, `../../apps/portal/dist/locales/${language}.json`), 'utf8'),
  ) as Tree;
const text = (tree: Tree, key: string, count?: number) => {
  const value = key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part]!, tree);
  return typeof count === 'number' ? String(value).replace('{{count}}', String(count)) : String(value);
};
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

for (const language of ['en', 'es'] as const) {
  test(`[AUTH-3] (${language}) five wrong codes at sign-up, then "Send a new code": the new code works and the patient moves on`, async ({
    page,
    request,
  }) => {
    const words = catalogue(language);
    const patient = newPatient();
    await page.goto(`/signup?lng=${language}`);
    await page.getByLabel(text(words, 'fields.first_name')).fill(patient.first_name);
    await page.getByLabel(text(words, 'fields.last_name')).fill(patient.last_name);
    await page.getByLabel(text(words, 'fields.email')).fill(patient.email);
    await page.locator('input[name=password]').fill(patient.password);
    await page.getByLabel(text(words, 'fields.date_of_birth')).fill(patient.date_of_birth);
    await page.getByLabel(text(words, 'fields.phone')).pressSequentially(patient.phone.replace(/-/g, ''));
    await page.getByRole('button', { name: text(words, 'signup.next') }).click();
    const sent = Date.now();
    await page.getByRole('button', { name: text(words, 'signup.submit') }).click();
    await expect(page).toHaveURL(/\/login\/mfa\/confirm$/);

    const field = page.getByLabel(text(words, 'fields.code'));
    const wrong = wrongFor(await codeFor(request, patient.phone, sent));
    for (const left of [4, 3, 2, 1]) {
      await field.fill(wrong);
      await page.getByRole('button', { name: text(words, 'mfa.confirm'), exact: true }).click();
      const plural = left === 1 ? 'mfa.codeWrong_one' : 'mfa.codeWrong_other';
      await expect(field).toHaveAccessibleDescription(new RegExp(text(words, plural, left)));
    }
    await field.fill(wrong);
    await page.getByRole('button', { name: text(words, 'mfa.confirm'), exact: true }).click();
    await expect(page.getByText(text(words, 'mfa.codeLocked'))).toBeVisible();

    const resent = Date.now();
    await page.getByRole('button', { name: text(words, 'mfa.resend') }).click();
    await expect(page.getByText(text(words, 'mfa.codeLocked'))).toBeHidden();
    await expect(field).toHaveValue('');
    await field.fill(await codeFor(request, patient.phone, resent));
    await page.getByRole('button', { name: text(words, 'mfa.confirm'), exact: true }).click();
    await expect(page).toHaveURL(/\/signup\/verify\/id$/);
  });
}
