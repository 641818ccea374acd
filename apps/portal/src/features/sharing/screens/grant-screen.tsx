import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Link, PageHeader } from '@portal/ui';
import { extractErrorCode } from '../../../lib/errors';
import { AreaError, AreaLoading } from '../../records/components/area-state';
import { useEndGrant } from '../api/end-grant';
import { useGrant } from '../api/get-grant';
import { AccessLog } from '../components/access-log';
import { GrantFacts, GrantStatus } from '../components/grant-facts';
import { sharingPaths } from '../paths';

/** [SHARE-1] [SHARE-2] One grant: what it shares, its access log, and "stop sharing", which works at once. */
export default function GrantScreen() {
  const { t } = useTranslation();
  const { grantId = '' } = useParams();
  const { data, error, isLoading, mutate } = useGrant(grantId);
  const { end, ending, error: endError } = useEndGrant();
  const [confirming, setConfirming] = useState(false);
  const [revoked, setRevoked] = useState(false);
  const back = (
    <Link asChild>
      <RouterLink to={sharingPaths.list}>{t('sharing.grant.back')}</RouterLink>
    </Link>
  );
  if (isLoading) return <AreaLoading label={t('sharing.loading')} rows={3} />;
  if (error && !data) {
    if (extractErrorCode(error) === 'NOT_FOUND')
      return <Alert tone="warning" title={t('sharing.grant.notFound')} actions={back} />;
    return <AreaError error={error} onRetry={() => void mutate()} title={t('sharing.errorTitle')} />;
  }
  if (!data) return null;
  const { grant, accesses } = data;
  const inForce = grant.status === 'active' || grant.status === 'pending';
  const stop = async () => {
    if (await end(grant.id)) {
      setConfirming(false);
      setRevoked(true);
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={grant.name} description={t(`sharing.kind.${grant.kind}`)} back={back} />
      {revoked && (
        <Alert tone="success" role="status" title={t('sharing.grant.revoked', { name: grant.name })} />
      )}
      {endError ? <Alert tone="danger" title={t('sharing.grant.revokeFailed')} /> : null}
      <Card className="flex flex-col gap-3">
        <GrantStatus status={grant.status} />
        <GrantFacts grant={grant} />
        {inForce &&
          (confirming ? (
            <div className="flex flex-col gap-2">
              <p>{t('sharing.grant.revokeConfirm', { name: grant.name })}</p>
              {grant.kind === 'study_site' && <p>{t('sharing.grant.revokeWithdrawsConsent')}</p>}
              <div className="flex flex-wrap gap-2">
                <Button variant="danger" loading={ending} onClick={() => void stop()}>
                  {t('sharing.grant.revokeYes')}
                </Button>
                <Button variant="secondary" onClick={() => setConfirming(false)}>
                  {t('sharing.grant.revokeCancel')}
                </Button>
              </div>
            </div>
          ) : (
            <div>
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                {t('sharing.grant.revoke')}
              </Button>
            </div>
          ))}
      </Card>
      <section aria-labelledby="access-log" className="flex flex-col gap-2">
        <h2 id="access-log" className="text-lg font-semibold">
          {t('sharing.grant.accessLog')}
        </h2>
        <AccessLog accesses={accesses} />
      </section>
    </div>
  );
}
