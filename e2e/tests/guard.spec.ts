import { expect, test } from '@playwright/test';
import { openWithSession, signUpByApi } from './support.js';

test('[GUARD-1] a protected URL without a token lands on /login', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
});

test('[ROUTE-1] the public routes open their own screen without a token', async ({ page }) => {
  const screens = {
    '/login': 'Log in',
    '/signup': 'Create your account',
    '/reset-password': 'Reset your password',
    '/login/mfa/choose': 'How should we send your code?',
    '/login/mfa/confirm': 'Enter your authentication code',
  };
  for (const [path, heading] of Object.entries(screens)) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
});

test('[GUARD-2] an invalid navigation logs the patient out', async ({ page, request }) => {
  const { tokens } = await signUpByApi(request);
  await openWithSession(page, tokens, '/signup/verify/id');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const warnings: string[] = [];
  page.on('console', (message) => warnings.push(message.text()));

  // Skipping from identity verification straight to /home is not in the onboarding table
  await page.evaluate(() => {
    history.pushState({}, '', '/home');
    dispatchEvent(new PopStateEvent('popstate'));
  });

  await expect(page).toHaveURL(/\/login$/);
  expect(warnings).toContain('Invalid navigation attempt');
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  // [SESS-4] the session was revoked on the server too
  const refresh = await request.get('/v1/refresh-token', {
    headers: { 'Refresh-Authorization': tokens.refresh_token },
  });
  expect(refresh.status()).toBe(401);
});

test('[IFRAME-1] inside an iframe the app shows only the message', async ({ page, baseURL }) => {
  // The server forbids framing outright (IFRAME-2); strip those headers so the app's own check is what is tested
  await page.route('**/login', async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-security-policy'];
    delete headers['x-frame-options'];
    await route.fulfill({ response, headers });
  });
  await page.route('**/framed-host', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>host</title><iframe src="${baseURL}/login" title="portal"></iframe>`,
    }),
  );
  await page.goto('/framed-host');
  const frame = page.frameLocator('iframe');
  await expect(frame.getByText('This application cannot be run within an iframe.')).toBeVisible();
  await expect(frame.locator('body')).toHaveText('This application cannot be run within an iframe.');
  await expect(frame.getByRole('textbox')).toHaveCount(0);
});

test('[ROUTE-3] logging out from the header ends on /login with everything wiped', async ({
  page,
  request,
}) => {
  const { tokens } = await signUpByApi(request);
  await openWithSession(page, tokens, '/home');
  // Signed in, logging out sits in the header's account menu
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k !== 'i18nextLng'))).toEqual([]);
});
