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

test('[HOME-1] [PROF-4] with no sex assigned at birth on record, breast and cervical screening ask; answered in the profile, they follow', async ({
  page,
  request,
}) => {
  const tokens = await demoSession(request);
  await demoRecordsReady(request, tokens);
  const write = { ...sessionHeaders(tokens), 'X-CSRFToken': tokens.web_token };
  type Gender = { sex: string | null; sex_at_birth: string | null; gender_identity: string | null };
  const before = await content<Gender>(
    await request.get('/v1/patient/gender', { headers: sessionHeaders(tokens) }),
  );
  // The demo's records state only an administrative gender: start from "never answered" (a rerun), restore after
  await content(
    await request.put('/v1/patient/gender', { headers: write, data: { ...before, sex_at_birth: null } }),
  );
  await content(
    await request.put('/v1/patient/gatepass/property', {
      headers: write,
      data: { key: 'insights_disclaimer_acknowledged', value: true },
    }),
  );
  try {
    await openWithSession(page, tokens, '/home/screenings');
    const asking = page.getByRole('region', { name: 'We need an answer from you' });
    for (const name of ['Breast cancer screening', 'Cervical cancer screening'])
      await expect(asking.getByRole('heading', { name })).toBeVisible();
    await expect(
      asking.getByText('Tell us your sex assigned at birth to see whether this applies to you.'),
    ).toHaveCount(2);
    await expect(page.getByText(/recommended for women/)).toHaveCount(0);

    await asking.getByRole('link', { name: 'Answer in your profile' }).first().click();
    await expect(page).toHaveURL('/profile/gender');
    const atBirth = page.getByRole('group', { name: 'Sex assigned at birth' });
    await atBirth.getByRole('radio', { name: 'Female' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(
        async () =>
          (
            await content<Gender>(
              await request.get('/v1/patient/gender', { headers: sessionHeaders(tokens) }),
            )
          ).sex_at_birth,
      )
      .toBe('female');

    await page.goto('/home/screenings');
    const due = page.getByRole('region', { name: 'Due now' });
    for (const name of ['Breast cancer screening', 'Cervical cancer screening'])
      await expect(due.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'We need an answer from you' })).toHaveCount(0);
  } finally {
    await content(await request.put('/v1/patient/gender', { headers: write, data: before }));
  }
});
