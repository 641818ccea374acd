import { expect, test } from '@playwright/test';
import { onboardByApi, openLogin, openWithSession } from './support.js';

/**
 * [issue 23] WCAG 2.4.2: each screen has its own tab title, the page's heading then the brand, in the page's
 * language ("Trends – <brand>"). Before, every screen had the same one.
 */
const signedIn: [string, string, string][] = [
  ['/home/trends', 'en', 'Trends'],
  ['/home/sharing', 'en', 'Sharing'],
  ['/profile/names', 'en', 'Names'],
  ['/home/sharing', 'es', 'Compartir'],
];

test('[issue 23] every screen’s tab title is its heading, then the brand, in the page’s language', async ({
  page,
  request,
}) => {
  const { tokens } = await onboardByApi(request);
  const titles = new Set<string>();
  await openLogin(page);
  const loginHeading = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await expect(page).toHaveTitle(new RegExp(`^${loginHeading} – \\S`));
  titles.add(await page.title());
  for (const [path, language, heading] of signedIn) {
    await openWithSession(page, tokens, path, language);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    const shown = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    await expect(page).toHaveTitle(new RegExp(`^${shown.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} – \\S`));
    titles.add(await page.title());
  }
  expect(titles.size).toBe(signedIn.length + 1);
});
