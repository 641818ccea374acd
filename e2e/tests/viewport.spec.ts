import { expect, test } from '@playwright/test';

// A phone: Chromium honours the page's viewport meta only for a mobile viewport
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('[VIEW-1] a patient can zoom the page to twice its size, and no further', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const browser = await page.context().newCDPSession(page);
  const zoomTo = async (pageScaleFactor: number) => {
    await browser.send('Emulation.setPageScaleFactor', { pageScaleFactor });
    return page.evaluate(() => window.visualViewport?.scale);
  };
  // Asking for 1.5x gives 1.5x (zoom is not switched off); asking for 4x stops at the viewport's maximum, 2x
  await expect.poll(() => zoomTo(1.5)).toBe(1.5);
  await expect.poll(() => zoomTo(4)).toBe(2);
});
