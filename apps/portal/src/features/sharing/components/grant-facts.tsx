import { useTranslation } from 'react-i18next';
import type { SharedGrant } from '@portal/contract';
import { StatusBadge, type StatusTone } from '@portal/ui';
import { useRecordFormat } from '../../records/components/format';
import { useGrantText } from './grant-text';

const TONE: Record<SharedGrant['status'], StatusTone> = {
  pending: 'progress',
  active: 'success',
  expired: 'neutral',
  ended: 'problem',
};

export function GrantStatus({ status }: { status: SharedGrant['status'] }) {
  const { t } = useTranslation();
  return <StatusBadge tone={TONE[status]} label={t(`sharing.status.${status}`)} />;
}

/** [SHARE-1] What a grant shares, since and until when, why, and (when it ended) how. */
export function GrantFacts({ grant }: { grant: SharedGrant }) {
  const { t } = useTranslation();
  const format = useRecordFormat();
  const words = useGrantText();
  const day = (iso: string) => format.day(iso) ?? iso;
  let dates = t('sharing.scope.allDates');
  if (grant.date_from && grant.date_to)
    dates = t('sharing.scope.between', { from: day(grant.date_from), to: day(grant.date_to) });
  else if (grant.date_from) dates = t('sharing.scope.from', { date: day(grant.date_from) });
  else if (grant.date_to) dates = t('sharing.scope.to', { date: day(grant.date_to) });
  // What the patient typed (marked private: it wraps anywhere, and analytics never read it) beside what the portal says
  const rows: Array<[string, string, 'private'?]> = [];
  const typed = ({ typed }: { typed: boolean }) => (typed ? 'private' : undefined);
  const reason = words.reason(grant.reason);
  if (grant.app) rows.push([t('sharing.scope.publisher'), grant.app.publisher]);
  if (grant.organization) rows.push([t('sharing.scope.organization'), grant.organization, 'private']);
  if (grant.email) rows.push([t('sharing.scope.email'), grant.email, 'private']);
  rows.push([t('sharing.scope.what'), grant.categories.map((c) => t(`sharing.category.${c}`)).join(', ')]);
  // An app reads the whole record of what it may read: there are no dates to narrow
  if (grant.kind !== 'app') rows.push([t('sharing.scope.dates'), dates]);
  rows.push(
    [t('sharing.scope.since'), format.dateTime(grant.since) ?? ''],
    [t('sharing.scope.until'), grant.until ? (format.until(grant.until) ?? '') : t('sharing.scope.noEnd')],
  );
  // An app's consent is its reason: a grant made without words says none
  if (reason.text) rows.push([t('sharing.scope.why'), reason.text, typed(reason)]);
  // A clinician the patient added is a link addressed to them, with its passcode or none
  if (grant.kind === 'link' || grant.kind === 'clinician')
    rows.push([
      t('sharing.scope.passcode'),
      grant.has_passcode ? t('sharing.scope.withPasscode') : t('sharing.scope.withoutPasscode'),
    ]);
  rows.push([
    t('sharing.scope.accessed'),
    grant.last_access_at
      ? t('sharing.scope.accessCount', {
          count: grant.access_count,
          date: format.dateTime(grant.last_access_at),
        })
      : t('sharing.scope.neverAccessed'),
  ]);
  if (grant.ended_at) {
    const date = format.dateTime(grant.ended_at) ?? '';
    const ended = grant.ended_reason && words.ended(grant.ended_reason);
    rows.push(
      ended
        ? [t('sharing.scope.ended'), t('sharing.scope.endedOn', { date, reason: ended.text }), typed(ended)]
        : [t('sharing.scope.ended'), date],
    );
  }
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([term, value, typed]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-on-surface-muted">{term}</dt>
          <dd data-private={typed ? 'true' : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
