import { expect, test } from '@playwright/test';
import { content, demoRecordsReady, demoSession, openWithSession, sessionHeaders } from './support.js';

type Properties = { properties: Record<string, unknown> };

test('[HOME-1] the demo patient sees an overdue HbA1c with its reason and why it applies, behind the note read once', async ({
  page,
  request,
}) => {
  const tokens = await demoSession(request);
  await demoRecordsReady(request, tokens);
  const flag = () =>
    request
      .get('/v1/patient/gatepass/property?key=insights_disclaimer_acknowledged', {
        headers: sessionHeaders(tokens),
      })
      .then((r) => content<Properties>(r));

  await openWithSession(page, tokens, '/home/insights');
  // Another test of this run (the lab kits') may have read the note first: it is asked only once per account.
  if ((await flag()).properties.insights_disclaimer_acknowledged !== true) {
    const note = page.getByRole('dialog', { name: 'About your insights' });
    await note.getByRole('button', { name: 'I understand' }).click();
    await expect(note).toBeHidden();
    expect((await flag()).properties.insights_disclaimer_acknowledged).toBe(true);
  }

  const due = page.getByRole('region', { name: 'Due now' });
  await expect(due.getByRole('heading', { name: 'HbA1c test' })).toBeVisible();
  await expect(due.getByText(/Your last one, on .+, is no longer recent enough\./).first()).toBeVisible();

  await page.getByRole('link', { name: 'Details: HbA1c test' }).click();
  await expect(page.getByRole('heading', { name: 'HbA1c test', level: 1 })).toBeVisible();
  await expect(page.getByText(/Your health records show Diabetes/)).toBeVisible();
  await expect(page.getByText('Glycemic Status Assessment for Patients With Diabetes (GSD)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Order an at-home HbA1c test kit' })).toHaveAttribute(
    'href',
    /^\/home\/lab-kits\/order\?insight=[0-9a-f-]{36}$/,
  );

  // The note is not asked for again, on Home or here
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Your insights' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'HbA1c test' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
