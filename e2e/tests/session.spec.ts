import { expect, test } from '@playwright/test';
import { expiredJwt, openWithSession, signUpByApi } from './support.js';

test.describe('given a patient idle at home (browser clock controlled)', () => {
  test.beforeEach(async ({ page, request }) => {
    const { tokens } = await signUpByApi(request);
    await page.clock.install();
    await openWithSession(page, tokens, '/home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Rosa');
    // Stop the page's clock, then one key press: the idle timer starts from a known instant
    await page.clock.pauseAt(Date.now() + 2_000);
    await page.keyboard.press('Shift');
  });

  test('[IDLE-1] [IDLE-2] 14 minutes idle opens the dialog, and the countdown logs out at 0', async ({
    page,
  }) => {
    await page.clock.runFor('13:59');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.runFor('00:01');
    const dialog = page.getByRole('dialog', { name: 'Are you still there?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('60 seconds');
    await page.clock.runFor('00:01');
    await expect(dialog).toContainText('59 seconds');
    await page.clock.runFor('00:59');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });

  test('[IDLE-3] "Continue session" refreshes the tokens and keeps the patient in', async ({ page }) => {
    const before = await page.evaluate(() => localStorage.getItem('refresh_token'));
    await page.clock.runFor('14:10');
    const dialog = page.getByRole('dialog', { name: 'Are you still there?' });
    await expect(dialog).toContainText('50 seconds');
    await page.getByRole('button', { name: 'Continue session' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).not.toBe(before);
    await page.clock.runFor('01:00');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('[API-4] an expired access token is refreshed once for three concurrent requests', async ({
  page,
  request,
}) => {
  const { tokens } = await signUpByApi(request);
  let refreshes = 0;
  const protectedCalls: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname === '/v1/refresh-token') refreshes += 1;
    if (/^\/v1\/(patient|account)\//.test(url.pathname)) protectedCalls.push(url.pathname);
  });
  // Home reads three data areas at once; with a dead access token all three get 401 together
  await openWithSession(page, { ...tokens, access_token: expiredJwt() }, '/home');
  await expect(page.getByText('Authenticator apps')).toBeVisible();
  await expect(page.getByText('0 apps set up')).toBeVisible();
  await expect(page.getByText(/Continue: verify your identity/)).toBeVisible();
  expect(refreshes).toBe(1);
  // three first attempts and three retries
  expect(protectedCalls.length).toBeGreaterThanOrEqual(6);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).not.toBe(expiredJwt());
  await expect(page).toHaveURL(/\/home$/);
});
