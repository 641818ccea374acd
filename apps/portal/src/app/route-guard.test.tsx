import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeJwt } from '../testing/jwt';
import { AppRoutes } from './app-routes';
import { RouteGuard } from './route-guard';

function setup(initial: string, onLogout = vi.fn()) {
  const router = { navigate: (to: string): void => void to };
  function Navigator() {
    const navigate = useNavigate();
    router.navigate = (to) => void navigate(to);
    return null;
  }
  const routes = [
    {
      element: (
        <RouteGuard onLogout={onLogout} refused={<p>no such page</p>}>
          <Outlet />
        </RouteGuard>
      ),
      children: [
        ...['/login', '/signup/verify/id', '/signup/verify/choice', '/home', '/home/records', '/chat'].map(
          (path) => ({
            path,
            element: <p>page {path}</p>,
          }),
        ),
        // Restricted permissions of the shipped policy: one a patient holds, one only a coordinator would
        { path: '/share', handle: { permission: 'records:share' }, element: <p>page /share</p> },
        { path: '/assist', handle: { permission: 'coordinator:assist' }, element: <p>page /assist</p> },
      ],
    },
  ];
  render(
    <MemoryRouter initialEntries={[initial]}>
      <Navigator />
      <AppRoutes routes={routes} />
    </MemoryRouter>,
  );
  return { router, onLogout };
}

describe('RouteGuard', () => {
  it('[GUARD-1] renders nothing and logs out on a protected page without a token', () => {
    const { onLogout } = setup('/home');
    expect(screen.queryByText('page /home')).toBeNull();
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('[GUARD-1] [ONB-2] a page of the app opened signed out is kept for after login', () => {
    const { onLogout } = setup('/home/records?tab=labs');
    expect(onLogout).toHaveBeenCalledWith({ next: '/home/records?tab=labs' });
  });

  it('logging out in another tab (the shared tokens wiped) ends this one too, saying why', () => {
    localStorage.setItem('access_token', makeJwt());
    const { onLogout } = setup('/home');
    // another tab refreshing the tokens is no logout
    window.dispatchEvent(new StorageEvent('storage', { key: 'access_token', newValue: makeJwt() }));
    expect(onLogout).not.toHaveBeenCalled();
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(onLogout).toHaveBeenCalledWith({ reason: 'other-tab' });
  });

  it('[GUARD-2] logs "Invalid navigation attempt" and logs out on a step the table does not allow', async () => {
    localStorage.setItem('access_token', makeJwt());
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router, onLogout } = setup('/signup/verify/id');
    expect(screen.getByText('page /signup/verify/id')).toBeTruthy();
    await act(() => router.navigate('/home'));
    expect(warn).toHaveBeenCalledWith('Invalid navigation attempt');
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('page /home')).toBeNull();
  });

  it('[GUARD-3] lets the patient take the allowed next step, and move freely from /home', async () => {
    localStorage.setItem('access_token', makeJwt());
    const { router, onLogout } = setup('/signup/verify/id');
    await act(() => router.navigate('/signup/verify/choice'));
    expect(screen.getByText('page /signup/verify/choice')).toBeTruthy();
    expect(onLogout).not.toHaveBeenCalled();
    // choice → /home skips HIPAA and the address: not in the table
    await act(() => router.navigate('/home'));
    expect(onLogout).toHaveBeenCalledTimes(1);

    onLogout.mockClear();
    const fresh = setup('/home', onLogout);
    await act(() => fresh.router.navigate('/chat'));
    await act(() => fresh.router.navigate('/home'));
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('[GUARD-4] leaving a protected page opened by navigation keeps the session', () => {
    localStorage.setItem('access_token', makeJwt());
    const { onLogout } = setup('/home');
    window.dispatchEvent(new Event('pagehide'));
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('[PERM-2] a route needing a permission the patient lacks reads as a page that does not exist', async () => {
    localStorage.setItem('access_token', makeJwt());
    const { router, onLogout } = setup('/home');
    await act(() => router.navigate('/assist'));
    expect(screen.queryByText('page /assist')).toBeNull();
    expect(screen.getByText('no such page')).toBeTruthy();
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('[PERM-1] [PERM-2] routes needing no permission or one the patient holds open', async () => {
    localStorage.setItem('access_token', makeJwt());
    const { router } = setup('/home');
    expect(screen.getByText('page /home')).toBeTruthy();
    await act(() => router.navigate('/share'));
    expect(screen.getByText('page /share')).toBeTruthy();
  });

  it('[PERM-2] a guard placed outside the route table fails loudly rather than open every page', () => {
    localStorage.setItem('access_token', makeJwt());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <MemoryRouter initialEntries={['/assist']}>
          <RouteGuard>
            <p>page /assist</p>
          </RouteGuard>
        </MemoryRouter>,
      ),
    ).toThrow('useRouteHandles needs <AppRoutes> above it');
  });
});
