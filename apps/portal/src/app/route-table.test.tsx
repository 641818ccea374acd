import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestI18n } from '../testing/i18n';
import { ScreenProviders } from '../testing/screen-providers';
import { AppRoutes } from './app-routes';
import { loadRoutes, useRouteTable } from './route-table';

const router = { navigate: (to: string): void => void to };
function Navigator() {
  const navigate = useNavigate();
  router.navigate = (to) => void navigate(to);
  return null;
}
function App() {
  return <AppRoutes routes={useRouteTable()} />;
}

describe('the route table of a visit that starts on the login page', () => {
  // a patient not signed in
  beforeEach(() => localStorage.clear());

  it('draws the login page before the other pages’ table, keeps what was typed when that arrives, then opens them', async () => {
    render(
      <ScreenProviders i18n={createTestI18n('en')}>
        <MemoryRouter initialEntries={['/login']}>
          <Navigator />
          <App />
        </MemoryRouter>
      </ScreenProviders>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: /email/i }), 'rosa@example.com');

    // The rest of the table arrives (after the first paint): the page the patient is typing into stays as it is
    await act(() => loadRoutes());
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /email/i }).value).toBe('rosa@example.com');

    act(() => router.navigate('/signup'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your account' }, { timeout: 10_000 }),
    ).toBeTruthy();
  }, 30_000);
});
