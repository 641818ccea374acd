import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { catalogue, text } from './locales.js';
import { addPasskey, virtualAuthenticator } from './passkey-support.js';
import {
  addAuthenticatorByApi,
  codeFor,
  content,
  demoSession,
  newPatient,
  onboardByApi,
  openWithSession,
  scanIdByApi,
  sessionHeaders,
  signHipaaByApi,
  signUpByApi,
  verifyIdentityByApi,
  type NewPatient,
  type Tokens,
} from './support.js';

/** Every form a patient can reach, by the session that reaches it and what it needs made first (issue 23). */
export type Who =
  | 'signed out'
  | 'demo patient'
  | 'new sign-up'
  | 'id scanned'
  | 'identity verified'
  | 'hipaa signed'
  | 'onboarded';

export interface Session {
  tokens: Tokens;
  /** The new patient (none for the demo patient). */
  patient?: NewPatient;
}

export interface Setup {
  request: APIRequestContext;
  page: Page;
  session: Session | null;
  language: 'en' | 'es';
}

export interface FormCase {
  who: Who;
  /** Where the form is (the guard's own step, for a patient in onboarding); shown in the test's title. */
  path: string;
  /**
   * What the form needs beyond the session, made through the API (a device's passkey through the browser, the
   * only way one is made): returns the address to open when it depends on what was made.
   */
  prepare?: (setup: Setup) => Promise<string | void>;
  /** The browser opens the form signed out, whatever session the preparation used (a link's recipient). */
  signedOut?: boolean;
  /** What opens the form once the page is there (a button that shows it, the steps before it). */
  open?: (page: Page, words: ReturnType<typeof catalogue>, setup: Setup) => Promise<void>;
  /** Which form of the page (else the first in <main>). */
  form?: (page: Page) => Locator;
}

/** The page's button named by the catalogue's `key`, `{{name}}` filled in. */
const button = (page: Page, words: ReturnType<typeof catalogue>, key: string, name = '') =>
  page.getByRole('button', { name: text(words, key).replace('{{name}}', name), exact: true });

const writeHeaders = (tokens: Tokens) => ({ ...sessionHeaders(tokens), 'X-CSRFToken': tokens.web_token });

/** The form holding `selector` (a page can show several). */
const formWith = (selector: string) => (page: Page) =>
  page.locator('main form').filter({ has: page.locator(selector) });

const APP = 'My phone';
const PASSKEY = 'Work laptop';

/** The kit order's steps before `step`, as the patient walks them (the draft is the tab's own). */
async function kitOrderTo(page: Page, words: ReturnType<typeof catalogue>, step: 'info' | 'new-address') {
  await page.getByRole('radio').first().check();
  await button(page, words, 'labKits.order.continue').click();
  await page.waitForURL(/\/order\/info/);
  if (step === 'info') return;
  await page.getByRole('radio', { name: text(words, 'labKits.info.newAddress') }).check();
  await button(page, words, 'labKits.order.continue').click();
  await page.waitForURL(/\/order\/new-address/);
}

/** A patient's own sign-in up to how the code is sent, as the patient does it on the login page. */
async function signInToChoice(
  page: Page,
  words: ReturnType<typeof catalogue>,
  patient: { email: string; password: string },
) {
  await page.locator('input[name="email"]').fill(patient.email);
  await page.locator('input[name="password"]').fill(patient.password);
  await button(page, words, 'login.submit').click();
  await page.waitForURL(/\/login\/mfa\/choose/);
}

export const FORMS: Record<string, FormCase> = {
  login: { who: 'signed out', path: '/login' },
  'sign-up': { who: 'signed out', path: '/signup' },
  'password reset request': { who: 'signed out', path: '/reset-password' },
  'new password from a reset link': {
    who: 'new sign-up',
    signedOut: true,
    path: '/reset-password?token=…',
    prepare: async ({ request, session }) => {
      const since = Date.now();
      await request.post('/v1/verify-reset-password/link', { data: { email: session!.patient!.email } });
      // the link goes by text until the email is proven: the outbox keeps its token as the message's code
      const token = await codeFor(request, session!.patient!.phone, since);
      return `/reset-password?token=${encodeURIComponent(token)}`;
    },
  },
  // The sign-in steps hold a live sign-in attempt (its token only in the tab): they are reached by signing in
  // with an authenticator app beside the phone there is a choice to make (a single way is chosen for the patient)
  'sign-in: how to send the code': {
    who: 'new sign-up',
    signedOut: true,
    path: '/login/mfa/choose',
    prepare: async ({ request, session }) => {
      const { tokens, patient } = session!;
      const added = await addAuthenticatorByApi(request, tokens, patient!);
      const app = new OTPAuth.TOTP({
        secret: OTPAuth.Secret.fromBase32(added.secret),
        digits: 6,
        period: 30,
      });
      await content(
        await request.patch('/v1/account/authenticators', {
          headers: writeHeaders(tokens),
          data: { id: added.id, code: app.generate() },
        }),
      );
      return '/login';
    },
    open: (page, words, { session }) => signInToChoice(page, words, session!.patient!),
  },
  'sign-in: the code': {
    who: 'new sign-up',
    signedOut: true,
    path: '/login/mfa/confirm',
    prepare: async () => '/login',
    open: async (page, words, { session }) => {
      await signInToChoice(page, words, session!.patient!);
      await page.getByRole('radio').first().check();
      await button(page, words, 'mfa.chooseSubmit').click();
      await page.waitForURL(/\/login\/mfa\/confirm/);
    },
  },
  'identity: details by hand': { who: 'new sign-up', path: '/signup/verify/choice/manual' },
  'identity: driver licence': { who: 'new sign-up', path: '/signup/verify/choice/licence' },
  'identity: a call with a coordinator': { who: 'new sign-up', path: '/signup/verify/choice/assisted' },
  'identity: correcting what the ID scan read': {
    who: 'id scanned',
    path: '/signup/verify/confirm',
    open: (page, words) => button(page, words, 'onboarding.confirm.edit').click(),
  },
  'identity: SSN cross-check': { who: 'id scanned', path: '/signup/verify/confirm/ssn' },
  'HIPAA authorization': { who: 'identity verified', path: '/hippa' },
  'onboarding address': { who: 'hipaa signed', path: '/address' },
  'email verification code': {
    who: 'onboarded',
    path: '/home',
    open: (page, words) => button(page, words, 'verifyEmail.send').click(),
    form: formWith('input[name="code"]'),
  },
  'legal name': {
    who: 'demo patient',
    path: '/profile/names',
    open: (page, words) => button(page, words, 'profile.names.editLegal').click(),
  },
  'another name': { who: 'demo patient', path: '/profile/names/new' },
  'date of birth': { who: 'demo patient', path: '/profile/date-of-birth' },
  'new phone': { who: 'demo patient', path: '/profile/phones/new' },
  'new phone: its code': {
    who: 'new sign-up',
    path: '/profile/phones/new',
    open: async (page, words, { request }) => {
      const { phone } = newPatient();
      const number = page.getByRole('textbox', { name: text(words, 'profile.newPhone.number') });
      // typed once the screen has taken in its draft (which would put its own, empty, number back)
      await expect(async () => {
        await number.fill('');
        await number.pressSequentially(phone.replace(/-/g, ''));
        await expect(number).toHaveValue(/\d{4}$/, { timeout: 1_000 });
      }).toPass();
      await page.getByRole('radio', { name: text(words, 'profile.phones.labels.home') }).check();
      const since = Date.now();
      await button(page, words, 'profile.newPhone.submit').click();
      // the code is texted to the new number: waiting for it, the step has come
      await codeFor(request, phone, since);
    },
    // the form asking for the code, not the number's form it replaces once the screen has the answer
    form: formWith('input[autocomplete="one-time-code"]'),
  },
  'past address': { who: 'demo patient', path: '/profile/addresses/new?kind=past' },
  'new address (a move)': { who: 'demo patient', path: '/profile/addresses/new?kind=primary' },
  'correcting an address': {
    who: 'onboarded',
    path: '/profile/addresses/:id',
    prepare: async ({ request, session }) => {
      const { addresses } = await content<{ addresses: Array<{ id: string }> }>(
        await request.get('/v1/patient/addresses', { headers: sessionHeaders(session!.tokens) }),
      );
      return `/profile/addresses/${addresses[0]!.id}`;
    },
  },
  'insurance plan': { who: 'demo patient', path: '/profile/insurance/new' },
  'changing an insurance plan': {
    who: 'new sign-up',
    path: '/profile/insurance/:id',
    prepare: async ({ request, session }) => {
      const plan = await content<{ id: string }>(
        await request.post('/v1/patient/insurance', {
          headers: writeHeaders(session!.tokens),
          data: {
            payer: 'Blue Harbor Health',
            member_id: 'BHH-99817730',
            subscriber_name: 'Rosa Tester',
            subscriber_relationship: 'self',
          },
        }),
      );
      return `/profile/insurance/${plan.id}`;
    },
    open: (page, words) => button(page, words, 'profile.insuranceItem.edit').click(),
  },
  feedback: { who: 'demo patient', path: '/profile/feedback/new' },
  'password change': { who: 'demo patient', path: '/profile/security/password' },
  'authenticator app: adding one': {
    who: 'new sign-up',
    path: '/profile/security',
    open: (page, words) => button(page, words, 'account.security.add').click(),
  },
  'authenticator app: the code that confirms it': {
    who: 'new sign-up',
    path: '/profile/security',
    open: async (page, words, { request, session }) => {
      await button(page, words, 'account.security.add').click();
      const since = Date.now();
      await button(page, words, 'account.security.ask.sms').click();
      await page
        .getByRole('textbox', { name: text(words, 'fields.code') })
        .fill(await codeFor(request, session!.patient!.phone, since));
      await button(page, words, 'account.security.continue').click();
    },
    // the form with the app's QR code, not the step-up form it replaces once the code is taken
    form: formWith('img'),
  },
  'authenticator app: renaming it': {
    who: 'new sign-up',
    path: '/profile/security',
    prepare: async ({ request, session }) => {
      await addAuthenticatorByApi(request, session!.tokens, session!.patient!, APP);
    },
    open: (page, words) => button(page, words, 'account.security.rename', APP).click(),
  },
  'authenticator app: removing it': {
    who: 'new sign-up',
    path: '/profile/security',
    prepare: async ({ request, session }) => {
      await addAuthenticatorByApi(request, session!.tokens, session!.patient!, APP);
    },
    open: (page, words) => button(page, words, 'account.security.removeApp', APP).click(),
  },
  'passkey: adding one': {
    who: 'new sign-up',
    path: '/profile/security',
    open: (page, words) => button(page, words, 'account.security.addPasskey').click(),
  },
  'passkey: renaming it': {
    who: 'new sign-up',
    path: '/profile/security',
    prepare: ({ request, page, session }) => passkeyOnDevice(request, page, session!),
    open: (page, words) => button(page, words, 'account.security.rename', PASSKEY).click(),
  },
  'passkey: removing it': {
    who: 'new sign-up',
    path: '/profile/security',
    prepare: ({ request, page, session }) => passkeyOnDevice(request, page, session!),
    open: (page, words) => button(page, words, 'account.security.removePasskey', PASSKEY).click(),
  },
  'share link': { who: 'demo patient', path: '/home/sharing/new' },
  'share link for a clinician': { who: 'demo patient', path: '/home/sharing/new?for=clinician' },
  'caregiver invitation': { who: 'demo patient', path: '/home/sharing/invite' },
  'shared records: the passcode': {
    who: 'onboarded',
    signedOut: true,
    path: '/shared#…',
    prepare: async ({ request, session }) => {
      const { share_key } = await content<{ share_key: string }>(
        await request.post('/v1/patient/sharing/links', {
          headers: writeHeaders(session!.tokens),
          data: {
            recipient_name: 'Dr. Walker',
            reason: 'e2e',
            categories: ['conditions'],
            expires_in_hours: 1,
            passcode: 'maple-42',
          },
        }),
      );
      return `/shared#${share_key}`;
    },
  },
  'kit order: which kit': { who: 'onboarded', path: '/home/lab-kits/order' },
  'kit order: phone and where to ship': {
    who: 'onboarded',
    path: '/home/lab-kits/order',
    open: (page, words) => kitOrderTo(page, words, 'info'),
  },
  'kit order: a new address': {
    who: 'onboarded',
    path: '/home/lab-kits/order',
    open: (page, words) => kitOrderTo(page, words, 'new-address'),
  },
  'study consent': { who: 'identity verified', path: '/home/studies/NCT99000110/consent' },
};

/** A passkey named "Work laptop" on this browser's virtual platform authenticator, added as a patient would. */
async function passkeyOnDevice(request: APIRequestContext, page: Page, session: Session) {
  await virtualAuthenticator(page);
  await openWithSession(page, session.tokens, '/profile/security');
  await addPasskey(page, request, session.patient!, PASSKEY);
}

/**
 * The demo patient's session, one for this worker's walks while it is young: the walker sends the demo patient
 * nothing it would keep, and no walk lasts long enough for its access token to need a refresh (a refresh would
 * rotate the token the next walk shares).
 */
let demo: { tokens: Promise<Tokens>; since: number } | undefined;
function demoTokens(request: APIRequestContext): Promise<Tokens> {
  if (!demo || Date.now() - demo.since > 5 * 60_000) {
    const tokens = demoSession(request);
    // a failed sign-in is not kept for the next walk
    tokens.catch(() => (demo = undefined));
    demo = { tokens, since: Date.now() };
  }
  return demo.tokens;
}

export async function sessionFor(request: APIRequestContext, who: Who): Promise<Session | null> {
  if (who === 'signed out') return null;
  if (who === 'demo patient') return { tokens: await demoTokens(request) };
  if (who === 'onboarded') return onboardByApi(request);
  const session = await signUpByApi(request);
  const { patient, tokens } = session;
  if (who === 'new sign-up') return session;
  if (who === 'id scanned') {
    await scanIdByApi(request, tokens);
    return session;
  }
  await verifyIdentityByApi(request, tokens, patient);
  if (who === 'identity verified') return session;
  await signHipaaByApi(request, tokens, patient);
  return session;
}
