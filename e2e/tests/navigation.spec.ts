import { expect, test, type Page } from '@playwright/test';
import { brands } from '@portal/brands';
import { openLogin, openWithSession, signUpByApi } from './support.js';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const width of [320, 390]) {
  test.describe(`on a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true });

    test('the bottom bar, "More" and the account menu reach every place, the current one marked', async ({
      page,
      request,
    }) => {
      const { tokens } = await signUpByApi(request);
      await openWithSession(page, tokens, '/home');
      const bar = mainNav(page);
      await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
      expect(await noSidewaysScroll(page)).toBe(true);

      await bar.getByRole('link', { name: 'My Health' }).tap();
      await expect(page.getByRole('heading', { name: 'My Health', level: 1 })).toBeVisible();
      await expect(bar.getByRole('link', { name: 'My Health' })).toHaveAttribute('aria-current', 'page');
      await expect(bar.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');

      await bar.getByRole('button', { name: 'More' }).tap();
      await page.getByRole('dialog', { name: 'More' }).getByRole('link', { name: 'Trends' }).tap();
      await expect(page).toHaveURL(/\/home\/trends$/);
      await expect(page.getByRole('dialog')).toBeHidden();
      await bar.getByRole('button', { name: 'More' }).tap();
      await expect(
        page.getByRole('dialog', { name: 'More' }).getByRole('link', { name: 'Trends' }),
      ).toHaveAttribute('aria-current', 'page');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Account' }).tap();
      await page
        .getByRole('navigation', { name: 'Account' })
        .getByRole('link', { name: 'Your account' })
        .tap();
      await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Account' })).toBeHidden();
      expect(await noSidewaysScroll(page)).toBe(true);
    });
  });
}

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the side navigation lists every place in the same order on every brand', async ({
    page,
    request,
    baseURL,
  }) => {
    const { tokens } = await signUpByApi(request);
    await openWithSession(page, tokens, '/home');
    const side = mainNav(page);
    await side.getByRole('link', { name: 'Timeline' }).click();
    await expect(page.getByRole('heading', { name: 'Timeline', level: 1 })).toBeVisible();
    await expect(side.getByRole('link', { name: 'Timeline' })).toHaveAttribute('aria-current', 'page');
    await expect(side.locator('[aria-current]')).toHaveCount(1);
    await expect(side.getByRole('button', { name: 'More' })).toHaveCount(0);

    const order = await side.getByRole('link').allTextContents();
    expect(order.slice(0, 2)).toEqual(['Home', 'My Health']);
    const port = new URL(baseURL as string).port;
    for (const brand of brands) {
      // A session lives in one origin's storage: each brand's subdomain gets it as the login screen would put it
      const origin = `http://${brand.id}.localhost:${port}`;
      await openLogin(page, `${origin}/login`);
      await page.evaluate((stored) => {
        for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
      }, tokens);
      await page.goto(`${origin}/home`);
      await expect(page.locator('html')).toHaveAttribute('data-brand', brand.id);
      await expect(mainNav(page).getByRole('link')).toHaveText(order);
    }
  });
});
