import { useTranslation } from 'react-i18next';
import { Alert, Button, ScrollRegion, StatusBadge } from '@portal/ui';
import {
  RECORD_CATEGORIES,
  type GrantAccess,
  type GrantAccessAction,
  type RecordCategory,
} from '@portal/contract';
import { AreaError, AreaLoading } from '../../../components/area-state';
import { useRecordFormat } from '../../records/components/format';
import type { AccessLogState } from '../api/get-access-log';
import { ColumnHeaders } from './column-headers';

/** An app's read: its demographics and insurance by name, a record category as "Read Medications". */
function useAppActionText() {
  const { t } = useTranslation();
  return (action: GrantAccessAction, refused: boolean) => {
    const done = refused ? 'appTried' : 'appRead';
    if (action === 'records.patient') return t(`sharing.grant.${done}.patient`);
    if (action === 'records.coverage') return t(`sharing.grant.${done}.coverage`);
    const category = action.slice('records.'.length);
    return (RECORD_CATEGORIES as readonly string[]).includes(category)
      ? t(`sharing.grant.${done}.records`, { category: t(`sharing.category.${category as RecordCategory}`) })
      : t(`sharing.grant.${done}.other`);
  };
}

/** What was read or tried, by name: `records.conditions` → "Conditions"; the link's own events as they are. */
function useActionText() {
  const { t } = useTranslation();
  const appActionText = useAppActionText();
  return (action: GrantAccessAction, refused: boolean, actor: GrantAccess['actor']) => {
    const done = refused ? 'tried' : 'action';
    // An app reads through the FHIR API: it reads data, it never views a page
    if (actor === 'app' && action.startsWith('records.')) return appActionText(action, refused);
    switch (action) {
      case 'open':
        return t(`sharing.grant.${done}.open`);
      case 'passcode_wrong':
      case 'passcode_locked':
        return t(`sharing.grant.action.${action}`);
      case 'records.summary':
        return t(`sharing.grant.${done}.summary`);
      case 'records.timeline':
        return t(`sharing.grant.${done}.timeline`);
      case 'records.bundle':
        return t('sharing.grant.tried.bundle');
      case 'records.summary_pdf':
        return t('sharing.grant.tried.summaryPdf');
      case 'other':
        return t('sharing.grant.tried.other');
      default:
        return t(`sharing.grant.${done}.records`, {
          category: t(`sharing.category.${action.slice('records.'.length) as RecordCategory}`),
        });
    }
  };
}

/**
 * [SHARE-2] Every access under a grant, newest first: when, who, what, from what kind of device. A refused try
 * says so and why; the same thing done again and again is one row with how many times since when.
 */
export function AccessLog({ accesses }: { accesses: GrantAccess[] }) {
  const { t } = useTranslation();
  const format = useRecordFormat();
  const actionText = useActionText();
  if (accesses.length === 0) return <p>{t('sharing.grant.accessLogEmpty')}</p>;
  return (
    <ScrollRegion label={t('sharing.grant.accessLogCaption')}>
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t('sharing.grant.accessLogCaption')}</caption>
        <ColumnHeaders
          labels={[
            t('sharing.grant.when'),
            t('sharing.grant.who'),
            t('sharing.grant.what'),
            t('sharing.grant.device'),
          ]}
        />
        <tbody>
          {accesses.map((access, index) => (
            <tr key={`${access.at}-${index}`} className="border-b border-border/40 align-top">
              <td className="py-1 pe-4">{format.dateTime(access.last_at)}</td>
              <td className="py-1 pe-4">{t(`sharing.grant.actor.${access.actor}`)}</td>
              <td className="py-1 pe-4">
                <span className="flex flex-wrap items-center gap-2">
                  {actionText(access.action, access.refused !== null, access.actor)}
                  {access.refused && (
                    <StatusBadge tone="problem" label={t(`sharing.grant.refused.${access.refused}`)} />
                  )}
                </span>
                {access.times > 1 && (
                  <span className="block text-on-surface-muted">
                    {t('sharing.grant.times', { count: access.times, first: format.dateTime(access.at) })}
                  </span>
                )}
              </td>
              <td className="py-1">{access.client || t('sharing.grant.unknownDevice')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** [SHARE-2] A grant's whole access log: a page at a time, "Show older entries" until the very first. */
export function GrantAccessLog({ log }: { log: AccessLogState }) {
  const { t } = useTranslation();
  if (log.isLoading) return <AreaLoading label={t('sharing.grant.accessLogLoading')} rows={3} />;
  if (log.error && log.entries.length === 0)
    return <AreaError error={log.error} onRetry={log.retry} title={t('sharing.grant.accessLogError')} />;
  return (
    <div className="flex flex-col gap-3">
      <AccessLog accesses={log.entries} />
      {log.error ? (
        <Alert
          tone="danger"
          title={t('sharing.grant.accessLogMoreError')}
          actions={
            <Button variant="secondary" size="sm" onClick={log.retry}>
              {t('records.states.retry')}
            </Button>
          }
        />
      ) : (
        log.hasMore && (
          <div>
            <Button variant="secondary" loading={log.loadingMore} onClick={log.showMore}>
              {t('sharing.grant.showOlder')}
            </Button>
          </div>
        )
      )}
    </div>
  );
}
