import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Browser,
} from '@playwright/test';
import { startCollector, type Payload } from './analytics-collector.js';
import {
  codeFor,
  content,
  demo,
  demoRecordsReady,
  demoSession,
  onboardByApi,
  openLogin,
  sessionHeaders,
  signUpByApi,
} from './support.js';

/**
 * [ANLY-5] issue 26 item 3: with analytics configured, the real mixpanel-browser in Chromium sends nothing secret
 * to the vendor. The portal is built with a Mixpanel token and its API host pointed at a collector on this
 * machine, served by its own server (a fresh data folder), and walked through every page whose address carries a
 * credential and the demo patient's records; then every payload the collector kept is searched.
 */
test.describe.configure({ mode: 'serial' });

const repoRoot = resolve(import.meta.dirname, '..', '..');
const TOKEN = 'e2e-analytics-token';
let collector: Awaited<ReturnType<typeof startCollector>>;
let server: ChildProcess;
let baseURL: string;
let api: APIRequestContext;
const folders: string[] = [];

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

test.beforeAll(async () => {
  // the embedded database's first start and the demo import: a minute or more on a busy machine
  test.setTimeout(6 * 60_000);
  collector = await startCollector();
  const data = mkdtempSync(join(tmpdir(), 'portal-analytics-data-'));
  folders.push(data);
  // The server writes the brand's analytics ids into every page it serves (src/brands/pages.ts): the portal the
  // suite built serves them, with no build of its own
  const analyticsEnv = { VITE_MIXPANEL_TOKEN: TOKEN, VITE_MIXPANEL_API_HOST: collector.origin };
  const port = await freePort();
  baseURL = `http://localhost:${port}`;
  server = spawn('node', ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    // its log would drown the report; a failure to start shows on stderr
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...analyticsEnv,
      PORT: String(port),
      PORTAL_DATA_DIR: data,
      PORTAL_DEV_OUTBOX: '1',
      PORTAL_RATE_LIMIT_FACTOR: '50',
      // a smaller demo import: the check reads a few of its records, not thousands
      DEMO_RECORDS_RESOURCES: '300',
    },
  });
  api = await playwrightRequest.newContext({ baseURL });
  await expect
    .poll(async () => (await api.get('/locales/en.json').catch(() => undefined))?.ok() ?? false, {
      timeout: 300_000,
    })
    .toBe(true);
});

test.afterAll(async () => {
  server?.kill();
  await api?.dispose();
  await collector?.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A browser of its own (a person's device), at the portal this file started. */
const device = async (browser: Browser) => (await browser.newContext({ baseURL })).newPage();

/** Where a secret showed up: the payload's route and field, never the secret itself. */
function leaksOf(payloads: Payload[], secrets: Record<string, string>): string[] {
  return Object.entries(secrets).flatMap(([name, secret]) =>
    payloads.flatMap((payload) =>
      (['query', 'body'] as const)
        .filter((part) => [secret, encodeURIComponent(secret)].some((form) => payload[part].includes(form)))
        .map((part) => `${name} in ${payload.route} ${part}`),
    ),
  );
}

test('[ANLY-5] no share key, invitation key, reset token or record value reaches analytics, from any page', async ({
  browser,
}) => {
  test.setTimeout(5 * 60_000);
  const tokens = await demoSession(api);
  await demoRecordsReady(api, tokens);
  const headers = { ...sessionHeaders(tokens), 'X-CSRFToken': tokens.web_token };

  // The demo patient reads their medications and conditions: these names are on screen while recorded
  const names = async (category: string) =>
    (
      await content<{ items: { display: string | null }[] }>(
        await api.get(`/v1/patient/records?category=${category}`, { headers: sessionHeaders(tokens) }),
      )
    ).items
      .map((item) => item.display)
      .filter((name): name is string => Boolean(name && name.length >= 6));
  const medications = await names('medications');
  const conditions = await names('conditions');
  expect(medications.length, 'the demo patient has medications').toBeGreaterThan(0);
  expect(conditions.length, 'the demo patient has conditions').toBeGreaterThan(0);

  const patient = await device(browser);
  await openLogin(patient);
  await patient.getByLabel('Email').fill(demo.email);
  await patient.getByLabel('Password').fill(demo.password);
  await patient.getByRole('button', { name: 'Log in' }).click();
  await patient.getByLabel('Text message (SMS)').check();
  const since = Date.now();
  await patient.getByRole('button', { name: 'Continue' }).click();
  await patient.getByLabel('6-digit code').fill(await codeFor(api, demo.phone, since));
  await patient.getByRole('button', { name: 'Confirm' }).click();
  await expect(patient).toHaveURL(/\/home$/);
  await patient.goto('/home/medications');
  await expect(
    patient.getByText(medications[0]!, { exact: true }).filter({ visible: true }).first(),
  ).toBeVisible();
  await patient.goto('/home/my-health/conditions');
  await expect(
    patient.getByText(conditions[0]!, { exact: true }).filter({ visible: true }).first(),
  ).toBeVisible();

  // A share link's recipient opens it; the key leaves the address bar, and a reload still shows the records
  const { share_key: shareKey } = await content<{ share_key: string }>(
    await api.post('/v1/patient/sharing/links', {
      headers,
      data: {
        recipient_name: 'Analytics check',
        reason: 'e2e',
        categories: ['conditions'],
        expires_in_hours: 1,
      },
    }),
  );
  const recipient = await device(browser);
  await recipient.goto(`/shared#${shareKey}`);
  await expect(recipient.getByRole('heading', { name: /^Records of / })).toBeVisible();
  expect.soft(recipient.url()).not.toContain(shareKey);
  await recipient.reload();
  await expect(recipient.getByRole('heading', { name: /^Records of / })).toBeVisible();

  // A caregiver (a patient of the portal too) opens their invitation signed out, logs in from where it sent
  // them, and accepts it
  const { patient: caregiver } = await onboardByApi(api);
  await content(
    await api.post('/v1/patient/sharing/proxies', {
      headers,
      data: {
        name: 'Analytics caregiver',
        email: caregiver.email,
        reason: 'e2e',
        categories: ['conditions'],
      },
    }),
  );
  let invitationLink = '';
  await expect
    .poll(async () => (invitationLink = await lastInvitationLink(api, caregiver.email)))
    .not.toBe('');
  const invitationKey = new URL(invitationLink).hash.slice(1);
  const theirs = await device(browser);
  await theirs.goto(`${new URL(invitationLink).pathname}#${invitationKey}`);
  await expect(theirs).toHaveURL(/\/login\?next=/);
  await theirs.getByLabel('Email').fill(caregiver.email);
  await theirs.getByLabel('Password').fill(caregiver.password);
  await theirs.getByRole('button', { name: 'Log in' }).click();
  await theirs.getByLabel('Text message (SMS)').check();
  const sent = Date.now();
  await theirs.getByRole('button', { name: 'Continue' }).click();
  await theirs.getByLabel('6-digit code').fill(await codeFor(api, caregiver.phone, sent));
  await theirs.getByRole('button', { name: 'Confirm' }).click();
  await expect(theirs.getByRole('heading', { name: 'Caregiver invitation' })).toBeVisible();
  expect.soft(theirs.url()).not.toContain(invitationKey);

  // A patient who forgot their password follows the texted reset link and sets a new one
  const { patient: forgetful } = await signUpByApi(api);
  const asked = Date.now();
  await api.post('/v1/verify-reset-password/link', { data: { email: forgetful.email } });
  const resetToken = await codeFor(api, forgetful.phone, asked);
  const resetting = await device(browser);
  await resetting.goto(`/reset-password?token=${encodeURIComponent(resetToken)}`);
  await expect(resetting.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  expect.soft(resetting.url()).not.toContain(resetToken);
  await resetting.reload();
  await resetting.getByRole('textbox', { name: 'New password', exact: true }).fill('Sunny-Meadow-2027!');
  await resetting.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Sunny-Meadow-2027!');
  await resetting.getByRole('button', { name: 'Save new password' }).click();
  // saved: the reset now shows every way the account is signed in to (issue 26 item 4)
  await expect(
    resetting.getByRole('heading', { name: 'Check how your account is signed in to' }),
  ).toBeVisible();

  // Every device back on an ordinary page, where recording runs, long enough for a recording batch (10 s)
  await patient.goto('/home');
  await theirs.goto('/home');
  await resetting.goto('/login');
  await patient.waitForTimeout(12_000);
  for (const page of [patient, recipient, theirs, resetting]) await page.context().close();
  await expect.poll(() => collector.payloads.some((p) => p.route.startsWith('/record'))).toBe(true);

  const secrets = {
    'share key': shareKey,
    'invitation key': invitationKey,
    'reset token': resetToken,
    ...Object.fromEntries(medications.map((name) => [`medication ${name}`, name])),
    ...Object.fromEntries(conditions.map((name) => [`condition ${name}`, name])),
  };
  // The check can see: events and recordings reached the collector, from the pages walked
  expect(
    collector.payloads.some((p) => p.route.startsWith('/track') && p.body.includes('Login Submitted')),
  ).toBe(true);
  expect(leaksOf(collector.payloads, secrets)).toEqual([]);
});

/** The link in the newest email sent to `to` (the development outbox). */
async function lastInvitationLink(request: APIRequestContext, to: string): Promise<string> {
  const outbox = await request.get(`/v1/dev/outbox?to=${encodeURIComponent(to)}`);
  const { messages } = (await outbox.json()).content as { messages: Array<{ body: string }> };
  return /https?:\/\/\S+#\S+/.exec(messages[0]?.body ?? '')?.[0] ?? '';
}
