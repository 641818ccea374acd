import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { http } from 'msw';
import type { Gatepass } from '@portal/contract';
import { gatepass, onboardingHandlers } from '../features/onboarding/stories-support';
import { AUTH_UID, authorizationRequest } from '../testing/apps';
import { createTestI18n } from '../testing/i18n';
import { ok } from '../testing/msw';
import { filledHandlers } from '../testing/records';
import { ScreenProviders } from '../testing/screen-providers';
import { mockApi } from '../testing/server';
import { AppRoutes } from './app-routes';
import { routes } from './routes';

const server = mockApi(
  [
    ...onboardingHandlers({ gatepass: gatepass('home') }),
    ...filledHandlers(),
    http.get('*/v1/patient/gatepass/property', () => ok({ properties: { welcome_seen: true } })),
    http.get('*/v1/account/authenticators', () => ok({ authenticators: [] })),
  ],
  { given_name: 'rosa' },
);

/** The app's route table at `path`, for the logged-in patient, as the app renders it. */
function openApp(path: string) {
  // A step's screen shows to a patient who stands at it; once done it goes on (features/onboarding/lib/step-gate)
  const standingAt: Record<string, Gatepass> = {
    '/signup/verify/confirm': gatepass('verify_id', 'awaiting_confirmation'),
    '/address': gatepass('address'),
  };
  const at =
    standingAt[path] ??
    (path.startsWith('/signup/verify/') ? gatepass('verify_id', 'not_started') : undefined);
  if (at) server.use(http.get('*/v1/patient/gatepass', () => ok(at)));
  render(
    <ScreenProviders i18n={createTestI18n('en')}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes routes={routes} />
      </MemoryRouter>
    </ScreenProviders>,
  );
}

describe('the route table', () => {
  it.each([
    ['/signup/verify/id', 'Verify your identity'],
    ['/signup/verify/choice', 'Other ways to verify'],
    ['/signup/verify/choice/manual', 'Manual identification'],
    ['/signup/verify/choice/assisted', 'Coordinator assisted verification'],
    ['/signup/verify/choice/licence', 'Driver’s licence'],
    ['/signup/verify/choice/on-hold', 'Your account is on hold'],
    ['/signup/verify/confirm', 'Confirm your information'],
    ['/signup/verify/confirm/ssn', 'Cross check your SSN'],
    ['/profile/identity', 'Identity verification'],
    ['/hippa', 'HIPAA authorization'],
    ['/address', 'Your primary address'],
    ['/home', 'Hello, Rosa'],
    ['/chat', 'Support'],
    ['/profile/support', 'Support'],
    ['/profile', 'Account'],
  ])('[ROUTE-2] %s opens its own screen: "%s"', async (path, heading) => {
    openApp(path);
    // A page may head its loading state ("Loading…") before its own heading arrives.
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 })).toBeTruthy();
  });

  it('[issue 30] opens an app’s consent screen where the authorization server sends the browser', async () => {
    server.use(http.get('*/v1/apps/authorizations/:uid', () => ok(authorizationRequest())));
    openApp(`/apps/authorize/${AUTH_UID}`);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Connect Glucose Buddy to your health record?' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  });

  it('answers an unknown path with the not-found screen', async () => {
    openApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      'We can’t find that page',
    );
  });
});
