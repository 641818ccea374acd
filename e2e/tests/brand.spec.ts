import { expect, test } from '@playwright/test';

test('[BRAND-1] acme.localhost shows the acme brand', async ({ page, baseURL }) => {
  const port = new URL(baseURL as string).port;
  await page.goto(`http://acme.localhost:${port}/login`);
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'acme');
  // the page's heading, then the brand (issue 23: each screen its own tab title)
  await expect(page).toHaveTitle(/ – Acme Care$/);
  await expect(page.getByRole('img', { name: 'Acme Care' })).toBeVisible();
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-primary'),
  );
  await page.goto('/login');
  await expect(page.locator('html')).not.toHaveAttribute('data-brand', 'acme');
  const defaultPrimary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-primary'),
  );
  expect(primary.trim()).not.toBe('');
  expect(primary).not.toBe(defaultPrimary);
});
