import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@portal/ui';
import { useReadingAs } from '../../../lib/reading-as';
import { RecordsStatus } from '../components/records-status';

/**
 * /home and its records pages: the records' retrieval status, then the page. The retrieval is the account's
 * own, so it is not shown over the records of someone it cares for.
 */
export default function RecordsLayout() {
  const { t } = useTranslation();
  const readingForSomeone = useReadingAs() !== null;
  return (
    <div className="flex flex-col gap-4">
      {!readingForSomeone && <RecordsStatus />}
      <Suspense
        fallback={
          // A screen tall, as the app's page loading: the footer stays below the fold until the page is in
          <div className="flex min-h-screen justify-center py-16">
            <Spinner size="lg" label={t('records.states.loadingPage')} />
          </div>
        }
      >
        <Outlet />
      </Suspense>
    </div>
  );
}
