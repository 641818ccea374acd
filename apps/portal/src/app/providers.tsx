import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { toast } from '@portal/ui';
import type { Brand } from '@portal/brands';
import { setNotifier } from '../lib/notify';
import { onLogout } from '../lib/session';
import { BrandProvider } from './brand-context';

setNotifier({ success: toast.success, error: toast.error });
onLogout(() => toast.clear());

/**
 * The toast region (Radix, with its layers) is not needed to paint a page: it loads once the first page is on
 * screen, and shows any toast queued before it arrived.
 */
const Notifications = lazy(() => import('./notifications'));

export function AppProviders({ brand, children }: { brand: Brand; children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    setPainted(true);
    return () => toast.clear();
  }, []);
  return (
    <BrandProvider brand={brand}>
      {children}
      {painted && (
        <Suspense fallback={null}>
          <Notifications />
        </Suspense>
      )}
    </BrandProvider>
  );
}
