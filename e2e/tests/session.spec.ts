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
  await page.clock.install();
  await openWithSession(page, tokens, '/home');
  await expect(page.getByText('0 apps set up')).toBeVisible();
  await expect(page.getByText('Welcome to your portal')).toBeVisible();

  const answers: { path: string; status: number }[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/v1/')) answers.push({ path: pathname, status: response.status() });
  });
  // The access token dies; then the tab regains focus and SWR re-reads every data area on screen at once
  await page.evaluate((expired) => localStorage.setItem('access_token', expired), expiredJwt());
  await page.clock.fastForward(5_500); // SWR re-reads on focus at most every 5 s
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));

  const refused = () => [...new Set(answers.filter((a) => a.status === 401).map((a) => a.path))];
  await expect
    .poll(refused)
    .toEqual(
      expect.arrayContaining([
        '/v1/patient/gatepass',
        '/v1/patient/gatepass/property',
        '/v1/account/authenticators',
      ]),
    );
  await expect
    .poll(() => refused().every((path) => answers.some((a) => a.path === path && a.status === 200)))
    .toBe(true);
  expect(answers.filter((a) => a.path === '/v1/refresh-token')).toEqual([
    { path: '/v1/refresh-token', status: 200 },
  ]);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).not.toBe(expiredJwt());
  await expect(page).toHaveURL(/\/home$/);
});

test.describe("Home's first reads, sent by the page before its code arrives (issue 28)", () => {
  const firstReads = [
    '/v1/patient/care',
    '/v1/patient/gatepass',
    '/v1/patient/settings',
    '/v1/datapull/status',
    '/v1/account/authenticators',
    '/v1/patient/insights',
  ];

  test('each goes once: the app takes the answers over instead of asking again', async ({
    page,
    request,
  }) => {
    const { tokens } = await signUpByApi(request);
    const sent: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith('/v1/')) sent.push(`${url.pathname}${url.search}`);
    });
    await openWithSession(page, tokens, '/home');
    await expect(page.getByText('Welcome to your portal')).toBeVisible();
    await expect(page.getByText('0 apps set up')).toBeVisible();
    for (const path of firstReads)
      expect(
        sent.filter((s) => s === path),
        path,
      ).toHaveLength(1);
  });

  test('[API-3] sent with an expired token, they are asked again and the session refreshes once', async ({
    page,
    request,
  }) => {
    const { tokens } = await signUpByApi(request);
    const answers: { path: string; status: number }[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/v1/')) answers.push({ path: pathname, status: response.status() });
    });
    await openWithSession(page, { ...tokens, access_token: expiredJwt() }, '/home');
    await expect(page.getByText('Welcome to your portal')).toBeVisible();
    expect(answers).toContainEqual({ path: '/v1/patient/gatepass', status: 401 });
    expect(answers).toContainEqual({ path: '/v1/patient/gatepass', status: 200 });
    expect(answers.filter((a) => a.path === '/v1/refresh-token')).toEqual([
      { path: '/v1/refresh-token', status: 200 },
    ]);
    await expect(page).toHaveURL(/\/home$/);
  });
});
