import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ok } from '../../../testing/msw';
import { renderScreen } from '../../../testing/render';
import { mockApi } from '../../../testing/server';
import { connectedApp, disconnectedApp, ledger, sharingHandlers } from '../../../testing/sharing';
import GrantScreen from './grant-screen';
import SharingScreen from './sharing-screen';

const server = mockApi(sharingHandlers.withApps());

const appsGroup = async () =>
  within((await screen.findByRole('heading', { level: 2, name: 'Apps' })).closest('section')!);

const openGrant = (id: string, language: 'en' | 'es' = 'en') =>
  renderScreen(<GrantScreen />, {
    path: `/home/sharing/${id}`,
    routePath: '/home/sharing/:grantId',
    language,
  });

describe('[issue 30] connected apps in the sharing ledger', () => {
  it('lists each app with who made it, what it reads (insurance too), since, until, status and reads', async () => {
    renderScreen(<SharingScreen />, { path: '/home/sharing' });
    const apps = await appsGroup();
    const entry = within(apps.getByRole('heading', { name: 'Glucose Buddy' }).closest('li')!);
    const facts = Object.fromEntries(
      entry.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toMatchObject({
      'Made by': 'Bluewater Digital Health, Inc.',
      What: 'Medications, Vitals and lab results, Insurance',
      Since: expect.stringMatching(/^Nov 24, 2026/),
      Until: expect.stringMatching(/^Nov 24, 2027/),
      Opened: expect.stringMatching(/^14 times, last Nov 26, 2026/),
    });
    // an app reads every date of what it may read, and its consent is its reason
    expect(facts).not.toHaveProperty('Records dated');
    expect(facts).not.toHaveProperty('Why');
    expect(entry.getByText('Active')).toBeTruthy();
    expect(entry.getByText('GB')).toBeTruthy();
    expect(
      within(apps.getByRole('heading', { name: disconnectedApp.name }).closest('li')!).getByText('Revoked', {
        selector: 'span',
      }),
    ).toBeTruthy();
    // apps are listed with the apps, not with the people
    const people = within(
      (await screen.findByRole('heading', { level: 2, name: 'People and links' })).closest('section')!,
    );
    expect(people.queryByText('Glucose Buddy')).toBeNull();
  });

  it('an empty Apps group says how an app gets connected', async () => {
    server.use(http.get('*/v1/patient/sharing', () => ok({ grants: ledger })));
    renderScreen(<SharingScreen />, { path: '/home/sharing' });
    expect((await appsGroup()).getByText(/^No apps are connected\./)).toBeTruthy();
  });

  it.each([
    [
      'en' as const,
      [
        'Tried to read Conditions',
        'Read your insurance',
        'Read Vitals and lab results',
        'Read your demographics',
      ],
    ],
    [
      'es' as const,
      [
        'Intentó leer Afecciones',
        'Leyó su seguro médico',
        'Leyó Signos vitales y resultados de laboratorio',
        'Leyó sus datos demográficos',
      ],
    ],
  ])('words an app’s reads in its log in %s', async (language, actions) => {
    openGrant(connectedApp.id, language);
    const log = await screen.findByRole('table');
    const rows = within(log).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual([
      expect.stringContaining(actions[0]!),
      actions[1],
      expect.stringContaining(actions[2]!),
      actions[3],
    ]);
    expect(log.textContent).not.toMatch(/records\.|Viewed|Vio /);
  });

  it('“Disconnect Glucose Buddy” warns the app loses access at once, then ends the grant', async () => {
    const ended: string[] = [];
    server.use(
      http.post('*/v1/patient/sharing/:grantId/end', ({ params }) => {
        ended.push(String(params.grantId));
        return ok({ ...connectedApp, status: 'ended', ended_at: '2026-11-27T10:00:00.000Z' });
      }),
    );
    openGrant(connectedApp.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect Glucose Buddy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Glucose Buddy?' });
    expect(dialog.textContent).toMatch(/The app loses access to your records at once/);
    expect(ended).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, disconnect' }));
    expect(
      await screen.findByText('Glucose Buddy is disconnected. It can no longer read your records.'),
    ).toBeTruthy();
    expect(ended).toEqual([connectedApp.id]);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Disconnect Glucose Buddy' })).toBeNull(),
    );
  });

  it('a disconnected app can’t be disconnected again', async () => {
    openGrant(disconnectedApp.id);
    expect(await screen.findByText(/\(you stopped sharing\)$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Disconnect/ })).toBeNull();
  });
});
