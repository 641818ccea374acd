import { expect, test } from '@playwright/test';
import { demo } from './support.js';

/** The built server sends /login prerendered for the brand and the language (apps/portal/src/prerender). */
test.describe('the login page, painted before its script runs', () => {
  test('[I18N-2] [BRAND-1] a Spanish browser on acme sees acme’s Spanish login page with no script at all', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ locale: 'es-ES', javaScriptEnabled: false });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const port = new URL(baseURL as string).port;
    await page.goto(`http://acme.localhost:${port}/login`);
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    // Styled by the page itself, under the server's content security policy: no stylesheet to wait for
    await expect(page.locator('#root > div')).toHaveCSS('display', 'flex');
    await expect(page.locator('header')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    expect(requested.filter((path) => path.endsWith('.css'))).toEqual([]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'acme');
    await expect(page).toHaveTitle('Acme Care');
    // Nothing in it can be used before the app runs it
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    await context.close();
  });

  test('[AUTH-2] the app takes the page over in place, and a patient who waited for it signs in', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as { prerenderedHeading?: Element | null }).prerenderedHeading = document.querySelector('h1');
      }),
    );
    // The app's code arrives late, as on a slow phone: the page is there meanwhile, and inert
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('inert', '');

    await page.getByLabel('Email').fill(demo.email);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    expect(
      await page.evaluate(
        () =>
          document.querySelector('h1') ===
          (window as { prerenderedHeading?: Element | null }).prerenderedHeading,
      ),
      'the heading the server sent is the one the app runs',
    ).toBe(true);
    await page.getByLabel('Password').fill(demo.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login\/mfa\/choose$/);
    expect(errors, 'no hydration error').toEqual([]);
  });

  test('[I18N-2] a patient who chose Spanish on an English browser gets the page in Spanish', async ({
    page,
  }) => {
    await page.goto('/policies');
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'es'));
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
  });
});
