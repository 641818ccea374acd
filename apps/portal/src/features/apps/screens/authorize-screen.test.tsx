import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ok, settingsIn } from '../../../testing/msw';
import { renderScreen } from '../../../testing/render';
import { mockApi } from '../../../testing/server';
import { AUTH_UID, RESUME_PATH, appsHandlers, authorizationRequest, glucoseApp } from '../../../testing/apps';
import { gatepass } from '../../onboarding/stories-support';
import { analytics } from '../../../lib/tracking';
import { appsPaths } from '../paths';
import AuthorizeScreen from './authorize-screen';

vi.mock('../../../lib/tracking', () => ({
  analytics: { track: vi.fn(), page: vi.fn(), init: vi.fn() },
  useAnalyticsPage: () => undefined,
}));

const server = mockApi(appsHandlers.filled());

/** Counts the calls made to one route of the API, and what each sent. */
function record(method: 'get' | 'post', path: string, answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http[method](path, async ({ request }) => {
      bodies.push(method === 'post' ? await request.json() : null);
      return answer();
    }),
  );
  return bodies;
}

function open(language: 'en' | 'es' = 'en', path = appsPaths.authorize(AUTH_UID)) {
  const leave = vi.fn();
  const view = renderScreen(null, {
    path,
    language,
    routes: [
      { path: appsPaths.authorizePattern, element: <AuthorizeScreen leave={leave} /> },
      { path: '/hippa', element: <h1>HIPAA authorization</h1> },
    ],
  });
  return { ...view, leave };
}

const allowButton = () => screen.findByRole('button', { name: 'Allow' });

describe('[issue 30] an app’s consent screen', () => {
  it('names the app, who made it and what it asks to read, all checked, for how long, with the raw scopes', async () => {
    server.use(settingsIn('America/Los_Angeles'));
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connect Glucose Buddy to your health record?' }),
    ).toBeTruthy();
    expect(screen.getByText('Made by Bluewater Digital Health, Inc.')).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Website of Glucose Buddy (opens in a new tab)' })
        .getAttribute('href'),
    ).toBe('https://glucosebuddy.example/');
    // the logo lives on another host, which the portal's CSP does not let the page load: the initials stand in
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('GB')).toBeTruthy();
    const what = screen.getByRole('group', { name: 'What it may read' });
    const boxes = within(what).getAllByRole('checkbox');
    expect(boxes.map((box) => box.getAttribute('value'))).toEqual([
      'medications',
      'conditions',
      'observations',
      'coverage',
    ]);
    expect(boxes.every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(within(what).getByRole('checkbox', { name: 'Insurance' })).toBeTruthy();
    // 2027-11-27T20:00Z is noon in Los Angeles, the zone the patient saved
    expect(
      await screen.findByText(/^Until Nov 27, 2027, 12:00\s?PM, also when you are not using the app\.$/),
    ).toBeTruthy();
    expect(screen.getByText('patient/Coverage.rs')).toBeTruthy();
  });

  it('says when an app reads only while the patient uses it', async () => {
    server.use(...appsHandlers.filled(authorizationRequest({ offline: false })));
    open();
    expect(await screen.findByText(/^Only while you are using the app, and no later than /)).toBeTruthy();
  });

  it('sends what the patient kept checked, then follows the server back to the app; analytics learns no name', async () => {
    const sent = record('post', '*/v1/apps/authorizations/:uid/approve', () =>
      ok({ redirect_to: `${window.location.origin}${RESUME_PATH}` }),
    );
    const { leave } = open();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Insurance' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Medications' }));
    await userEvent.click(await allowButton());
    await waitFor(() => expect(leave).toHaveBeenCalledWith(`${window.location.origin}${RESUME_PATH}`));
    expect(sent).toEqual([{ categories: ['conditions', 'observations'] }]);
    expect(analytics.track).toHaveBeenCalledWith('App Authorization Answered', {
      answer: 'allow',
      narrowed: true,
    });
    expect(JSON.stringify(vi.mocked(analytics.track).mock.calls)).not.toMatch(
      new RegExp(`${glucoseApp.name}|${glucoseApp.client_id}|observations|coverage`),
    );
    expect(screen.getByRole('button', { name: 'Allow' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Taking you back to the app…')).toBeTruthy();
  });

  it('asks for at least one kind of record and sends nothing until then', async () => {
    const sent = record('post', '*/v1/apps/authorizations/:uid/approve', () =>
      ok({ redirect_to: RESUME_PATH }),
    );
    open();
    for (const name of ['Medications', 'Conditions', 'Vitals and lab results', 'Insurance'])
      await userEvent.click(await screen.findByRole('checkbox', { name }));
    await userEvent.click(await allowButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choose at least one kind of record, or choose “Don’t allow”.',
    );
    expect(sent).toEqual([]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Insurance' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends one answer however often it is pressed', async () => {
    const sent = record('post', '*/v1/apps/authorizations/:uid/approve', () =>
      ok({ redirect_to: RESUME_PATH }),
    );
    const denied = record('post', '*/v1/apps/authorizations/:uid/deny', () =>
      ok({ redirect_to: RESUME_PATH }),
    );
    const { leave } = open();
    const allow = await allowButton();
    fireEvent.click(allow);
    fireEvent.click(allow);
    fireEvent.click(screen.getByRole('button', { name: 'Don’t allow' }));
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(sent).toHaveLength(1);
    expect(denied).toHaveLength(0);
  });

  it('“Don’t allow” tells the server and goes back to the app', async () => {
    const denied = record('post', '*/v1/apps/authorizations/:uid/deny', () =>
      ok({ redirect_to: RESUME_PATH }),
    );
    const { leave } = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Don’t allow' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(`${window.location.origin}${RESUME_PATH}`));
    expect(denied).toHaveLength(1);
    expect(analytics.track).toHaveBeenCalledWith('App Authorization Answered', {
      answer: 'deny',
      narrowed: false,
    });
  });

  it('never follows an answer that points off the portal’s origin', async () => {
    server.use(...appsHandlers.offOrigin());
    const { leave } = open();
    await userEvent.click(await allowButton());
    expect(await screen.findByText(/We couldn’t take you back to the app safely/)).toBeTruthy();
    expect(leave).not.toHaveBeenCalled();
    // the server has its answer: nothing more may be sent
    expect(screen.getByRole('button', { name: 'Allow' })).toHaveProperty('disabled', true);
  });

  it('an expired or unknown request says so once: no retry, no second request', async () => {
    server.use(...appsHandlers.expired());
    const asked: string[] = [];
    const count = ({ request }: { request: Request }) => {
      if (request.url.includes('/v1/apps/authorizations/')) asked.push(request.url);
    };
    server.events.on('request:start', count);
    open();
    expect(await screen.findByText('This request has expired')).toBeTruthy();
    expect(screen.getByText('Go back to the app and connect again.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 100));
    server.events.removeListener('request:start', count);
    expect(asked).toHaveLength(1);
  });

  it('an id the authorization server never makes is an expired request, asked of nobody', async () => {
    const asked = record('get', '*/v1/apps/authorizations/*', () => ok(authorizationRequest()));
    open('en', '/apps/authorize/short');
    expect(await screen.findByText('This request has expired')).toBeTruthy();
    expect(asked).toEqual([]);
  });

  it('a request that expires before the answer says so', async () => {
    server.use(...appsHandlers.expiresOnAnswer());
    open();
    await userEvent.click(await allowButton());
    expect(await screen.findByText('This request has expired')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull();
  });

  it('a server error offers to try again, and trying again loads the request', async () => {
    server.use(...appsHandlers.error());
    open();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    server.use(...appsHandlers.filled());
    await userEvent.click(retry);
    expect(await allowButton()).toBeTruthy();
  });

  it('a refusal is said as the server words it, and the patient may answer again', async () => {
    server.use(...appsHandlers.refused());
    open();
    await userEvent.click(await allowButton());
    expect(await screen.findByText('Choose only what the app asked to read.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Allow' })).toHaveProperty('disabled', false);
  });

  it('[I18N-1] reads in Spanish', async () => {
    server.use(...appsHandlers.filled(authorizationRequest({ until: '2027-11-28T04:59:59.999Z' })));
    open('es');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: '¿Conectar Glucose Buddy a su historial de salud?',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Seguro médico' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Permitir' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'No permitir' })).toBeTruthy();
    expect(
      screen.getByText(/^Hasta el 27 nov 2027, también cuando no esté usando la aplicación\.$/),
    ).toBeTruthy();
  });

  it('asks a patient still in onboarding to finish first; they may still say no to the app', async () => {
    server.use(...appsHandlers.onboarding(gatepass('hipaa')));
    const { leave } = open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Finish setting up your account first' }),
    ).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Don’t allow' }));
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
  });

  it('a patient in onboarding goes on to their next step', async () => {
    server.use(...appsHandlers.onboarding(gatepass('hipaa')));
    const { router } = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue setting up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hippa'));
  });
});
