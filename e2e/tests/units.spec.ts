import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { convertQuantity, type UnitSystem } from '@portal/contract';
import {
  content,
  demoRecordsReady,
  onboardByApi,
  openWithSession,
  sessionHeaders,
  type Tokens,
} from './support.js';

// A phone, where a patient most often reads their weight
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/**
 * The lines our PDFs draw (the server's lib/pdf.ts: one `<hex> Tj` per line, in Flate streams), read with Node's
 * own zlib, as the server's tests read them with pdf-lib.
 */
function pdfLines(pdf: Buffer): string {
  const lines: string[] = [];
  const raw = pdf.toString('latin1');
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let text: string;
    try {
      text = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a content stream (a font, an image)
    }
    for (const [, hex] of text.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      lines.push(Buffer.from(hex!, 'hex').toString('latin1'));
  }
  return lines.join('\n');
}

const number = new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format;

/** The newest weighing's row in the Weight trend's table, as the patient's screen shows it. */
async function newestWeightRow(page: Page, tokens: Tokens) {
  await openWithSession(page, tokens, '/home/trends/weight?period=all');
  const figure = page.getByRole('figure', { name: /^Weight/ });
  await expect(figure.getByRole('img', { name: /^Weight: chart of \d+/ })).toBeVisible();
  await figure.getByText('Show values as a table').click();
  return figure.getByRole('row').nth(1);
}

async function chooseUnits(page: Page, tokens: Tokens, label: string) {
  await openWithSession(page, tokens, '/profile/settings');
  await page.getByRole('combobox', { name: /^Units/ }).selectOption({ label });
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Your settings are saved.').first()).toBeVisible();
}

async function summaryPdf(page: Page): Promise<string> {
  await page.goto('/home/health-record');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download summary (PDF)' }).click();
  return pdfLines(readFileSync(await (await downloading).path()));
}

test('[PROF-7] [TREND-1] [SHARE-2] a patient switches their units in Settings: the weight trend and the PDF read pounds, then kilograms, from the same stored weighing', async ({
  page,
  request,
}) => {
  // A patient of their own, so switching units changes no other test's demo patient
  const { tokens } = await onboardByApi(request);
  const headers = { ...sessionHeaders(tokens), 'X-CSRFToken': tokens.web_token };
  await content(await request.post('/v1/datapull/init', { headers, data: {} }));
  await demoRecordsReady(request, tokens);
  const trend = await content<{ unit: string | null; data: { value: number; date: string }[] }>(
    await request.get('/v1/patient/trends/vitals/WEIGHT', { headers: sessionHeaders(tokens) }),
  );
  const newest = trend.data.toSorted((a, b) => Date.parse(b.date) - Date.parse(a.date))[0];
  expect(newest, 'the sample records hold a weighing').toBeTruthy();
  expect(trend.unit ?? 'kg').toBe('kg');
  const shown = (units: UnitSystem) =>
    number(convertQuantity({ value: newest!.value, unit: 'kg' }, units).value);

  // Never chosen: the brand's units, US
  await expect(await newestWeightRow(page, tokens)).toContainText(shown('us'));
  await expect(page.getByText(/latest [\d.,]+ lb on/)).toBeAttached();
  expect(await summaryPdf(page)).toMatch(/Body Weight · [\d.,]+ lb/);

  await chooseUnits(page, tokens, 'Metric (kg, cm, °C)');
  await expect(await newestWeightRow(page, tokens)).toContainText(shown('metric'));
  await expect(page.getByText(/latest [\d.,]+ kg on/)).toBeAttached();
  expect(await summaryPdf(page)).toMatch(/Body Weight · [\d.,]+ kg/);

  await chooseUnits(page, tokens, 'US (lb, ft and in, °F)');
  await expect(await newestWeightRow(page, tokens)).toContainText(shown('us'));
  // the stored reading never changed
  const again = await content<{ data: { value: number; date: string }[] }>(
    await request.get('/v1/patient/trends/vitals/WEIGHT', { headers: sessionHeaders(tokens) }),
  );
  expect(again.data.find((p) => p.date === newest!.date)?.value).toBe(newest!.value);
});
