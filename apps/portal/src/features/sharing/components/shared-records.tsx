import { useTranslation } from 'react-i18next';
import type { RecordCategory, ScopedView } from '@portal/contract';
import { Alert, ScrollRegion, Spinner } from '@portal/ui';
import { extractErrorCode, extractErrorMessage } from '../../../lib/errors';
import { SourceText } from '../../../components/source-text';
import { useRecordFormat } from '../../records/components/format';
import { useRecordStatus } from '../../records/components/pull-progress';
import { RecordValueText } from '../../records/components/record-value';
import { ReaderUnits } from '../../account/api/settings';
import { ResultRange } from '../../records/components/result-range';
import { useSharedRecords } from '../api/get-shared-records';
import { ColumnHeaders } from './column-headers';

/** One shared category, read under a grant's token (a link's recipient or a caregiver): newest first. */
function SharedCategory({ token, category }: { token: string; category: RecordCategory }) {
  const { t } = useTranslation();
  const format = useRecordFormat();
  const recordStatus = useRecordStatus();
  const { data, error, isLoading } = useSharedRecords(token, category);
  const title = t(`sharing.category.${category}`);
  let body;
  if (isLoading) body = <Spinner label={t('sharing.shared.opening')} />;
  else if (error || !data)
    body = (
      <Alert
        tone={extractErrorCode(error) === 'SHARE_ACCESS_ENDED' ? 'warning' : 'danger'}
        title={extractErrorMessage(error, t('sharing.shared.categoryError'))}
      />
    );
  else if (data.items.length === 0) body = <p>{t('sharing.shared.emptyCategory')}</p>;
  else
    body = (
      <ScrollRegion label={title}>
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{title}</caption>
          <ColumnHeaders
            labels={[
              t('sharing.shared.date'),
              t('sharing.shared.item'),
              t('sharing.shared.value'),
              t('sharing.shared.status'),
            ]}
          />
          <tbody>
            {data.items.map((item) => (
              <tr key={item.id} className="border-b border-border/40">
                <td className="py-1 pe-4 whitespace-nowrap">{format.day(item.date) ?? '—'}</td>
                <th scope="row" className="py-1 pe-4 text-start font-normal">
                  {item.display ? <SourceText>{item.display}</SourceText> : (item.code ?? '—')}
                </th>
                <td className="py-1 pe-4">
                  <RecordValueText item={item} />
                  <ResultRange item={item} />
                </td>
                <td className="py-1">{item.status ? recordStatus(item.status) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {data.total > data.items.length && (
          <p className="mt-2 text-sm text-on-surface-muted">
            {t('sharing.shared.more', { shown: data.items.length, total: data.total })}
          </p>
        )}
      </ScrollRegion>
    );
  return (
    <section aria-labelledby={`shared-${category}`} className="flex flex-col gap-2">
      <h2 id={`shared-${category}`} className="text-lg font-semibold">
        {title}
      </h2>
      {body}
    </section>
  );
}

/**
 * [SHARE-2] Someone's shared records, read-only: whose, shared with whom, until when, each shared category; a
 * weight, height or temperature in the sharing patient's units [PROF-7] (the link's reader has no settings).
 */
export function SharedRecords({ view }: { view: ScopedView }) {
  return (
    <ReaderUnits value={view.units}>
      <SharedRecordsIn view={view} />
    </ReaderUnits>
  );
}

function SharedRecordsIn({ view }: { view: ScopedView }) {
  const { t } = useTranslation();
  const format = useRecordFormat();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold">{t('sharing.shared.heading', { name: view.patient_name })}</h2>
        <p>{t('sharing.shared.sharedWith', { name: view.grant.name })}</p>
        {view.grant.until && <p>{t('sharing.shared.until', { date: format.until(view.grant.until) })}</p>}
      </div>
      {view.grant.categories.map((category) => (
        <SharedCategory key={category} token={view.view_token} category={category} />
      ))}
    </div>
  );
}
