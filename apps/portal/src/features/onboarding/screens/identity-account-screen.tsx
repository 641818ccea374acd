import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { IdentitySummaryResponse } from '@portal/contract';
import { Button, Card, PageHeader } from '@portal/ui';
import { paths } from '../../../config/paths';
import { useIdentitySummary } from '../api/get-identity-summary';
import { Loaded } from '../../../app/loaded';
import { useDateFormat } from '../../account/api/settings';

/**
 * The identity verification account page [PROF-7] (/profile/identity): the assurance level reached, how and
 * when, and the way to verify (again). Never the evidence.
 */
export default function IdentityAccountScreen() {
  const { t } = useTranslation();
  const summary = useIdentitySummary();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageHeader
        title={t('onboarding.identityAccount.title')}
        description={t('onboarding.identityAccount.description')}
      />
      <Loaded resource={summary} failedTitle={t('onboarding.loadFailed')}>
        {(data) => <IdentityAssurance summary={data} />}
      </Loaded>
    </div>
  );
}

/** Where the verify action leads for each state of the identity gate. */
const NEXT: Record<IdentitySummaryResponse['status'], string | null> = {
  not_started: paths.verifyId,
  failed: paths.verifyId,
  pending: paths.verifyId,
  awaiting_confirmation: paths.verifyConfirm,
  on_hold: paths.verifyOnHold,
  verified: null,
};

function IdentityAssurance({ summary }: { summary: IdentitySummaryResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const level = summary.assurance_level;
  const next = NEXT[summary.status];
  const dates = useDateFormat('long');
  const when = summary.verified_at ? dates.dayOf(summary.verified_at) : null;
  return (
    <Card className="flex flex-col gap-4">
      <dl className="grid gap-3 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        <dt className="font-semibold">{t('onboarding.identityAccount.level')}</dt>
        <dd>
          <p>{t(`onboarding.identityAccount.levels.${level}`)}</p>
          <p className="text-sm">{t(`onboarding.identityAccount.levelHints.${level}`)}</p>
        </dd>
        <dt className="font-semibold">{t('onboarding.identityAccount.method')}</dt>
        <dd>
          {summary.assurance_method
            ? t(`onboarding.identityAccount.methods.${summary.assurance_method}`)
            : t('onboarding.identityAccount.none')}
        </dd>
        <dt className="font-semibold">{t('onboarding.identityAccount.date')}</dt>
        <dd>{when ?? t('onboarding.identityAccount.none')}</dd>
      </dl>
      {next ? (
        <div>
          <Button onClick={() => navigate(next)}>
            {t(`onboarding.identityAccount.actions.${summary.status}`)}
          </Button>
        </div>
      ) : (
        <p className="text-sm">{t('onboarding.identityAccount.reverify')}</p>
      )}
      {next === null && (
        <div>
          <Button variant="secondary" onClick={() => navigate(paths.chat)}>
            {t('onboarding.identityAccount.actions.verified')}
          </Button>
        </div>
      )}
    </Card>
  );
}
