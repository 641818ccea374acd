import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HipaaSignature } from '@portal/contract';
import { Button, Card, CardTitle, EmptyState, StatusBadge } from '@portal/ui';
import { paths } from '../../../config/paths';
import { showErrorToast } from '../../../lib/api';
import { downloadHipaa } from '../api/download-hipaa';
import { useHippaData } from '../api/get-hipaa-details';
import { ProfilePage } from '../components/profile-page';
import { RevokeHipaaDialog } from '../components/revoke-hipaa-dialog';
import { WhenLoaded } from '../components/when-loaded';
import { HIPAA_STATE_TONE } from '../rules/hipaa-state';
import { useDateFormat } from '../../account/api/settings';

/** Profile HIPAA authorizations [PROF-6] (/profile/hipaa): what was signed, its PDF, and revoking it. */
export default function HipaaScreen() {
  const { t } = useTranslation();
  const hipaa = useHippaData();
  return (
    <ProfilePage title={t('profile.hipaa.title')} description={t('profile.hipaa.description')}>
      <WhenLoaded resource={hipaa}>
        {(data) =>
          data.authorizations.length === 0 ? (
            <EmptyState
              headingLevel={2}
              title={t('profile.hipaa.none')}
              description={t('profile.hipaa.noneHint')}
              action={
                <Button asChild>
                  <RouterLink to={paths.hipaa}>{t('profile.hipaa.sign')}</RouterLink>
                </Button>
              }
            />
          ) : (
            <ul className="flex flex-col gap-4">
              {data.authorizations.map((a) => (
                <li key={a.id}>
                  <Authorization authorization={a} />
                </li>
              ))}
            </ul>
          )
        }
      </WhenLoaded>
    </ProfilePage>
  );
}

function Authorization({ authorization: a }: { authorization: HipaaSignature }) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const dates = useDateFormat('long');
  const date = (iso: string) => dates.dayOf(iso) ?? iso;
  const download = async () => {
    setDownloading(true);
    try {
      await downloadHipaa(a.id);
    } catch (error) {
      showErrorToast(error);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Card className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle level={2}>{t('profile.hipaa.version', { version: a.version })}</CardTitle>
        <StatusBadge label={t(`profile.hipaa.states.${a.state}`)} tone={HIPAA_STATE_TONE[a.state]} />
      </div>
      <dl className="grid gap-2 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        <dt className="font-semibold">{t('profile.hipaa.signedBy')}</dt>
        <dd data-private="true">{a.signer_name}</dd>
        <dt className="font-semibold">{t('profile.hipaa.signedOn')}</dt>
        <dd>{date(a.signed_at)}</dd>
        <dt className="font-semibold">
          {a.revoked_at ? t('profile.hipaa.revokedOn') : t('profile.hipaa.expiresOn')}
        </dt>
        <dd>{date(a.revoked_at ?? a.expires_at)}</dd>
      </dl>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" loading={downloading} onClick={() => void download()}>
          {t('profile.hipaa.download')}
        </Button>
        {a.state === 'in_force' && <RevokeHipaaDialog />}
      </div>
    </Card>
  );
}
