import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SharedGrant } from '@portal/contract';
import { Alert, Button, Card, ConfirmDialog, Link, PageHeader } from '@portal/ui';
import { extractErrorCode } from '../../../lib/errors';
import { AreaError, AreaLoading } from '../../../components/area-state';
import { useEndGrant } from '../api/end-grant';
import { useAccessLog } from '../api/get-access-log';
import { useGrant } from '../api/get-grant';
import { GrantAccessLog } from '../components/access-log';
import { GrantFacts, GrantStatus } from '../components/grant-facts';
import { AppBadge, AppWebsite } from '../../apps/components/app-identity';
import { useGrantText } from '../components/grant-text';
import { sharingPaths } from '../paths';

/** Stopping a share in its words: an app is disconnected (its tokens end with it); anyone else is no longer shared with. */
function revokeWords(kind: SharedGrant['kind']) {
  if (kind === 'app')
    return {
      button: 'sharing.grant.disconnect',
      title: 'sharing.grant.disconnectTitle',
      atOnce: 'sharing.grant.disconnectAtOnce',
      yes: 'sharing.grant.disconnectYes',
      cancel: 'sharing.grant.disconnectCancel',
      done: 'sharing.grant.disconnected',
      failed: 'sharing.grant.disconnectFailed',
    } as const;
  return {
    button: 'sharing.grant.revoke',
    title: 'sharing.grant.revokeTitle',
    atOnce: 'sharing.grant.revokeAtOnce',
    yes: 'sharing.grant.revokeYes',
    cancel: 'sharing.grant.revokeCancel',
    done: 'sharing.grant.revoked',
    failed: 'sharing.grant.revokeFailed',
  } as const;
}

/** [SHARE-1] [SHARE-2] One grant: what it shares, its access log, and "stop sharing", which works at once. */
export default function GrantScreen() {
  const { t } = useTranslation();
  const { grantId = '' } = useParams();
  const { data, error, isLoading, mutate } = useGrant(grantId);
  // asked for beside the grant, not after it: the log's first page arrives with the share's facts
  const log = useAccessLog(grantId);
  const { end, ending, error: endError } = useEndGrant();
  const [revoked, setRevoked] = useState(false);
  const words = useGrantText();
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
  const { grant } = data;
  const name = words.name(grant);
  const inForce = grant.status === 'active' || grant.status === 'pending';
  const revoke = revokeWords(grant.kind);
  const stop = async () => {
    const ended = Boolean(await end(grant.id));
    if (ended) setRevoked(true);
    return ended;
  };
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={words.heading(grant)} description={t(`sharing.kind.${grant.kind}`)} back={back} />
      {revoked && <Alert tone="success" role="status" title={t(revoke.done, { name })} />}
      <Card className="flex flex-col gap-3">
        {grant.app && (
          <div className="flex flex-wrap items-center gap-3">
            <AppBadge app={grant.app} size="sm" />
            <AppWebsite app={grant.app} />
          </div>
        )}
        <GrantStatus status={grant.status} />
        <GrantFacts grant={grant} />
        {inForce && (
          <div>
            <ConfirmDialog
              trigger={<Button variant="secondary">{t(revoke.button, { name })}</Button>}
              title={t(revoke.title, { name })}
              description={
                grant.kind === 'study_site'
                  ? `${t('sharing.grant.revokeAtOnce')} ${t('sharing.grant.revokeWithdrawsConsent')}`
                  : t(revoke.atOnce)
              }
              confirmLabel={t(revoke.yes)}
              cancelLabel={t(revoke.cancel)}
              closeLabel={t('close')}
              busy={ending}
              error={endError ? t(revoke.failed) : undefined}
              onConfirm={stop}
            />
          </div>
        )}
      </Card>
      <section aria-labelledby="access-log" className="flex flex-col gap-2">
        <h2 id="access-log" className="text-lg font-semibold">
          {t('sharing.grant.accessLog')}
        </h2>
        <GrantAccessLog log={log} />
      </section>
    </div>
  );
}
