import { expect, test, type Page } from '@playwright/test';
import { brands } from '@portal/brands';
import { convertQuantity } from '@portal/contract';
import {
  content,
  demoRecordsReady,
  demoSession,
  openLogin,
  openWithSession,
  sessionHeaders as auth,
  type Tokens,
} from './support.js';

/** The LOINC codes each trend view reads (contract TREND_LOINC_CODES), and the view's title on screen. */
const views = [
  { view: 'bloodOxygen', title: 'Blood oxygen', loinc: ['2708-6', '59408-5'] },
  { view: 'bloodPressure', title: 'Blood pressure', loinc: ['8480-6'] },
  { view: 'bmi', title: 'BMI', loinc: ['39156-5'] },
  { view: 'totalCholesterol', title: 'Total cholesterol', loinc: ['2093-3'] },
  { view: 'creatinine', title: 'Creatinine', loinc: ['2160-0', '38483-4'] },
  { view: 'hba1c', title: 'HbA1c', loinc: ['4548-4'] },
  { view: 'ldlHdl', title: 'LDL & HDL', loinc: ['18262-6'] },
  { view: 'heartRate', title: 'Heart rate', loinc: ['8867-4'] },
  { view: 'respiratoryRate', title: 'Respiratory rate', loinc: ['9279-1'] },
  { view: 'weight', title: 'Weight', loinc: ['29463-7'] },
] as const;

// One demo login for the whole file, shared by its tests
test.describe.configure({ mode: 'serial' });
let tokens: Tokens;
test.beforeAll(async ({ request }) => {
  tokens = await demoSession(request);
  await demoRecordsReady(request, tokens);
});

const timelineRows = (page: Page) =>
  page.getByRole('region', { name: 'Timeline entries' }).getByRole('listitem');

test('[REC-2] the demo patient’s timeline filters by type and by date', async ({ page }) => {
  await openWithSession(page, tokens, '/home/timeline');
  await expect(page.getByRole('heading', { name: 'Timeline', level: 1 })).toBeVisible();
  await expect(timelineRows(page).first()).toBeVisible();
  const all = Number((await page.getByText(/^\d[\d,]* entries$/).textContent())!.replace(/\D/g, ''));
  expect(all).toBeGreaterThan(1);

  await page.getByLabel('Type').selectOption('encounter');
  await expect(page).toHaveURL(/type=encounter/);
  const rowsText = await timelineRows(page).allTextContents();
  expect(rowsText.length).toBeGreaterThan(0);
  for (const text of rowsText) expect(text).toContain('Visit');
  const encounters = Number(
    (await page.getByText(/^\d[\d,]* entr(y|ies)$/).textContent())!.replace(/\D/g, ''),
  );
  expect(encounters).toBeLessThan(all);

  // A one-year range: every row shown is inside it, and fewer rows than all encounters
  await page.getByLabel('Type').selectOption('all');
  await page.getByLabel('From').fill('2020-01-01');
  await page.getByLabel('To').fill('2020-12-31');
  await expect(page).toHaveURL(/from=2020-01-01&to=2020-12-31/);
  const counted = page.getByText(/^\d[\d,]* entr(y|ies)$/);
  await expect(counted).toBeVisible();
  const ranged = Number((await counted.textContent())!.replace(/\D/g, ''));
  expect(ranged).toBeLessThan(all);
  if (ranged > 0) {
    for (const text of await timelineRows(page).allTextContents()) expect(text).toMatch(/2020/);
  } else {
    await expect(page.getByText('Nothing matches your filter')).toBeVisible();
  }
});

for (const { view, title, loinc } of views) {
  test(`[TREND-1] [REC-4] the ${title} view charts the values of LOINC ${loinc.join(' / ')}`, async ({
    page,
    request,
  }) => {
    const page1 = await content<{
      items: { code: string | null; value: number | null; unit: string | null; date: string | null }[];
    }>(
      await request.get('/v1/patient/records?category=observations&page_size=500', { headers: auth(tokens) }),
    );
    // The newest reading of the code, as the server normalised it from the demo bundle
    let newest = page1.items
      .filter((o) => o.code && (loinc as readonly string[]).includes(o.code) && o.value !== null)
      .sort((a, b) => Date.parse(b.date ?? '') - Date.parse(a.date ?? ''))[0];
    if (!newest) {
      const trend = await content<{ unit: string | null; data: { value: number; date: string }[] }>(
        await request.get(
          `/v1/patient/trends/${['totalCholesterol', 'creatinine', 'hba1c', 'ldlHdl'].includes(view) ? 'labs' : 'vitals'}/${{ bloodOxygen: 'BLOXY', bloodPressure: 'BPRES', bmi: 'BMI', totalCholesterol: 'CHOLT', creatinine: 'CREAT', hba1c: 'HbA1c', ldlHdl: 'CHOLL', heartRate: 'HRTRT', respiratoryRate: 'RESRT', weight: 'WEIGHT' }[view]}`,
          { headers: auth(tokens) },
        ),
      );
      newest = trend.data
        .map((p) => ({ code: loinc[0], value: p.value, unit: trend.unit, date: p.date }))
        .sort((a, b) => Date.parse(b.date) - Date.parse(a.date))[0];
    }
    expect(newest, `the demo patient has readings of ${loinc.join('/')}`).toBeTruthy();

    await openWithSession(page, tokens, `/home/trends/${view}`);
    const figure = page.getByRole('figure', { name: new RegExp(`^${title.replace('&', '\\&')}`) });
    await expect(
      figure.getByRole('img', { name: new RegExp(`^${title.replace('&', '\\&')}: chart of \\d+`) }),
    ).toBeVisible();
    await expect(figure.locator('.recharts-line').first()).toBeVisible();
    await figure.getByText('Show values as a table').click();
    const firstRow = figure.getByRole('row').nth(1);
    // in the units the demo patient reads, who never chose: their brand's, US (a weight in kg shows in lb)
    const { value } = convertQuantity({ value: newest!.value!, unit: newest!.unit }, 'us');
    const shown = new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format(value);
    await expect(firstRow).toContainText(shown);
  });
}

test('[PRINT-1] printing a section opens the print popup', async ({ page }) => {
  await openWithSession(page, tokens, '/home/my-health');
  await expect(page.getByRole('list', { name: 'Record categories' })).toBeVisible();
  // Headless Chromium prints at once and the popup closes itself: record what it held when it printed
  await page.evaluate(() => {
    const realOpen = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      const popup = realOpen(...args);
      (window as unknown as { printed: unknown }).printed = { features: args[2] };
      if (popup) {
        popup.print = () => {
          (window as unknown as { printed: unknown }).printed = {
            features: args[2],
            title: popup.document.title,
            text: popup.document.body.innerText,
          };
        };
      }
      return popup;
    };
  });
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Print' }).click();
  await popupOpened;
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printed?: { title?: string } }).printed?.title))
    .toBe('Print');
  const printed = await page.evaluate(
    () => (window as unknown as { printed: { features: string; text: string } }).printed,
  );
  expect(printed.features).toContain('width=800,height=600');
  expect(printed.text).toContain('My Health');
  expect(printed.text).toContain('Medications');
  expect(printed.text).not.toContain('See Medications');
});

/** "rgb(r, g, b)" as numbers. */
const channels = (colour: string) => (colour.match(/\d+/g) ?? []).slice(0, 3).map(Number);

for (const brand of brands) {
  test(`[PRINT-3] in the ${brand.id} brand, striped cards print light grey with a dark left border`, async ({
    page,
    baseURL,
  }) => {
    const origin = `http://${brand.id}.localhost:${new URL(baseURL as string).port}`;
    await openLogin(page, `${origin}/login`);
    await page.evaluate((stored) => {
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    }, tokens);
    await page.goto(`${origin}/home/my-health`);
    await expect(page.locator('html')).toHaveAttribute('data-brand', brand.id);
    await expect(page.getByRole('list', { name: 'Record categories' })).toBeVisible();
    // Keep the popup open to look at it: it would print and close itself at once
    await page.evaluate(() => {
      const realOpen = window.open.bind(window);
      window.open = (...args: Parameters<typeof window.open>) => {
        const popup = realOpen(...args);
        if (popup) Object.assign(popup, { print: () => undefined, close: () => undefined });
        return popup;
      };
    });
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Print' }).click();
    const popup = await popupOpened;
    // Read the styles once they apply, as the print view itself waits for them before printing
    await popup.waitForLoadState('load');
    await popup.emulateMedia({ media: 'print' });
    const card = popup.locator('[data-card-variant="striped"]').first();
    await expect(card).toBeVisible();
    const printed = await card.evaluate((element) => {
      const style = getComputedStyle(element);
      return { fill: style.backgroundColor, border: style.borderLeftColor, width: style.borderLeftWidth };
    });
    const fill = channels(printed.fill);
    const border = channels(printed.border);
    // light grey: bright, with no tint; dark: every channel low
    expect(Math.min(...fill), printed.fill).toBeGreaterThanOrEqual(230);
    expect(Math.max(...fill) - Math.min(...fill), printed.fill).toBeLessThanOrEqual(6);
    expect(Math.max(...border), printed.border).toBeLessThanOrEqual(90);
    expect(printed.width).toBe('4px');
  });
}
