import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { content, onboardByApi, openWithSession, sessionHeaders, type Tokens } from './support.js';

/**
 * [issue 23] Text the patient typed wraps wherever it is shown: a long unbroken string (a pasted URL) must not
 * widen the page, or a phone zooms out to a fraction of its size. Each field holds as much as the server allows
 * (300 characters where it allows that many), and each page is read at 390 px.
 */
test.use({ viewport: { width: 390, height: 844 } });

const unbroken = (length: number) =>
  `https://example.com/${'a1b2c3d4e5'.repeat(Math.ceil(length / 10))}`.slice(0, length);

async function givenLongText(request: APIRequestContext, tokens: Tokens) {
  const headers = { ...sessionHeaders(tokens), 'X-CSRFToken': tokens.web_token };
  const post = async (url: string, data: object) =>
    content<{ id: string }>(await request.post(url, { headers, data }));
  const grant = await post('/v1/patient/sharing/proxies', {
    name: `Caregiver${unbroken(91)}`,
    email: 'caregiver.long@example.com',
    reason: unbroken(200),
    categories: ['observations'],
  });
  await post('/v1/patient/names', {
    use: 'nickname',
    first_name: `Nick${unbroken(96)}`,
    last_name: 'Tester',
  });
  await post('/v1/patient/address', {
    kind: 'additional',
    address: { address1: unbroken(120), address2: unbroken(120), city: 'Boston', state: 'MA', zip: '02110' },
  });
  const plan = await post('/v1/patient/insurance', {
    payer: unbroken(120),
    member_id: 'ABC123',
    subscriber_name: unbroken(200),
    subscriber_relationship: 'self',
  });
  await post('/v1/patient/feedback', { category: 'idea', message: unbroken(300), rating: null });
  return { grantId: grant.id, planId: plan.id };
}

async function expectNoWiderThanTheScreen(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect
    .soft(scrollWidth, `${page.url()} is ${scrollWidth}px wide on a ${innerWidth}px screen`)
    .toBeLessThanOrEqual(innerWidth);
}

const pages: [string, RegExp][] = [
  ['/home/sharing', /^Caregiver/],
  ['/profile/names', /^Nick/],
  ['/profile/addresses', /^https:\/\/example\.com/],
  ['/profile/insurance', /^https:\/\/example\.com/],
  ['/profile/feedback', /^https:\/\/example\.com/],
];

test('[issue 23] a long unbroken string wraps on sharing (list and grant), names, addresses, insurance (list and plan) and feedback at 390 px', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { tokens } = await onboardByApi(request);
  const { grantId, planId } = await givenLongText(request, tokens);
  await openWithSession(page, tokens, '/home');
  const details: [string, RegExp][] = [
    [`/home/sharing/${grantId}`, /^Caregiver/],
    [`/profile/insurance/${planId}`, /^https:\/\/example\.com/],
  ];
  for (const [path, shown] of [...pages, ...details]) {
    await page.goto(path);
    await expect(page.getByText(shown).first()).toBeVisible();
    await expectNoWiderThanTheScreen(page);
  }
});
