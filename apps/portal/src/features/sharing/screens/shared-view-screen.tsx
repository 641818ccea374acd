import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RecordCategory, ScopedView } from '@portal/contract';
import { Alert, Button, Card, PageHeader, Spinner, TextField } from '@portal/ui';
import { extractErrorCode, extractErrorMessage } from '../../../lib/errors';
import { useRecordFormat } from '../../records/components/format';
import { useSharedRecords } from '../api/get-shared-records';
import { ColumnHeaders } from '../components/column-headers';
import { openShare } from '../api/open-share';
import { keyFromHash } from '../rules/share-link';

type Stage =
  | { name: 'opening' }
  | { name: 'passcode'; problem?: string }
  | { name: 'refused'; message: string }
  | { name: 'open'; view: ScopedView };

/** The answers that mean "ask for the passcode (again)"; any other refusal ends the view. */
const PASSCODE_CODES = new Set(['SHARE_PASSCODE_REQUIRED', 'SHARE_PASSCODE_INVALID']);

function SharedCategory({ token, category }: { token: string; category: RecordCategory }) {
  const { t } = useTranslation();
  const format = useRecordFormat();
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
      <div className="overflow-x-auto">
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
                  {item.display ?? item.code ?? '—'}
                </th>
                <td className="py-1 pe-4">
                  {item.value !== null
                    ? `${format.number(item.value)} ${item.unit ?? ''}`.trim()
                    : (item.value_text ?? '')}
                </td>
                <td className="py-1">{item.status ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {data.total > data.items.length && (
          <p className="mt-2 text-sm text-on-surface-muted">
            {t('sharing.shared.more', { shown: data.items.length, total: data.total })}
          </p>
        )}
      </div>
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
 * [SHARE-2] What a share link's recipient sees, without an account: the key from the link's fragment (and the
 * passcode, when the link has one) buys a short-lived read-only token; the shared categories are then read
 * from the records endpoints under it. A revoked link stops working on the next read.
 */
export default function SharedViewScreen() {
  const { t } = useTranslation();
  const format = useRecordFormat();
  const key = useRef(keyFromHash(useLocation().hash)).current;
  const [stage, setStage] = useState<Stage>(() =>
    key ? { name: 'opening' } : { name: 'refused', message: t('sharing.shared.noKey') },
  );
  const [sending, setSending] = useState(false);

  const exchange = async (passcode?: string) => {
    if (!key) return;
    setSending(true);
    try {
      const view = await openShare({ share_key: key, ...(passcode ? { passcode } : {}) });
      setStage({ name: 'open', view });
    } catch (error) {
      const code = extractErrorCode(error) ?? '';
      const message = extractErrorMessage(error, t('errors.unknown'));
      if (PASSCODE_CODES.has(code))
        setStage({ name: 'passcode', problem: code === 'SHARE_PASSCODE_INVALID' ? message : undefined });
      else setStage({ name: 'refused', message });
    } finally {
      setSending(false);
    }
  };
  useEffect(() => {
    void exchange();
    // The key is read once, from the address the recipient opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void exchange(String(new FormData(event.currentTarget).get('passcode') ?? ''));
  };

  let body;
  if (stage.name === 'opening') body = <Spinner label={t('sharing.shared.opening')} />;
  else if (stage.name === 'refused') body = <Alert tone="warning" title={stage.message} />;
  else if (stage.name === 'passcode')
    body = (
      <Card className="flex max-w-md flex-col gap-3">
        <h2 className="text-lg font-semibold">{t('sharing.shared.passcodeTitle')}</h2>
        <p>{t('sharing.shared.passcodeDescription')}</p>
        <form className="flex flex-col gap-3" onSubmit={submit}>
          <TextField
            name="passcode"
            type="password"
            autoComplete="off"
            required
            label={t('sharing.shared.passcode')}
            error={stage.problem}
          />
          <div>
            <Button type="submit" loading={sending}>
              {t('sharing.shared.open')}
            </Button>
          </div>
        </form>
      </Card>
    );
  else {
    const { view } = stage;
    body = (
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-1">
          <h2 className="text-xl font-semibold">
            {t('sharing.shared.heading', { name: view.patient_name })}
          </h2>
          <p>{t('sharing.shared.sharedWith', { name: view.grant.name })}</p>
          {view.grant.until && (
            <p>{t('sharing.shared.until', { date: format.dateTime(view.grant.until) })}</p>
          )}
        </div>
        {view.grant.categories.map((category) => (
          <SharedCategory key={category} token={view.view_token} category={category} />
        ))}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('sharing.shared.title')} />
      {body}
    </div>
  );
}
