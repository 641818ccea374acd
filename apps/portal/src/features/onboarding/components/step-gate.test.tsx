import { act, screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Gatepass } from '@portal/contract';
import { ok } from '../../../testing/msw';
import { renderScreen } from '../../../testing/render';
import { mockApi } from '../../../testing/server';
import { useGatepass } from '../api/get-gatepass';
import { StepGate } from './step-gate';

const server = mockApi();

const answer = (next_step: Gatepass['next_step'], status: Gatepass['identity']['status']) =>
  http.get('*/v1/patient/gatepass', () => ok({ next_step, identity: { status, method: null } }));

function OnHold() {
  const { data } = useGatepass();
  return <p>on hold: {data?.identity.status}</p>;
}

function open(onLogout: () => void) {
  return renderScreen(null, {
    path: '/on-hold',
    routes: [
      { path: '/on-hold', element: <OnHold /> },
      {
        path: '/hippa',
        element: (
          <StepGate screen="hipaa" onLogout={onLogout}>
            <p>the authorization</p>
          </StepGate>
        ),
      },
      { path: '/home', element: <p>home</p> },
      {
        path: '/signup/verify/id',
        element: (
          <StepGate screen="verifyId" onLogout={onLogout}>
            <p>start an ID scan</p>
          </StepGate>
        ),
      },
      {
        path: '/signup/verify/confirm',
        element: (
          <StepGate screen="verifyConfirm" onLogout={onLogout}>
            <p>confirm your information</p>
          </StepGate>
        ),
      },
      {
        path: '/address',
        element: (
          <StepGate screen="address" onLogout={onLogout}>
            <p>the addresses</p>
          </StepGate>
        ),
      },
    ],
  });
}

describe('StepGate', () => {
  it('[ONB-2] a coordinator approval while on hold opens the authorization: an older gatepass is read again, not taken for a jump', async () => {
    server.use(answer('verify_id', 'on_hold'));
    const onLogout = vi.fn();
    const { router } = open(onLogout);
    expect(await screen.findByText('on hold: on_hold')).toBeTruthy();
    server.use(answer('hipaa', 'verified'));
    await act(() => router.navigate('/hippa'));
    expect(await screen.findByText('the authorization')).toBeTruthy();
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('[GUARD-2] a jump ahead still logs out, once the gatepass read after opening agrees', async () => {
    server.use(answer('verify_id', 'on_hold'));
    const onLogout = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router } = open(onLogout);
    expect(await screen.findByText('on hold: on_hold')).toBeTruthy();
    await act(() => router.navigate('/hippa'));
    await vi.waitFor(() => expect(onLogout).toHaveBeenCalledWith({ reason: 'protected' }));
    expect(warn).toHaveBeenCalledWith('Invalid navigation attempt');
    expect(screen.queryByText('the authorization')).toBeNull();
  });

  it('[ONB-2] Back to the address step once onboarding is done goes on to Home, not to a second save', async () => {
    server.use(answer('home', 'verified'));
    const onLogout = vi.fn();
    const { router } = open(onLogout);
    await act(() => router.navigate('/address'));
    expect(await screen.findByText('home')).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('[ONB-2] Back to the ID scan once verified goes on to the authorization, never to a second check', async () => {
    server.use(answer('hipaa', 'verified'));
    const onLogout = vi.fn();
    const { router } = open(onLogout);
    await act(() => router.navigate('/signup/verify/id'));
    expect(await screen.findByText('the authorization')).toBeTruthy();
    expect(screen.queryByText('start an ID scan')).toBeNull();
    expect(onLogout).not.toHaveBeenCalled();
  });
});
