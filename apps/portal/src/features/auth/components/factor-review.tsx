import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REMOVABLE_FACTOR_KINDS, type RecoveryFactor, type RemovableFactorKind } from '@portal/contract';
import { Alert, Button, Card, ConfirmDialog, Spinner } from '@portal/ui';
import { paths } from '../../../config/paths';
import { dateFormatters } from '../../../lib/date-format';
import { extractErrorMessage } from '../../../lib/errors';
import { removeRecoveryFactors, useRecoveryFactors } from '../api/recovery';
import { FormError } from './form-error';

const isRemovable = (kind: string): kind is RemovableFactorKind =>
  (REMOVABLE_FACTOR_KINDS as readonly string[]).includes(kind);

/** Signed out, the patient's saved zone is unknown: dates read in the browser's own. */
function useAddedOn() {
  const { t, i18n } = useTranslation();
  const dates = dateFormatters(i18n.language, Intl.DateTimeFormat().resolvedOptions().timeZone);
  return (iso: string | null) => (iso ? t('review.added', { date: dates.dateTime(iso) ?? iso }) : null);
}

function FactorRow({
  factor,
  busy,
  onRemove,
}: {
  factor: RecoveryFactor;
  busy: boolean;
  onRemove: (factor: RecoveryFactor) => void;
}) {
  const { t } = useTranslation();
  const addedOn = useAddedOn()(factor.created_at);
  return (
    <li>
      <Card className="flex flex-col gap-2">
        <div>
          <p className="text-on-surface-muted text-sm">{t(`review.kinds.${factor.kind}`)}</p>
          <h3 className="font-semibold break-words">{factor.label}</h3>
          {addedOn && <p className="text-on-surface-muted">{addedOn}</p>}
        </div>
        {factor.removable ? (
          <div>
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => onRemove(factor)}>
              {t('review.remove', { name: factor.label })}
            </Button>
          </div>
        ) : (
          <p className="text-on-surface-muted text-sm">{t('review.stays')}</p>
        )}
      </Card>
    </li>
  );
}

/**
 * [AUTH-4] [AUTH-6] Right after a reset, before the patient logs in again: every way the account is signed in to,
 * named and dated, so what an attacker added (a passkey signs in alone, with no password) can be removed, all at
 * once after a confirmation or one by one. The phone and a verified email stay: they are how the patient recovers.
 */
export function FactorReview({ reviewToken }: { reviewToken: string }) {
  const { t } = useTranslation();
  const { data, error, isLoading, mutate } = useRecoveryFactors(reviewToken);
  const [busy, setBusy] = useState(false);
  // A refused removal of one factor is said on the page; of all, inside the confirmation, where it was asked.
  const [failure, setFailure] = useState<{ of: 'one' | 'all'; error: unknown } | null>(null);
  const [removed, setRemoved] = useState(0);

  const remove = async (factor?: { kind: RemovableFactorKind; id: string }) => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await removeRecoveryFactors({
        review_token: reviewToken,
        ...(factor ? { factor } : {}),
      });
      setRemoved((n) => n + answer.removed);
      await mutate({ factors: answer.factors }, { revalidate: false });
      return true;
    } catch (refusal) {
      setFailure({ of: factor ? 'one' : 'all', error: refusal });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const continueToLogin = (
    <Button asChild width="full" variant={removed > 0 ? 'primary' : 'secondary'}>
      <RouterLink to={paths.login}>{t('review.continue')}</RouterLink>
    </Button>
  );

  if (isLoading) return <Spinner label={t('review.loading')} />;
  if (error || !data) {
    return (
      <div className="flex flex-col gap-4">
        <FormError title={t('review.failed')} error={error ?? new Error()} />
        {continueToLogin}
      </div>
    );
  }

  const removable = data.factors.filter((f) => f.removable);
  return (
    <div className="flex flex-col gap-4">
      {removed > 0 && (
        <Alert tone="success" role="status">
          {t('review.removed', { count: removed })}
        </Alert>
      )}
      {removable.length === 0 && removed === 0 && <Alert tone="info">{t('review.nothingToRemove')}</Alert>}
      <FormError title={t('review.removeFailed')} error={failure?.of === 'one' ? failure.error : null} />
      <ul className="flex flex-col gap-3" aria-label={t('review.title')}>
        {data.factors.map((factor) => (
          <FactorRow
            key={`${factor.kind}:${factor.id ?? factor.label}`}
            factor={factor}
            busy={busy}
            onRemove={(f) => {
              if (f.id && isRemovable(f.kind)) void remove({ kind: f.kind, id: f.id });
            }}
          />
        ))}
      </ul>
      {removable.length > 0 && (
        <ConfirmDialog
          trigger={
            <Button variant="danger" width="full" disabled={busy}>
              {t('review.removeAll')}
            </Button>
          }
          title={t('review.confirmTitle')}
          description={t('review.confirmBody')}
          confirmLabel={busy ? t('review.removing') : t('review.confirm')}
          cancelLabel={t('review.cancel')}
          closeLabel={t('review.close')}
          busy={busy}
          error={failure?.of === 'all' ? extractErrorMessage(failure.error, t('errors.unknown')) : null}
          onConfirm={() => remove()}
        />
      )}
      {continueToLogin}
    </div>
  );
}
