import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { englishFoundIn } from './locales.js';
import {
  demoSession,
  openLogin,
  signHipaaByApi,
  signUpByApi,
  verifyIdentityByApi,
  type Tokens,
} from './support.js';

/**
 * The form walker [issue 23, item 13]: every form a patient can reach is submitted empty, then filled with
 * over-long text and wrong formats, in English and Spanish. Each answer must be the portal's own: an inline
 * message tied to its field (aria-invalid, aria-describedby pointing at visible text), in the page's language,
 * never the browser's bubble (the form is noValidate), and nothing typed elsewhere is lost. Every text input
 * takes no more than the server keeps (maxLength).
 *
 * Nothing here is sent to the server that it would take: an empty or wrongly formatted form stops in the
 * browser, so the demo patient's data stays as seeded. One test per form and language, so they spread.
 */

type Who = 'signed out' | 'demo patient' | 'new sign-up' | 'identity verified' | 'hipaa signed';

interface FormCase {
  who: Who;
  /** Where the form is (the guard's own step, for a patient in onboarding). */
  path: string;
  /** What opens the form once the page is there (a button that shows it). */
  open?: (page: Page) => Promise<void>;
  /** Which form of the page (else the first in <main>). */
  form?: (page: Page) => Locator;
}

/** Every route with a form, by the session that reaches it. */
const FORMS: Record<string, FormCase> = {
  login: { who: 'signed out', path: '/login' },
  'sign-up': { who: 'signed out', path: '/signup' },
  'password reset request': { who: 'signed out', path: '/reset-password' },
  'identity: details by hand': { who: 'new sign-up', path: '/signup/verify/choice/manual' },
  'identity: driver licence': { who: 'new sign-up', path: '/signup/verify/choice/licence' },
  'identity: a call with a coordinator': { who: 'new sign-up', path: '/signup/verify/choice/assisted' },
  'HIPAA authorization': { who: 'identity verified', path: '/hippa' },
  'onboarding address': { who: 'hipaa signed', path: '/address' },
  'legal name': {
    who: 'demo patient',
    path: '/profile/names',
    open: (page) =>
      page.getByRole('button', { name: /^(Change legal name|Cambiar el nombre legal)$/ }).click(),
  },
  'another name': { who: 'demo patient', path: '/profile/names/new' },
  'date of birth': { who: 'demo patient', path: '/profile/date-of-birth' },
  'new phone': { who: 'demo patient', path: '/profile/phones/new' },
  'past address': { who: 'demo patient', path: '/profile/addresses/new?kind=past' },
  'new address (a move)': { who: 'demo patient', path: '/profile/addresses/new?kind=primary' },
  'insurance plan': { who: 'demo patient', path: '/profile/insurance/new' },
  feedback: { who: 'demo patient', path: '/profile/feedback/new' },
  'password change': { who: 'demo patient', path: '/profile/security/password' },
  'share link': { who: 'demo patient', path: '/home/sharing/new' },
  'share link for a clinician': { who: 'demo patient', path: '/home/sharing/new?for=clinician' },
  'caregiver invitation': { who: 'demo patient', path: '/home/sharing/invite' },
};

async function sessionFor(request: APIRequestContext, who: Who): Promise<Tokens | null> {
  if (who === 'signed out') return null;
  if (who === 'demo patient') return demoSession(request);
  const { patient, tokens } = await signUpByApi(request);
  if (who === 'new sign-up') return tokens;
  await verifyIdentityByApi(request, tokens, patient);
  if (who === 'identity verified') return tokens;
  await signHipaaByApi(request, tokens, patient);
  return tokens;
}

interface Field {
  key: string;
  /** Its label, to say which field. */
  label: string;
  type: string;
  required: boolean;
  value: string;
  invalid: boolean;
  /** The visible text the field's aria-describedby points at (its hint and its error). */
  described: string;
  maxLength: number;
  autocomplete: string;
  name: string;
}

/** The form's visible controls as a patient meets them. */
const fieldsOf = (form: Locator): Promise<Field[]> =>
  form.evaluate((element) => {
    const visible = (node: Element | null): node is HTMLElement =>
      !!node && (node as HTMLElement).offsetParent !== null && !!node.textContent?.trim();
    const controls = [
      ...element.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
        'input, select, textarea',
      ),
    ].filter(
      (control) =>
        !['hidden', 'submit', 'button', 'file'].includes(control.type) &&
        (control as HTMLElement).offsetParent !== null &&
        !control.disabled &&
        !(control as HTMLInputElement).readOnly,
    );
    return controls.map((control, index) => ({
      key: control.id || `${control.name}#${index}`,
      label: control.labels?.[0]?.textContent?.trim() ?? control.name,
      type: control.type,
      required: control.required || control.getAttribute('aria-required') === 'true',
      value:
        control.type === 'checkbox' || control.type === 'radio'
          ? String((control as HTMLInputElement).checked)
          : control.value,
      invalid: control.getAttribute('aria-invalid') === 'true',
      described: (control.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => document.getElementById(id))
        .filter(visible)
        .map((node) => node.textContent!.trim())
        .join(' '),
      maxLength: 'maxLength' in control ? (control as HTMLInputElement).maxLength : -1,
      autocomplete: control.getAttribute('autocomplete') ?? '',
      name: control.name,
    }));
  });

const TEXT_TYPES = new Set(['text', 'email', 'password', 'search', 'tel', 'url', 'textarea']);
const isText = (field: Field) => TEXT_TYPES.has(field.type);
/** A phone number keeps its ten digits whatever is typed (it formats as it goes): its cap is the format's. */
const FORMATTED_MAX = '(617) 555-0100'.length;

/** The wrong format a field of this kind is tried with, if any. */
function wrongFormat(field: Field): string | undefined {
  if (field.type === 'email') return 'not-an-email';
  if (field.autocomplete.startsWith('tel') || field.name === 'phone') return '123';
  if (field.autocomplete === 'postal-code' || field.name === 'zip') return '12';
  if (field.autocomplete === 'bday') return '1890-01-01';
  return undefined;
}

/** What a field says now that it did not say before: its error. */
const newText = (before: Field | undefined, after: Field) =>
  before && after.described.startsWith(before.described)
    ? after.described.slice(before.described.length).trim()
    : after.described;

async function openForm(page: Page, tokens: Tokens | null, path: string, language: string, how: FormCase) {
  await openLogin(page, `/login?lng=${language}`);
  if (tokens)
    await page.evaluate((stored) => {
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    }, tokens);
  await page.goto(path);
  await how.open?.(page);
  const form = how.form ? how.form(page) : page.locator('main form').first();
  await form.waitFor();
  // the form's controls are drawn once its data has loaded
  await expect(form.locator('button[type="submit"]').first()).toBeVisible();
  return form;
}

const submitButton = (form: Locator) => form.locator('button[type="submit"]').last();

for (const language of ['en', 'es'] as const)
  for (const [name, how] of Object.entries(FORMS))
    test(`[I18N-1] form walker, ${language}: ${name} (${how.path}) answers empty, over-long and wrong input inline`, async ({
      page,
      request,
    }) => {
      const tokens = await sessionFor(request, how.who);
      const form = await openForm(page, tokens, how.path, language, how);
      const problems: string[] = [];
      const say = (problem: string) => problems.push(problem);

      // no browser bubble: the portal's messages, in the page's language
      if (!(await form.evaluate((element) => (element as HTMLFormElement).noValidate)))
        say('the form lets the browser validate (no noValidate)');

      const message = (field: Field, text: string, what: string) => {
        if (!field.invalid) say(`${field.label}: not aria-invalid when ${what}`);
        if (!text) say(`${field.label}: no visible message tied by aria-describedby when ${what}`);
        if (language === 'es')
          for (const english of englishFoundIn(text))
            say(`${field.label}: English "${english}" when ${what}`);
      };

      // 1. empty: what the page filled in (a prefilled number, a saved name) is cleared first
      const shown = await fieldsOf(form);
      for (const field of shown.filter((f) => isText(f) || f.type === 'date' || f.type === 'datetime-local'))
        await form.locator(`[id="${field.key}"]`).fill('');
      // what each field says before any submit (its hint): an error is what comes after
      const blank = await fieldsOf(form);
      const baseline = (field: Field) => blank.find((f) => f.key === field.key);
      const submit = submitButton(form);
      if (await submit.isEnabled()) {
        await submit.click();
        await page.waitForTimeout(300);
        for (const field of await fieldsOf(form)) {
          const empty = field.value === '' || field.value === 'false';
          if (field.required && empty && field.type !== 'radio')
            message(field, newText(baseline(field), field), 'submitted empty');
        }
      }

      // 2. over-long text: each text input takes no more than the server keeps
      const long = 'a1'.repeat(250);
      for (const field of (await fieldsOf(form)).filter(isText)) {
        const input = form.locator(`[id="${field.key}"]`);
        if ((await input.count()) !== 1) continue;
        await input.fill(long);
        const { maxLength, value } = (await fieldsOf(form)).find((f) => f.key === field.key)!;
        const cap = maxLength > 0 ? maxLength : FORMATTED_MAX;
        if (maxLength <= 0 && value.length > FORMATTED_MAX)
          say(`${field.label}: no maxLength (the server's cap), holds ${value.length} characters`);
        else if (value.length > cap) say(`${field.label}: holds ${value.length} > ${cap}`);
      }

      // 3. wrong formats, with the over-long text left in the others: each said at its field, nothing lost
      const typed = await fieldsOf(form);
      const wrong = typed.filter((field) => wrongFormat(field) !== undefined);
      for (const field of wrong) await form.locator(`[id="${field.key}"]`).fill(wrongFormat(field)!);
      if (wrong.length > 0 && (await submit.isEnabled())) {
        const before = await fieldsOf(form);
        await submit.click();
        await page.waitForTimeout(300);
        const after = await fieldsOf(form);
        for (const field of after) {
          const earlier = before.find((f) => f.key === field.key);
          if (earlier && earlier.value !== field.value)
            say(`${field.label}: "${earlier.value.slice(0, 20)}…" was lost on a refused submit`);
          if (!wrong.some((w) => w.key === field.key)) continue;
          const text = newText(baseline(field), field);
          message(field, text, `given "${wrongFormat(field)}"`);
          if (field.autocomplete === 'bday' && /future|futur/i.test(text))
            say(`${field.label}: a date of birth in 1890 is called a future date ("${text}")`);
        }
      }
      expect(problems).toEqual([]);
    });
