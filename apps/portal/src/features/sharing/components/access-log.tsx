import { useTranslation } from 'react-i18next';
import type { GrantAccess, GrantAccessAction, RecordCategory } from '@portal/contract';
import { useRecordFormat } from '../../records/components/format';
import { ColumnHeaders } from './column-headers';

/** `records.conditions` → "Viewed Conditions"; the summary, the timeline and the link's own events by name. */
function useActionText() {
  const { t } = useTranslation();
  return (action: GrantAccessAction) => {
    switch (action) {
      case 'open':
      case 'passcode_wrong':
      case 'passcode_locked':
        return t(`sharing.grant.action.${action}`);
      case 'records.summary':
        return t('sharing.grant.action.summary');
      case 'records.timeline':
        return t('sharing.grant.action.timeline');
      default:
        return t('sharing.grant.action.records', {
          category: t(`sharing.category.${action.slice('records.'.length) as RecordCategory}`),
        });
    }
  };
}

/** [SHARE-2] Every access under a grant, newest first: when, who, what, from what kind of device. */
export function AccessLog({ accesses }: { accesses: GrantAccess[] }) {
  const { t } = useTranslation();
  const format = useRecordFormat();
  const actionText = useActionText();
  if (accesses.length === 0) return <p>{t('sharing.grant.accessLogEmpty')}</p>;
  return (
    <div className="overflow-x-auto">
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
            <tr key={`${access.at}-${index}`} className="border-b border-border/40">
              <td className="py-1 pe-4">{format.dateTime(access.at)}</td>
              <td className="py-1 pe-4">{t(`sharing.grant.actor.${access.actor}`)}</td>
              <td className="py-1 pe-4">{actionText(access.action)}</td>
              <td className="py-1">{access.client || t('sharing.grant.unknownDevice')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
