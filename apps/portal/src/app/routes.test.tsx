import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { gatepass, onboardingHandlers } from '../features/onboarding/stories-support';
import { storeTokens } from '../lib/session';
import { createTestI18n } from '../testing/i18n';
import { makeJwt } from '../testing/jwt';
import { ok } from '../testing/msw';
import { filledHandlers } from '../testing/records';
import { ScreenProviders } from '../testing/screen-providers';
import { routes } from './routes';

const server = setupServer(
  ...onboardingHandlers({ gatepass: gatepass('home') }),
  ...filledHandlers(),
  http.get('*/v1/patient/gatepass/property', () => ok({ properties: { welcome_seen: true } })),
  http.get('*/v1/account/authenticators', () => ok({ authenticators: [] })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The app's route table at `path`, for a logged-in patient, as the app renders it. */
function openApp(path: string) {
  storeTokens({
    access_token: makeJwt({ sub: 'patient-1' }),
    id_token: makeJwt({ sub: 'patient-1', given_name: 'rosa' }),
    refresh_token: 'r',
    web_token: 'w',
  });
  render(
    <ScreenProviders i18n={createTestI18n('en')}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </ScreenProviders>,
  );
}

describe('the route table', () => {
  it.each([
    ['/signup/verify/id', 'Verify your identity'],
    ['/signup/verify/choice', 'Other ways to verify'],
    ['/signup/verify/confirm', 'Confirm your information'],
    ['/hippa', 'HIPAA authorization'],
    ['/address', 'Your primary address'],
    ['/home', 'Hello, Rosa'],
    ['/chat', 'Support'],
  ])('[ROUTE-2] %s opens its own screen: "%s"', async (path, heading) => {
    openApp(path);
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toHaveProperty(
      'textContent',
      heading,
    );
  });

  it('answers an unknown path with the not-found screen', async () => {
    openApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      'We can’t find that page',
    );
  });
});
