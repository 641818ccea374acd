import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SharedGrant } from '@portal/contract';
import { Button, Card, EmptyState, Link, PageHeader } from '@portal/ui';
import { AreaError, AreaLoading } from '../../../components/area-state';
import { useCare } from '../api/get-care';
import { useSharing } from '../api/get-sharing';
import { useSwitchTo } from '../components/care-switch';
import { GrantFacts, GrantStatus } from '../components/grant-facts';
import { AppBadge } from '../../apps/components/app-identity';
import { useGrantText } from '../components/grant-text';
import { sharingPaths } from '../paths';
import { groupGrants } from '../rules/share-link';

function GrantEntry({ grant }: { grant: SharedGrant }) {
  const { t } = useTranslation();
  const words = useGrantText();
  const name = words.name(grant);
  return (
    <li>
      <Card className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          {grant.app && <AppBadge app={grant.app} size="sm" />}
          <div className="flex min-w-0 flex-1 flex-col">
            <h3 className="break-words font-semibold" data-private="true">
              {words.heading(grant)}
            </h3>
            <p className="text-sm text-on-surface-muted">{t(`sharing.kind.${grant.kind}`)}</p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <GrantStatus status={grant.status} />
            <Link asChild>
              <RouterLink
                to={sharingPaths.grant(grant.id)}
                aria-label={t('sharing.list.detailsLabel', { name })}
              >
                {t('sharing.list.details')}
              </RouterLink>
            </Link>
          </div>
        </div>
        <GrantFacts grant={grant} />
      </Card>
    </li>
  );
}

/** [SHARE-2] The people this account cares for, each opening their records read-only (as the header's switch). */
function CaredFor() {
  const { t } = useTranslation();
  const { data } = useCare();
  const switchTo = useSwitchTo();
  if (!data || data.people.length === 0) return null;
  return (
    <section aria-labelledby="sharing-care" className="flex flex-col gap-3">
      <h2 id="sharing-care" className="text-lg font-semibold">
        {t('sharing.care.title')}
      </h2>
      <p className="text-on-surface-muted">{t('sharing.care.description')}</p>
      <ul className="flex flex-col gap-3">
        {data.people.map((person) => (
          <li key={person.grant_id}>
            <Card className="flex flex-wrap items-center justify-between gap-3">
              <h3 className="font-semibold" data-private="true">
                {person.patient_name}
              </h3>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => switchTo(person)}
                aria-label={t('sharing.care.viewLabel', { name: person.patient_name })}
              >
                {t('sharing.care.view')}
              </Button>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** [SHARE-1] Who the patient's records are shared with: people and links, clinicians, clinical-trial sites. */
export default function SharingScreen() {
  const { t } = useTranslation();
  const { data, error, isLoading, mutate } = useSharing();
  const grants = data?.grants ?? [];
  const share = (
    <div className="flex flex-wrap gap-2">
      <Button asChild>
        <RouterLink to={sharingPaths.create}>{t('sharing.list.share')}</RouterLink>
      </Button>
      <Button asChild variant="secondary">
        <RouterLink to={sharingPaths.createForClinician}>{t('sharing.list.shareClinician')}</RouterLink>
      </Button>
      <Button asChild variant="secondary">
        <RouterLink to={sharingPaths.invite}>{t('sharing.invite.button')}</RouterLink>
      </Button>
    </div>
  );
  let body;
  if (isLoading) body = <AreaLoading label={t('sharing.loading')} rows={3} />;
  else if (error && !data)
    body = <AreaError error={error} onRetry={() => void mutate()} title={t('sharing.errorTitle')} />;
  else if (grants.length === 0)
    body = (
      <EmptyState
        headingLevel={2}
        title={t('sharing.list.emptyTitle')}
        description={t('sharing.list.emptyDescription')}
        action={share}
      />
    );
  else
    body = groupGrants(grants).map((group) => (
      <section key={group.key} aria-labelledby={`sharing-${group.key}`} className="flex flex-col gap-3">
        <h2 id={`sharing-${group.key}`} className="text-lg font-semibold">
          {t(`sharing.list.groups.${group.key}`)}
        </h2>
        {group.grants.length === 0 ? (
          <p className="text-on-surface-muted">
            {group.key === 'apps' ? t('sharing.list.appsEmpty') : t('sharing.list.groupEmpty')}
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {group.grants.map((grant) => (
              <GrantEntry key={grant.id} grant={grant} />
            ))}
          </ul>
        )}
      </section>
    ));
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('sharing.list.title')}
        description={t('sharing.list.description')}
        actions={grants.length > 0 ? share : undefined}
      />
      {body}
      <CaredFor />
    </div>
  );
}
