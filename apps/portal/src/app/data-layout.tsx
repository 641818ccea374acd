import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { showErrorToast, swrFetcher } from '../lib/api';
import { onLogout } from '../lib/session';
import { usePatientProfile } from './patient-profile';

const config: SWRConfiguration = { fetcher: swrFetcher, onError: showErrorToast, shouldRetryOnError: false };

// SWR's own cache is the one cache of an app load, so logout can forget every patient's data at once
onLogout(() => {
  const { cache } = SWRConfig.defaultValue;
  for (const key of [...cache.keys()]) cache.delete(key);
});

/**
 * How the app reads from the server: SWR with the one fetcher and the error toast. Around every page but the
 * login page (which reads nothing, so SWR stays out of its bundle) and around the signed-in header.
 */
export function DataConfig({ children }: { children: ReactNode }) {
  return <SWRConfig value={config}>{children}</SWRConfig>;
}

function Pages() {
  // [SESS-5] the patient profile loads as the app starts with a session
  usePatientProfile();
  return <Outlet />;
}

/** The layout route of every page but the login page (src/app/routes.tsx). */
export function DataLayout() {
  return (
    <DataConfig>
      <Pages />
    </DataConfig>
  );
}
