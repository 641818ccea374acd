import { useEffect, type ReactNode } from 'react';
import { SWRConfig, type Cache } from 'swr';
import { useTranslation } from 'react-i18next';
import { Toaster, toast } from '@portal/ui';
import type { Brand } from '@portal/brands';
import { showErrorToast, swrFetcher } from '../lib/api';
import { setNotifier } from '../lib/notify';
import { onLogout } from '../lib/session';
import { BrandProvider } from './brand-context';

/** One cache per app load, so logout can forget every patient's data at once. */
const cache = new Map() as Cache;
onLogout(() => (cache as unknown as Map<string, unknown>).clear());
setNotifier({ success: toast.success, error: toast.error });
onLogout(() => toast.clear());

export function AppProviders({ brand, children }: { brand: Brand; children: ReactNode }) {
  const { t } = useTranslation();
  useEffect(() => () => toast.clear(), []);
  return (
    <BrandProvider brand={brand}>
      <SWRConfig
        value={{
          fetcher: swrFetcher,
          onError: showErrorToast,
          provider: () => cache,
          shouldRetryOnError: false,
        }}
      >
        {children}
        <Toaster
          dismissLabel={t('app.toastDismiss')}
          regionLabel={t('app.toastRegion')}
          announcementLabel={t('app.toastRegion')}
          variantLabels={{ success: t('app.toastSuccess'), error: t('app.toastError') }}
        />
      </SWRConfig>
    </BrandProvider>
  );
}
