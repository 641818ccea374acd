import { expect, test, type Locator } from '@playwright/test';
import { catalogue, englishFoundIn } from './locales.js';
import { FORMS, sessionFor, type FormCase, type Setup } from './form-walker-cases.js';

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
  /** Whether `key` is the control's id, to find it again by. */
  hasId: boolean;
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
      hasId: Boolean(control.id),
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
  if (field.autocomplete === 'one-time-code') return '12';
  if (field.name === 'ssn') return '12';
  return undefined;
}

/** What a field says now that it did not say before: its error. */
const newText = (before: Field | undefined, after: Field) =>
  before && after.described.startsWith(before.described)
    ? after.described.slice(before.described.length).trim()
    : after.described;

/**
 * Opens the form at once in the page's language, the session already in the browser: one page load, as a patient
 * coming back to an open tab. The tokens go in once, before the app's first script (never again over what the app
 * keeps afterwards).
 */
async function openForm(setup: Setup, path: string, how: FormCase) {
  const { page, session, language } = setup;
  await page.addInitScript(
    ({ stored, language }) => {
      if (sessionStorage.getItem('form-walker')) return;
      sessionStorage.setItem('form-walker', '1');
      localStorage.setItem('i18nextLng', language);
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    },
    { stored: (session && !how.signedOut ? session.tokens : {}) as Record<string, string>, language },
  );
  // the language asked in the address too, as a link from the portal carries it (the login page is prerendered in it)
  const address = new URL(path, 'http://portal');
  address.searchParams.set('lng', language);
  await page.goto(`${address.pathname}${address.search}${address.hash}`);
  // a page the server prerenders (the login page) is inert until the app runs it
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await how.open?.(page, catalogue(language), setup);
  const form = how.form ? how.form(page) : page.locator('main form').first();
  // the form's controls are drawn once its data has loaded
  await expect(form.locator('button[type="submit"]').first()).toBeVisible();
  return form;
}

const submitButton = (form: Locator) => form.locator('button[type="submit"]').last();

/**
 * The form's answer to a submit, drawn: a message at a field (or nothing after a moment), then one frame more for
 * what a refused submit draws beside it.
 */
async function answered(form: Locator) {
  await form
    .locator('[aria-invalid="true"]')
    .first()
    .waitFor({ timeout: 2_000 })
    .catch(() => undefined);
  if ((await form.count()) > 0)
    await form.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
}

/** A required choice among radios: the group (its first radio speaks for it) and whether one is chosen. */
function radioGroups(fields: Field[]): { first: Field; chosen: boolean }[] {
  const names = [...new Set(fields.filter((f) => f.type === 'radio').map((f) => f.name))];
  return names.map((name) => {
    const radios = fields.filter((f) => f.type === 'radio' && f.name === name);
    return { first: radios[0]!, chosen: radios.some((r) => r.value === 'true') };
  });
}

for (const language of ['en', 'es'] as const)
  for (const [name, how] of Object.entries(FORMS))
    test(`[I18N-1] form walker, ${language}: ${name} (${how.path}) answers empty, over-long and wrong input inline`, async ({
      page,
      request,
    }) => {
      const session = await sessionFor(request, how.who);
      const setup = { request, page, session, language };
      const path = (await how.prepare?.(setup)) ?? how.path;
      const form = await openForm(setup, path, how);
      const problems: string[] = [];
      const say = (problem: string) => problems.push(problem);
      /** The form is still there to read (a form that closes on a refused submit loses what was typed). */
      const stillThere = async (when: string) => {
        if ((await form.count()) > 0) return true;
        say(`the form closed when ${when}: what was typed is lost and nothing says why`);
        return false;
      };

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
      // a button that cannot be pressed answers nothing: the patient cannot learn what is missing
      const pressable = await submit.isEnabled();
      if (!pressable) say('its submit button is disabled: pressing it says nothing of what is missing');
      if (pressable) {
        await submit.click();
        await answered(form);
        if (!(await stillThere('submitted empty'))) return expect(problems).toEqual([]);
        const after = await fieldsOf(form);
        for (const field of after) {
          const empty = field.value === '' || field.value === 'false';
          if (field.required && empty && field.type !== 'radio')
            message(field, newText(baseline(field), field), 'submitted empty');
        }
        for (const { first, chosen } of radioGroups(after))
          if (first.required && !chosen)
            message(first, newText(baseline(first), first), 'submitted with no choice made');
      }

      // 2. over-long text: each text input takes no more than the server keeps
      const long = 'a1'.repeat(250);
      const texts = (await fieldsOf(form)).filter((field) => isText(field) && field.hasId);
      for (const field of texts) await form.locator(`[id="${field.key}"]`).fill(long);
      const filled = await fieldsOf(form);
      for (const field of texts) {
        const { maxLength, value } = filled.find((f) => f.key === field.key)!;
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
        await answered(form);
        if (!(await stillThere(`given ${wrong.map(wrongFormat).join(', ')}`)))
          return expect(problems).toEqual([]);
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
