import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { defaultBrand, type Brand } from '@portal/brands';
import { BrandProvider } from '../app/brand-context';
import { showErrorToast, swrFetcher } from '../lib/api';

/**
 * What a screen runs inside, in tests and stories as in the app: the translations, the brand, and a fresh SWR
 * cache (so every render asks the network, mocked by MSW) with the app's one fetcher and error toast.
 */
export function ScreenProviders({
  i18n,
  brand = defaultBrand,
  children,
}: {
  i18n: I18n;
  brand?: Brand;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <BrandProvider brand={brand}>
        <SWRConfig
          value={{
            provider: () => new Map(),
            fetcher: swrFetcher,
            onError: showErrorToast,
            dedupingInterval: 0,
            shouldRetryOnError: false,
          }}
        >
          {children}
        </SWRConfig>
      </BrandProvider>
    </I18nextProvider>
  );
}
