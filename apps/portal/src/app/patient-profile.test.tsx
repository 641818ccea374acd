import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys, storeTokens } from '../lib/session';
import { makeJwt } from '../testing/jwt';
import { usePatientProfile } from './patient-profile';

const freshCache = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
);

describe('given a stored id token when the app starts', () => {
  afterEach(() => localStorage.clear());

  it('[SESS-6] loads the patient profile from it', async () => {
    localStorage.setItem(
      storageKeys.idToken,
      makeJwt({ sub: 'p-1', given_name: 'Alex', family_name: 'Rivera' }),
    );
    const { result } = renderHook(() => usePatientProfile(), { wrapper: freshCache });
    await waitFor(() =>
      expect(result.current.profile).toMatchObject({ given_name: 'Alex', family_name: 'Rivera' }),
    );
    expect(result.current.loading).toBe(false);
  });

  it('[PROF-1] follows a refreshed id token: a changed legal name shows without reloading the page', async () => {
    localStorage.setItem(
      storageKeys.idToken,
      makeJwt({ sub: 'p-1', given_name: 'Alex', family_name: 'Rivera' }),
    );
    const { result } = renderHook(() => usePatientProfile(), { wrapper: freshCache });
    await waitFor(() => expect(result.current.profile.family_name).toBe('Rivera'));
    act(() =>
      storeTokens({ id_token: makeJwt({ sub: 'p-1', given_name: 'Alex', family_name: 'Rivera-Park' }) }),
    );
    await waitFor(() => expect(result.current.profile.family_name).toBe('Rivera-Park'));
  });

  it('has no profile without a session', () => {
    const { result } = renderHook(() => usePatientProfile(), { wrapper: freshCache });
    expect(result.current.profile).toEqual({});
  });
});
