import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  codeFor,
  content,
  demo,
  logOut,
  openLogin,
  openWithSession,
  scanIdByApi,
  sessionHeaders,
  signUpByApi,
  type NewPatient,
  type Tokens,
} from './support.js';

/**
 * Issue 23, the ordinary moves of onboarding (a coordinator's approval, logging in again, a deep link, a reload,
 * Back) as a patient makes them, on a 390 px phone: none of them logs out or loses what was typed.
 */
test.use({ viewport: { width: 390, height: 844 } });

const writeHeaders = (tokens: Tokens) => ({ ...sessionHeaders(tokens), 'X-CSRFToken': tokens.web_token });

/** Identity verified (driver licence) and, with `sign`, the HIPAA authorization signed: the address is next. */
async function onboardByApi(
  request: APIRequestContext,
  tokens: Tokens,
  patient: NewPatient,
  { sign }: { sign: boolean },
) {
  const headers = writeHeaders(tokens);
  await content(
    await request.post('/v1/signup/verify-id/driver-licence', {
      headers,
      data: { number: 'D1234567', state: 'CA', issue_date: '2021-03-01', expiry_date: '2031-03-01' },
    }),
  );
  if (!sign) return;
  const authorization = await content<{ version: string; content_hash: string }>(
    await request.get('/v1/signup/hipaa?lang=en', { headers }),
  );
  await content(
    await request.post('/v1/signup/hipaa', {
      headers,
      data: {
        version: authorization.version,
        language: 'en',
        content_hash: authorization.content_hash,
        full_name: `${patient.first_name} ${patient.last_name}`,
        agreed: true,
      },
    }),
  );
}

/** Logs in through the login page already open (password, then an SMS code). */
async function logIn(
  page: Page,
  request: APIRequestContext,
  who: { email: string; password: string; phone: string },
) {
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  const since = Date.now();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\/mfa\/(choose|confirm)$/);
  if (page.url().endsWith('/choose')) {
    await page.getByLabel('Text message (SMS)').check();
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await page.getByLabel('6-digit code').fill(await codeFor(request, who.phone, since));
  await page.getByRole('button', { name: 'Confirm' }).click();
}

async function approveByCoordinator(request: APIRequestContext, typedSurname: string) {
  const headers = { authorization: `Coordinator ${process.env.E2E_COORDINATOR_TOKEN}` };
  const { requests } = await content<{ requests: Array<{ id: string; patient_typed: string | null }> }>(
    await request.get('/v1/coordinator/verifications', { headers }),
  );
  const id = requests.find((r) => r.patient_typed?.includes(typedSurname))?.id;
  expect(id).toBeTruthy();
  await content(
    await request.post(`/v1/coordinator/verifications/${id}`, { headers, data: { decision: 'approve' } }),
  );
}

test('[ONB-2] [IDV-8] a coordinator approving a corrected name moves the on-hold screen to the authorization and keeps the patient signed in; logging in again resumes there', async ({
  page,
  request,
}) => {
  test.slow(); // the on-hold screen's own polling, then a login
  const { patient, tokens } = await signUpByApi(request);
  await scanIdByApi(request, tokens);
  const warnings: string[] = [];
  page.on('console', (message) => warnings.push(message.text()));
  await openWithSession(page, tokens, '/signup/verify/confirm');
  await page.getByRole('button', { name: 'Correct my information' }).click();
  const surname = `Married${Date.now().toString(36)}`;
  await page.getByLabel('Last name').fill(surname);
  await page.getByRole('button', { name: 'This is correct' }).click();
  await expect(page.getByRole('heading', { name: 'Your account is on hold' })).toBeVisible();

  await approveByCoordinator(request, surname);

  await expect(page).toHaveURL(/\/hippa$/, { timeout: 20_000 });
  await expect(page.getByLabel('Your full name')).toBeVisible();
  // still there a moment later: not logged out behind the patient's back
  await page.waitForTimeout(1_000);
  await expect(page).toHaveURL(/\/hippa$/);
  expect(warnings).not.toContain('Invalid navigation attempt');

  // Logging in again (another day, another device) resumes at the authorization, not on an empty Home
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await openLogin(page);
  await logIn(page, request, patient);
  await expect(page).toHaveURL(/\/hippa$/);
  await expect(page.getByLabel('Your full name')).toBeVisible();
});

test('[ONB-2] a returning patient with the address still to do resumes at the address step', async ({
  page,
  request,
}) => {
  const { patient, tokens } = await signUpByApi(request);
  await onboardByApi(request, tokens, patient, { sign: true });
  await openLogin(page);
  await logIn(page, request, patient);
  await expect(page).toHaveURL(/\/address$/);
  await expect(page.getByRole('heading', { name: 'Your primary address' })).toBeVisible();
});

test('[ONB-2] [GUARD-1] a page opened signed out opens after login and the code; an address elsewhere is refused', async ({
  page,
  request,
}) => {
  await page.goto('/home/timeline');
  await expect(page).toHaveURL(/\/login\?next=%2Fhome%2Ftimeline$/);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await logIn(page, request, demo);
  await expect(page).toHaveURL(/\/home\/timeline$/);

  // An attacker's link: after login the patient stays in the portal
  for (const next of ['https://evil.example/home', '//evil.example/home', '/\\evil.example']) {
    await logOut(page);
    await openLogin(page, `/login?next=${encodeURIComponent(next)}`);
    await logIn(page, request, demo);
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/home$/);
  }
});

test('logging out in one tab ends the other tab too, and its login page says why', async ({
  page,
  request,
}) => {
  const { tokens } = await signUpByApi(request);
  await openWithSession(page, tokens, '/signup/verify/id');
  await expect(page.getByRole('heading', { name: 'Verify your identity', level: 1 })).toBeVisible();
  const other = await page.context().newPage();
  await other.goto('/signup/verify/id');
  await expect(other.getByRole('heading', { name: 'Verify your identity', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'You have logged out.' })).toBeVisible();
  await expect(other).toHaveURL(/\/login$/);
  await expect(
    other.getByRole('status').filter({ hasText: 'You logged out in another tab or window.' }),
  ).toBeVisible();
});

test('after 15 minutes without activity the login page says why the patient was logged out, in Spanish', async ({
  page,
  request,
}) => {
  const { tokens } = await signUpByApi(request);
  await page.clock.install();
  await openWithSession(page, tokens, '/signup/verify/id', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Verifique su identidad' })).toBeVisible();
  await page.clock.pauseAt(Date.now() + 2_000);
  await page.keyboard.press('Shift');
  await page.clock.runFor('15:01');
  await expect(page).toHaveURL(/\/login\?lng=es$/);
  await page.clock.resume();
  await expect(page.getByRole('status').filter({ hasText: '15 minutos sin actividad' })).toBeVisible();
});

/** The words of each language the reload-and-Back journeys use (the portal's own catalogues). */
const words = {
  en: {
    street: 'Street address',
    city: 'City',
    state: 'State',
    zip: 'ZIP code',
    movedIn: 'Moved in',
    movedOut: 'Moved out',
    continue: 'Continue',
    primaryTitle: 'Your primary address',
    confirmTitle: 'Is this your address?',
    confirm: 'Yes, this is my address',
    listTitle: 'Past addresses',
    addPast: 'Add a past address',
    savePast: 'Add this address',
    editPrimary: 'Edit your primary address',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    password: 'Password',
    dob: 'Date of birth',
    phone: 'Mobile phone',
    review: 'Review my details',
    signupTitle: 'Create your account',
    reviewTitle: 'Confirm your personal information',
    passwordAgain: 'Please type your password again',
  },
  es: {
    street: 'Dirección',
    city: 'Ciudad',
    state: 'Estado',
    zip: 'Código postal',
    movedIn: 'Se mudó a esta dirección',
    movedOut: 'Se fue de esta dirección',
    continue: 'Continuar',
    primaryTitle: 'Su dirección principal',
    confirmTitle: '¿Es esta su dirección?',
    confirm: 'Sí, es mi dirección',
    listTitle: 'Direcciones anteriores',
    addPast: 'Agregar una dirección anterior',
    savePast: 'Agregar esta dirección',
    editPrimary: 'Editar su dirección principal',
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    password: 'Contraseña',
    dob: 'Fecha de nacimiento',
    phone: 'Teléfono celular',
    review: 'Revisar mis datos',
    signupTitle: 'Cree su cuenta',
    reviewTitle: 'Confirme su información personal',
    passwordAgain: 'Vuelva a escribir su contraseña',
  },
} as const;

/** A form field by its label, which shows a "*" after it when required. */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const signedIn = (page: Page) => page.evaluate(() => localStorage.getItem('access_token') !== null);

async function typeAddress(
  page: Page,
  w: (typeof words)['en' | 'es'],
  address: { street: string; city: string; state: string; zip: string },
) {
  await field(page, w.street).fill(address.street);
  await field(page, w.city).fill(address.city);
  await field(page, w.state).selectOption(address.state);
  await field(page, w.zip).fill(address.zip);
}

for (const language of ['en', 'es'] as const) {
  test(`[ADDR-4] [GUARD-3] (${language}) the address step: a reload keeps the view and what was typed, Back goes to the previous view and then to the signed authorization, never logging out`, async ({
    page,
    request,
  }) => {
    test.slow();
    const w = words[language];
    const { patient, tokens } = await signUpByApi(request);
    await onboardByApi(request, tokens, patient, { sign: true });
    await openWithSession(page, tokens, '/hippa', language);
    await page.getByRole('button', { name: w.continue }).click();
    await expect(h1(page, w.primaryTitle)).toBeVisible();
    // the phone reloads the page by itself while the patient reads a text
    await page.reload();
    await expect(h1(page, w.primaryTitle)).toBeVisible();

    // a half-typed primary address survives a reload
    await field(page, w.street).fill('12 Elm St');
    await page.reload();
    await expect(field(page, w.street)).toHaveValue('12 Elm St');
    await typeAddress(page, w, { street: '12 Elm St', city: 'Boston', state: 'MA', zip: '02101' });
    await page.getByRole('button', { name: w.continue }).click();
    await expect(h1(page, w.confirmTitle)).toBeVisible();
    await page.getByRole('button', { name: w.confirm }).click();
    await expect(h1(page, w.listTitle)).toBeVisible();
    await page.getByRole('button', { name: w.addPast }).click();
    await typeAddress(page, w, { street: '50 Oak Ave', city: 'Austin', state: 'TX', zip: '73301' });
    await field(page, w.movedIn).fill('2015-01-01');
    await field(page, w.movedOut).fill('2020-06-30');
    await page.getByRole('button', { name: w.savePast }).click();
    await expect(h1(page, w.listTitle)).toBeVisible();
    await expect(page.getByText('50 Oak Ave, Austin, TX 73301')).toBeVisible();

    await page.reload();
    await expect(h1(page, w.listTitle)).toBeVisible();
    await expect(page.getByText('12 Elm St, Boston, MA 02101')).toBeVisible();
    await expect(page.getByText('50 Oak Ave, Austin, TX 73301')).toBeVisible();

    // Back: the confirmation, the primary form as typed, then the authorization already signed
    await page.goBack();
    await expect(h1(page, w.confirmTitle)).toBeVisible();
    await page.goBack();
    await expect(field(page, w.street)).toHaveValue('12 Elm St');
    await page.goBack();
    await expect(page).toHaveURL(/\/hippa$/);
    await expect(page.getByRole('button', { name: w.continue })).toBeVisible();
    expect(await signedIn(page)).toBe(true);

    // and forward again to the list, nothing lost; the list edits the primary address
    await page.getByRole('button', { name: w.continue }).click();
    await page.goto('/address?view=list');
    await expect(page.getByText('50 Oak Ave, Austin, TX 73301')).toBeVisible();
    await page.getByRole('button', { name: w.editPrimary }).click();
    await expect(field(page, w.street)).toHaveValue('12 Elm St');
    expect(await signedIn(page)).toBe(true);
  });

  test(`[AUTH-1] (${language}) sign-up: a reload keeps the step's details but not the password, Back returns from the review to the details`, async ({
    page,
  }) => {
    const w = words[language];
    await openLogin(page, `/login?lng=${language}`);
    await page.goto('/signup');
    await field(page, w.firstName).fill('Lucía');
    await field(page, w.lastName).fill('O’Brien-Núñez');
    await field(page, w.email).fill(`lucia.${Date.now()}@example.com`);
    await field(page, w.password).fill('Sunny-Meadow-2026!');
    await field(page, w.dob).fill('1985-04-12');
    await field(page, w.phone).pressSequentially('6175550199');
    await page.getByRole('button', { name: w.review }).click();
    await expect(h1(page, w.reviewTitle)).toBeVisible();

    await page.reload();
    await expect(h1(page, w.signupTitle)).toBeVisible();
    await expect(field(page, w.lastName)).toHaveValue('O’Brien-Núñez');
    await expect(field(page, w.password)).toHaveValue('');
    await expect(page.getByRole('status').filter({ hasText: w.passwordAgain })).toBeVisible();
    expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain('Sunny-Meadow');

    await field(page, w.password).fill('Sunny-Meadow-2026!');
    await page.getByRole('button', { name: w.review }).click();
    await expect(h1(page, w.reviewTitle)).toBeVisible();
    await page.goBack();
    await expect(h1(page, w.signupTitle)).toBeVisible();
    await expect(field(page, w.firstName)).toHaveValue('Lucía');
    await expect(field(page, w.password)).toHaveValue('Sunny-Meadow-2026!');
  });
}
