import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { CONSENT_SECTION_IDS, type SaveStudyConsentRequest } from '@portal/contract';
import { ok } from '../../../testing/msw';
import { renderHomeRoutes } from '../../../testing/render';
import { mockApi } from '../../../testing/server';
import { signedStudy, studiesHandlers, withdrawnStudy } from '../../../testing/studies';
import { studiesRoutes } from '../routes';

const server = mockApi([], { given_name: 'Dana', family_name: 'Demo' });
// The routes load their screens on demand: load them once up front, so no test waits out a first transform
beforeAll(() =>
  Promise.all([
    import('./studies-screen'),
    import('./study-screen'),
    import('./consent-screen'),
    import('./study-privacy-screen'),
  ]),
);
beforeEach(() => server.use(...studiesHandlers()));

/** The app's own study routes under /home, so the links between the screens are the real ones. */
const open = (path: string, language: 'en' | 'es' = 'en') => renderHomeRoutes(studiesRoutes, path, language);

/** Every request body the screen sends to `path`. */
function bodiesTo<T>(path: string): T[] {
  const bodies: T[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === path)
      void request
        .clone()
        .json()
        .then((body) => bodies.push(body as T));
  });
  return bodies;
}

describe('the study list', () => {
  it('[STUDY-1] shows the suggested study with the reason from the records, never a claim of eligibility', async () => {
    const user = userEvent.setup();
    open('/home/studies');
    const suggested = await screen.findByRole('region', { name: 'Suggested for you' });
    expect(within(suggested).getByText('Suggested because your records list type 2 diabetes.')).toBeTruthy();
    expect(
      within(suggested).getByText('Only the study team can tell whether you can take part.'),
    ).toBeTruthy();
    expect(screen.getByText(/They are not real clinical trials/)).toBeTruthy();

    await user.click(
      within(suggested).getByRole('link', {
        name: 'See study: Daily walking and text coaching for adults with type 2 diabetes',
      }),
    );
    expect(await screen.findByRole('link', { name: 'Read and sign the consent' })).toBeTruthy();
  });

  it('[STUDY-1] reads the reason in Spanish', async () => {
    open('/home/studies', 'es');
    expect(await screen.findByText('Sugerido porque sus expedientes indican diabetes tipo 2.')).toBeTruthy();
  });
});

describe('signing a study consent', () => {
  it('[STUDY-2] sends every section acknowledged, the chosen site and the typed name, then confirms the share', async () => {
    const user = userEvent.setup();
    const sent = bodiesTo<SaveStudyConsentRequest>('/v1/patient/studies/consent/save');
    open('/home/studies/NCT99000101/consent');

    for (const box of await screen.findAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('radio', { name: /Cedar Valley Clinic Worcester/ }));
    await user.type(screen.getByRole('textbox', { name: /Type your full name to sign/ }), 'dana demo');
    await user.click(screen.getByRole('button', { name: 'Sign consent' }));

    expect(await screen.findByText(/Signed by Dana Demo on/)).toBeTruthy();
    expect(sent).toEqual([
      {
        study_id: 'NCT99000101',
        site_id: 'cvuh-worcester',
        version: '2026-10-01',
        language: 'en',
        content_hash: 'a'.repeat(64),
        acknowledged_sections: [...CONSENT_SECTION_IDS],
        full_name: 'dana demo',
      },
    ]);
    expect(
      screen.getByRole('link', { name: 'See who your records are shared with' }).getAttribute('href'),
    ).toBe('/home/sharing');
  });

  it('[STUDY-2] sends nothing while a section is not acknowledged or the name is not the account’s', async () => {
    const user = userEvent.setup();
    const sent = bodiesTo('/v1/patient/studies/consent/save');
    open('/home/studies/NCT99000101/consent');

    const boxes = await screen.findAllByRole('checkbox');
    for (const box of boxes.slice(1)) await user.click(box);
    await user.type(screen.getByRole('textbox', { name: /Type your full name to sign/ }), 'Dana Demo');
    await user.click(screen.getByRole('button', { name: 'Sign consent' }));
    expect(screen.getByRole('alert').textContent).toContain('acknowledge every section');

    await user.click(boxes[0]!);
    await user.clear(screen.getByRole('textbox', { name: /Type your full name to sign/ }));
    await user.type(screen.getByRole('textbox', { name: /Type your full name to sign/ }), 'Dana');
    await user.click(screen.getByRole('button', { name: 'Sign consent' }));
    expect(screen.getByText('The name you typed does not match the name on your account.')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});

describe('withdrawing a study consent', () => {
  it('[STUDY-2] asks once more, withdraws, and shows the study as withdrawn', async () => {
    const user = userEvent.setup();
    let details = signedStudy();
    const sent = bodiesTo('/v1/patient/studies/consent/withdraw');
    server.use(
      http.get('/v1/patient/studies/:id', () => ok(details)),
      http.post('/v1/patient/studies/consent/withdraw', () => {
        details = withdrawnStudy();
        return ok({ study_id: 'NCT99000101', withdrawn_at: details.consent_record!.withdrawn_at });
      }),
    );
    open('/home/studies/NCT99000101');

    await user.click(await screen.findByRole('button', { name: 'Withdraw consent' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw your consent?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw consent' }));

    expect(await screen.findByText(/You withdrew your consent on/)).toBeTruthy();
    expect(sent).toEqual([{ study_id: 'NCT99000101' }]);
  });
});
