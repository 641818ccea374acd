import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { codeFor, openWithSession, signUpByApi, type NewPatient, type Tokens } from './support.js';

/** What a test reads of a passkey the virtual authenticator holds (CDP WebAuthn.Credential). */
export interface HeldPasskey {
  credentialId: string;
  isResidentCredential: boolean;
  signCount: number;
}

/** What a test reads of the virtual authenticator: the passkeys it holds. */
export interface VirtualAuthenticator {
  credentials: () => Promise<HeldPasskey[]>;
}

/** A platform authenticator with user verification, as a laptop's fingerprint reader would be (CDP WebAuthn). */
export async function virtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  const credentials = async () =>
    (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
  return { credentials };
}

/** On the security page: names a new passkey, confirms with a texted code, and the device creates it. */
export async function addPasskey(page: Page, request: APIRequestContext, patient: NewPatient, name: string) {
  await expect(page.getByText('You have no passkey yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await page.getByLabel(/^Name of the passkey/).fill(name);
  const since = Date.now();
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await page.getByLabel(/^6-digit code/).fill(await codeFor(request, patient.phone, since));
  await page.getByRole('button', { name: 'Create the passkey' }).click();
  await expect(page.getByText(`${name} is ready.`).first()).toBeVisible();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

/** A new patient on a device with a platform authenticator, who has added a passkey named "Work laptop" to it. */
export async function patientWithPasskey(
  page: Page,
  request: APIRequestContext,
): Promise<{ patient: NewPatient; tokens: Tokens; authenticator: VirtualAuthenticator }> {
  const { tokens, patient } = await signUpByApi(request);
  const authenticator = await virtualAuthenticator(page);
  await openWithSession(page, tokens, '/profile/security');
  await addPasskey(page, request, patient, 'Work laptop');
  return { patient, tokens, authenticator };
}
