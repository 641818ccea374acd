import { expect, test, type Page } from '@playwright/test';
import {
  expectDialogTrapsFocus,
  expectErrorsAnnouncedAndLinked,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectTextSpacingDoesNotClip,
  press,
  tabTo,
  typeInto,
} from './accessibility.js';
import { codeFor, newPatient, openWithSession, signUpByApi } from './support.js';

/**
 * Keyboard-only journeys: a patient who cannot use a pointer gets through with Tab, Shift+Tab, Enter, Space
 * and typing; every focus stop is visible and uncovered (accessibility.ts `tabTo`). Each journey runs in three
 * displays: as is, in forced colours (Windows High Contrast), and at 320 CSS px (200 % zoom of a 640 px window,
 * 400 % of 1280: WCAG 1.4.10 reflow), where every step is also checked for horizontal scrolling and text that
 * text spacing overrides would cut off.
 *
 * A journey for a new screen is a few lines: `press` / `typeInto` its controls, `checkStep` at each screen.
 */

const displays = {
  default: {},
  'forced colours': { forcedColors: 'active' as const },
  '320 px (zoomed)': { viewport: { width: 320, height: 640 } },
};

for (const [display, options] of Object.entries(displays)) {
  test.describe(`keyboard only, ${display}`, () => {
    test.use(options);
    const zoomed = 'viewport' in options;

    /** What every screen of a journey must pass, in this display. */
    async function checkStep(page: Page) {
      await expect(
        page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first(),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      if (zoomed) {
        await expectNoHorizontalScroll(page);
        // the override stays on the page: later checks of this screen then see the spaced text
        await expectTextSpacingDoesNotClip(page);
      }
    }

    test('[AUTH-1] [ONB-1] sign-up, phone code and the first onboarding step with the keyboard alone', async ({
      page,
      request,
    }) => {
      test.slow();
      const patient = newPatient();
      await page.goto('/login');
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
      await tabTo(page, page.getByLabel('Date of birth'));
      await page.getByLabel('Date of birth').fill(patient.date_of_birth);
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
