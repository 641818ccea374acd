import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  expectDialogTrapsFocus,
  expectErrorsAnnouncedAndLinked,
  expectHeaderControlsOnOneRow,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectTextSpacingDoesNotClip,
  press,
  tabTo,
  typeInto,
} from './accessibility.js';
import { loadingText } from './locales.js';
import { codeFor, newPatient, openLogin, openWithSession, signUpByApi, type Tokens } from './support.js';

/**
 * Keyboard-only journeys: a patient who cannot use a pointer gets through with Tab, Shift+Tab, Enter, Space,
 * the arrow keys and typing; every focus stop is visible and uncovered (accessibility.ts `tabTo`). Each journey
 * runs in three displays: as is, in forced colours (Windows High Contrast), and at 320 CSS px (200 % zoom of a
 * 640 px window, 400 % of 1280: WCAG 1.4.10 reflow), where every step is also checked for horizontal
 * scrolling and text that text spacing overrides would cut off. axe at every step checks target sizes (2.5.8).
 *
 * Per display, one patient signs up and goes through onboarding to Home with the keyboard; the kit order, the
 * profile edit and the share link then reuse that patient's session (no second onboarding).
 *
 * A journey for a new screen is a few lines: `press` / `typeInto` its controls, `checkStep` at each screen.
 */

const displays = {
  default: {},
  'forced colours': { forcedColors: 'active' as const },
  '320 px (zoomed)': { viewport: { width: 320, height: 640 } },
};

/** Types a date into a date input the way a keyboard user does: its parts in the browser's order (en-US). */
async function typeDate(page: Page, field: Locator, iso: string) {
  const [year, month, day] = iso.split('-');
  await tabTo(page, field);
  await page.keyboard.type(`${month}${day}${year}`);
}

/** Tabs to a control and presses Space (a checkbox, a radio, a button). */
async function pressSpace(page: Page, control: Locator) {
  await tabTo(page, control);
  await page.keyboard.press('Space');
}

/** The session the browser holds now (what the login screen stored). */
const sessionOf = (page: Page) =>
  page.evaluate(
    () =>
      Object.fromEntries(
        ['access_token', 'id_token', 'refresh_token', 'web_token'].map((key) => [
          key,
          localStorage.getItem(key) ?? '',
        ]),
      ) as unknown as Tokens,
  );

for (const [display, options] of Object.entries(displays)) {
  test.describe(`keyboard only, ${display}`, () => {
    test.use(options);
    // the later journeys use the patient the first one onboards
    test.describe.configure({ mode: 'serial' });
    const zoomed = 'viewport' in options;
    // Forced colours change only colours, which the system then draws: the DOM, names, roles and sizes axe
    // checks are those of the default display, checked there. What forced colours can break, focus drawn by
    // colour alone, tabTo checks at every stop.
    const forced = 'forcedColors' in options;
    let onboarded: Tokens | undefined;

    /** What every screen of a journey must pass, in this display. */
    async function checkStep(page: Page) {
      await expect(
        page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first(),
      ).toBeVisible();
      // and its reads have answered: a Tab while a part is still loading passes over where it will be
      await expect(page.getByRole('status').filter({ hasText: loadingText })).toHaveCount(0);
      if (!forced) await expectNoAxeViolations(page);
      if (zoomed) {
        await expectNoHorizontalScroll(page);
        await expectHeaderControlsOnOneRow(page);
        // the override stays on the page: later checks of this screen then see the spaced text
        await expectTextSpacingDoesNotClip(page);
      }
    }

    test('[AUTH-1] [ONB-1] [IDV-6] [HIPAA-1] sign-up, phone code, identity, authorization and address to Home with the keyboard alone', async ({
      page,
      request,
    }) => {
      test.setTimeout(240_000);
      const patient = newPatient();
      await openLogin(page);
      await checkStep(page);
      await press(page, page.getByRole('link', { name: 'Create an account' }));

      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
      await checkStep(page);
      // refused first: the errors are announced, linked to their fields, and focus goes to the first
      await press(page, page.getByRole('button', { name: 'Review my details' }));
      await expectErrorsAnnouncedAndLinked(page);
      await checkStep(page);

      // focus is on the first field now: the rest follow in reading order
      await page.keyboard.type(patient.first_name);
      await typeInto(page, page.getByLabel('Last name'), patient.last_name);
      await typeInto(page, page.getByLabel('Email'), patient.email);
      await typeInto(page, page.locator('input[name=password]'), patient.password);
      await typeDate(page, page.getByLabel('Date of birth'), patient.date_of_birth);
      await typeInto(page, page.getByLabel('Mobile phone'), patient.phone.replace(/-/g, ''));
      await press(page, page.getByRole('button', { name: 'Review my details' }));

      await expect(page.getByRole('heading', { name: 'Confirm your personal information' })).toBeVisible();
      await checkStep(page);
      const since = Date.now();
      await press(page, page.getByRole('button', { name: 'Create account' }));

      await expect(page.getByRole('heading', { name: 'Verify your device' })).toBeVisible();
      await checkStep(page);
      const code = await codeFor(request, patient.phone, since);
      await typeInto(page, page.getByLabel('6-digit code'), code);
      await press(page, page.getByRole('button', { name: 'Confirm' }));

      await expect(page).toHaveURL(/\/signup\/verify\/id$/);
      await expect(page.getByRole('heading', { name: 'Verify your identity', level: 1 })).toBeVisible();
      await checkStep(page);
      // the way without a camera or a file dialog: the driver's licence number
      await press(page, page.getByRole('button', { name: 'Verify another way' }));
      await expect(page).toHaveURL(/\/signup\/verify\/choice$/);
      // the address moves before the page does (its code may still be on the way): Tab waits for the new page
      await expect(page.getByRole('heading', { name: 'Other ways to verify', level: 1 })).toBeVisible();
      await checkStep(page);
      await press(page, page.getByRole('button', { name: 'Use your driver’s licence' }));
      await expect(page.getByLabel('Licence number')).toBeVisible();
      await checkStep(page);
      await typeInto(page, page.getByLabel('Licence number'), 'D1234567');
      await tabTo(page, page.getByLabel('Issuing state'));
      await page.keyboard.type('CA');
      await expect(page.getByLabel('Issuing state')).toHaveValue('CA');
      await typeDate(page, page.getByLabel('Issue date'), '2021-03-01');
      await typeDate(page, page.getByLabel('Expiry date'), '2031-03-01');
      await press(page, page.getByRole('button', { name: 'Check my licence' }));

      await expect(page).toHaveURL(/\/hippa$/);
      await expect(page.getByRole('heading', { name: 'HIPAA authorization', level: 1 })).toBeVisible();
      await checkStep(page);
      await typeInto(page, page.getByLabel('Your full name'), `${patient.first_name} ${patient.last_name}`);
      await pressSpace(page, page.getByLabel('I have read this authorization and I agree to it.'));
      await expect(page.getByLabel('I have read this authorization and I agree to it.')).toBeChecked();
      await press(page, page.getByRole('button', { name: 'Sign and continue' }));

      await expect(page).toHaveURL(/\/address$/);
      await expect(page.getByRole('heading', { name: 'Your primary address' })).toBeVisible();
      await checkStep(page);
      const street = page.getByLabel('Street address');
      if (!(await street.inputValue())) {
        await typeInto(page, street, '100 Sandbox Way');
        await typeInto(page, page.getByLabel('City'), 'Springfield');
        await tabTo(page, page.getByLabel('State'));
        await page.keyboard.type('IL');
        await typeInto(page, page.getByLabel('ZIP code'), '62701');
      }
      await press(page, page.getByRole('button', { name: 'Continue' }));
      await expect(page.getByRole('heading', { name: 'Is this your address?' })).toBeVisible();
      await checkStep(page);
      await press(page, page.getByRole('button', { name: 'Yes, this is my address' }));
      await expect(page.getByRole('heading', { name: 'Past addresses' })).toBeVisible();
      await checkStep(page);
      await press(page, page.getByRole('button', { name: 'Save and finish' }));

      await expect(page).toHaveURL(/\/home$/);
      // Home itself, once its reads have settled: not the screen that stays up while Home's code arrives
      await expect(
        page.getByRole('heading', { name: `Hello, ${patient.first_name}`, level: 1 }),
      ).toBeVisible();
      await checkStep(page);
      onboarded = await sessionOf(page);
    });

    test('[KIT-1] a lab kit order with the keyboard alone: a refused step is announced, the kit is chosen with the arrow keys', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await openWithSession(page, onboarded!, '/home/lab-kits');
      await expect(page.getByRole('heading', { name: 'Lab kits', level: 1 })).toBeVisible();
      await checkStep(page);
      await press(page, page.getByRole('link', { name: 'Order a lab kit' }).first());
      await expect(page.getByRole('heading', { name: 'Schedule your order' })).toBeVisible();
      await checkStep(page);
      await press(page, page.getByRole('button', { name: 'Continue' }));
      await expectErrorsAnnouncedAndLinked(page);
      await expect(page.getByRole('group', { name: 'Test kit' })).toHaveAccessibleDescription(
        'Choose a test kit.',
      );
      await checkStep(page);
      // focus is on the first kit: the arrow keys choose among them, as in any radio group
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('radio', { name: 'Kidney health test kit' })).toBeChecked();
      await page.keyboard.press('ArrowUp');
      await expect(page.getByRole('radio', { name: 'HbA1c test kit' })).toBeChecked();
      await press(page, page.getByRole('button', { name: 'Continue' }));

      await expect(page.getByRole('heading', { name: 'Your phone and shipping address' })).toBeVisible();
      await checkStep(page);
      await press(page, page.getByRole('button', { name: 'Continue' }));
      await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
      await checkStep(page);
      await press(page, page.getByRole('button', { name: 'Place order' }));
      await expect(page.getByRole('heading', { name: 'Your kit is ordered', level: 1 })).toBeVisible();
      await checkStep(page);
    });

    test('[PROF-1] [PROF-4] a profile edit with the keyboard alone: a name refused then added, a gender chosen with the arrow keys, a dialog that holds and returns focus', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await openWithSession(page, onboarded!, '/profile/names/new');
      await expect(page.getByRole('heading', { name: 'Add a name', level: 1 })).toBeVisible();
      await checkStep(page);
      await press(page, page.getByRole('button', { name: 'Add name' }));
      await expectErrorsAnnouncedAndLinked(page);
      await checkStep(page);
      await pressSpace(page, page.getByRole('radio', { name: 'Maiden name' }));
      await typeInto(page, page.getByRole('textbox', { name: /^First name/ }), 'Avery');
      await typeInto(page, page.getByRole('textbox', { name: /^Last name/ }), 'Okafor');
      await press(page, page.getByRole('button', { name: 'Add name' }));
      await expect(page).toHaveURL(/\/profile\/names$/);
      await expect(page.getByText('Avery Okafor')).toBeVisible();
      await checkStep(page);

      await page.goto('/profile/gender');
      const identity = page.getByRole('group', { name: 'Gender identity' });
      await expect(identity).toBeVisible();
      await checkStep(page);
      await tabTo(page, identity.getByRole('radio').first());
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowDown');
      const chosen = identity.getByRole('radio', { checked: true });
      await expect(chosen).toBeFocused();
      const chosenName = await chosen.evaluate(
        (radio) => (radio as HTMLInputElement).labels?.[0]?.textContent,
      );
      await press(page, page.getByRole('button', { name: 'Save' }));
      await expect(page.getByText('Success: Saved.', { exact: true })).toBeVisible();
      await checkStep(page);
      await page.reload();
      await expect(
        page
          .getByRole('group', { name: 'Gender identity' })
          .getByRole('radio', { name: chosenName!, exact: true }),
      ).toBeChecked();

      // a modal dialog: it takes focus, holds it, and Escape gives it back to the button that opened it
      await page.goto('/profile/hipaa');
      const revoke = page.getByRole('button', { name: 'Revoke', exact: true });
      await expect(revoke).toBeVisible();
      await checkStep(page);
      await press(page, revoke);
      const dialog = page.getByRole('dialog', { name: 'Revoke your HIPAA authorization?' });
      await checkStep(page);
      await expectDialogTrapsFocus(page, dialog);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(revoke).toBeFocused();
    });

    test('[SHARE-2] a share link with the keyboard alone', async ({ page }) => {
      test.setTimeout(120_000);
      await openWithSession(page, onboarded!, '/home/sharing');
      await expect(page.getByRole('heading', { name: 'Sharing', level: 1 })).toBeVisible();
      await checkStep(page);
      await press(page, page.getByRole('link', { name: 'Share my records' }).first());
      await expect(page.getByRole('heading', { name: 'Share my records', level: 1 })).toBeVisible();
      await checkStep(page);
      await typeInto(page, page.getByRole('textbox', { name: /^Who is it for\?/ }), 'Dr. Lee');
      await typeInto(page, page.getByRole('textbox', { name: /^Why are you sharing\?/ }), 'A second opinion');
      await press(page, page.getByRole('button', { name: 'Create link' }));
      await expect(page.getByRole('heading', { name: 'Your link is ready', level: 1 })).toBeVisible();
      await checkStep(page);
    });

    test('[IDLE-1] the inactivity dialog takes focus, is announced, holds focus, and "Continue session" hands it back', async ({
      page,
      request,
    }) => {
      const { tokens } = await signUpByApi(request);
      await page.clock.install();
      await openWithSession(page, tokens, '/chat');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.clock.pauseAt(Date.now() + 2_000);
      // the patient was somewhere on the page: that is where focus must come back to
      await page.keyboard.press('Tab');
      await page.evaluate(() =>
        (document.activeElement as HTMLElement).setAttribute('data-focused-before', ''),
      );
      await page.clock.runFor('14:01');
      // announced: a modal dialog with a name and a description a screen reader reads on opening
      const dialog = page.getByRole('dialog', { name: 'Are you still there?' });
      await expect(dialog).toBeVisible();
      // axe waits on timers: the clock runs again (the dialog's 60 s countdown outlasts these checks)
      await page.clock.resume();
      await expect(dialog).toHaveAttribute('aria-describedby', /.+/);
      await checkStep(page);
      await expectDialogTrapsFocus(page, dialog);
      await press(page, dialog.getByRole('button', { name: 'Continue session' }));
      await expect(dialog).toHaveCount(0);
      await expect(page.locator('[data-focused-before]')).toBeFocused();
    });
  });
}
