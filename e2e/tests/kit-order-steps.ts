import { expect, type Page } from '@playwright/test';

/** The kit order's steps as a patient walks them, for the specs that order a kit (kit-order, care-loop). */
export const newAddress = {
  street: '400 Harbor Way',
  unit: 'Apt 5',
  city: 'Boston',
  state: 'MA',
  zip: '02110',
};
export const newAddressShown = '400 Harbor Way, Apt 5, Boston, MA 02110';

/** Fills the new address form and submits it. */
export async function fillNewAddress(page: Page): Promise<void> {
  await page.getByLabel(/Street address/).fill(newAddress.street);
  await page.getByLabel(/Apartment/).fill(newAddress.unit);
  await page.getByLabel(/City/).fill(newAddress.city);
  await page.getByLabel(/State/).selectOption(newAddress.state);
  await page.getByLabel(/ZIP code/).fill(newAddress.zip);
  await page.getByRole('button', { name: 'Use this address' }).click();
}

/** On the review: the new address, and nothing else, as where the kit goes. */
export async function expectReviewOfNewAddress(page: Page, primaryStreet: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
  await expect(page.getByText(newAddressShown)).toBeVisible();
  await expect(page.getByText('A new address, for this kit only')).toBeVisible();
  await expect(page.getByText(primaryStreet)).toHaveCount(0);
}

/** Places the order from the review and opens its tracking, which shows where it ships. Returns the order's id. */
export async function placeAndTrack(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your kit is ordered to your new address' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Track your kit' }).click();
  await expect(page).toHaveURL(/\/home\/lab-kits\/[0-9a-f-]{36}$/);
  await expect(page.getByText(newAddressShown)).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop()!;
}
