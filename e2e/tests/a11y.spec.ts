import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './accessibility.js';
import { openLogin, openWithSession, signUpByApi } from './support.js';

const loginFlow = {
  kind: 'login',
  mfaToken: 'attempt',
  methods: ['sms', 'email', 'totp'],
  method: 'sms',
  destination: '***-***-0100',
};
const signupFlow = {
  kind: 'signup',
  mfaToken: 'attempt',
  methods: ['sms'],
  method: 'sms',
  destination: '***-***-0100',
};

async function withFlow(page: Page, path: string, flow: object | null) {
  await page.evaluate((value) => {
    if (value) sessionStorage.setItem('mfa_flow', JSON.stringify(value));
    else sessionStorage.removeItem('mfa_flow');
  }, flow);
  await page.goto(path);
}

async function expectNoViolations(page: Page) {
  // a modal dialog hides the page (and its h1) from assistive technology; it brings its own heading
  const modal = await page.getByRole('dialog').count();
  if (!modal) await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
}

/** Each screen state, reached from a page already in the language under test. */
const publicScreens: Record<string, (page: Page) => Promise<void>> = {
  login: async () => undefined,
  'login with errors': async (page) => page.locator('button[type=submit]').click(),
  signup: async (page) => void (await page.goto('/signup')),
  'signup with errors': async (page) => {
    await page.goto('/signup');
    await page.locator('button[type=submit]').click();
  },
  'personal info confirmation': async (page) => {
    await page.goto('/signup');
    await page.locator('input[name=first_name]').fill('Rosa');
    await page.locator('input[name=last_name]').fill('Tester');
    await page.locator('input[name=email]').fill('rosa@example.com');
    await page.locator('input[name=password]').fill('Sunny-Meadow-2026!');
    await page.locator('input[name=date_of_birth]').fill('1985-04-12');
    await page.locator('input[type=tel]').pressSequentially('6175550199');
    await page.locator('button[type=submit]').click();
    await expect(page.locator('dl')).toBeVisible();
  },
  'reset password: ask for a link': async (page) => void (await page.goto('/reset-password')),
  // A made-up token: the page checks it as it opens and says the link no longer works
  'reset password: a dead link': async (page) =>
    void (await page.goto('/reset-password?token=from-the-link')),
  'MFA choose': (page) => withFlow(page, '/login/mfa/choose', loginFlow),
  'authentication code': (page) => withFlow(page, '/login/mfa/confirm', loginFlow),
  'verify your device': (page) => withFlow(page, '/login/mfa/confirm', signupFlow),
  'code screen without an attempt': (page) => withFlow(page, '/login/mfa/confirm', null),
  'privacy policies': async (page) => void (await page.goto('/policies')),
  'privacy policy': async (page) => void (await page.goto('/policies/privacy')),
  'identity verification policy': async (page) => void (await page.goto('/policies/identity-verification')),
  'not found': async (page) => void (await page.goto('/no-such-page')),
};

const patientScreens: Record<string, (page: Page) => Promise<void>> = {
  home: async (page) => {
    await page.goto('/home');
    await expect(page.getByText(/0 (apps set up|aplicaciones configuradas)/)).toBeVisible();
  },
  'support (/chat)': async (page) => void (await page.goto('/chat')),
  'verify id': async (page) => void (await page.goto('/signup/verify/id')),
  'inactivity dialog': async (page) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.runFor('14:01');
    await expect(page.getByRole('dialog')).toBeVisible();
  },
};

for (const language of ['en', 'es'] as const) {
  test.describe(`[I18N-1] axe finds no violation in ${language}`, () => {
    for (const [screen, reach] of Object.entries(publicScreens)) {
      test(screen, async ({ page }) => {
        await openLogin(page, `/login?lng=${language}`);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await reach(page);
        await expectNoViolations(page);
      });
    }

    for (const [screen, reach] of Object.entries(patientScreens)) {
      test(screen, async ({ page, request }) => {
        const { tokens } = await signUpByApi(request);
        await page.clock.install();
        await openWithSession(page, tokens, '/chat', language);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await reach(page);
        await expectNoViolations(page);
      });
    }
  });
}
