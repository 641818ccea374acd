import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TEXT_LIMITS, type ScopedView } from '@portal/contract';
import { Alert, Button, Card, PageHeader, Spinner, TextField } from '@portal/ui';
import { useAddressSecret } from '../../../lib/address-secret';
import { extractErrorCode, extractErrorMessage } from '../../../lib/errors';
import { problem, useProblemText } from '../../../lib/problem-text';
import { openShare } from '../api/open-share';
import { SharedRecords } from '../components/shared-records';
import { secretFromFragment } from '../../../lib/fragment-secret';
import { openLimitMinutes } from '../rules/share-link';

type Stage =
  | { name: 'opening' }
  | { name: 'passcode'; problem?: string; notice?: string }
  | { name: 'refused'; message: string }
  | { name: 'open'; view: ScopedView };

/** The answers that mean "ask for the passcode (again)"; any other refusal ends the view. */
const PASSCODE_CODES = new Set(['SHARE_PASSCODE_REQUIRED', 'SHARE_PASSCODE_INVALID']);

/**
 * [SHARE-2] What a share link's recipient sees, without an account: the key from the link's fragment (and the
 * passcode, when the link has one) buys a short-lived read-only token; the shared categories are then read
 * from the records endpoints under it. A revoked link stops working on the next read.
 */
export default function SharedViewScreen() {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const { hash, pathname, search } = useLocation();
  const key = useRef(useAddressSecret(secretFromFragment(hash), { pathname, search })).current;
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
      const limited = openLimitMinutes(error);
      // Limited at the passcode: the form stays, so the recipient opens it after the wait without reloading
      if (limited !== undefined) {
        const notice = t('sharing.shared.tooManyOpens', { count: limited });
        setStage(passcode ? { name: 'passcode', notice } : { name: 'refused', message: notice });
      } else if (PASSCODE_CODES.has(code))
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
    const passcode = String(new FormData(event.currentTarget).get('passcode') ?? '');
    // an empty passcode is said here, in the page's words, not by the browser's bubble nor by a server round
    if (!passcode) setStage({ name: 'passcode', problem: problemText(problem('required', 'passcode')) });
    else void exchange(passcode);
  };

  let body;
  if (stage.name === 'opening') body = <Spinner label={t('sharing.shared.opening')} />;
  else if (stage.name === 'refused') body = <Alert tone="warning" title={stage.message} />;
  else if (stage.name === 'passcode')
    body = (
      <Card className="flex max-w-md flex-col gap-3">
        <h2 className="text-lg font-semibold">{t('sharing.shared.passcodeTitle')}</h2>
        <p>{t('sharing.shared.passcodeDescription')}</p>
        {stage.notice ? <Alert tone="warning" title={stage.notice} /> : null}
        <form noValidate className="flex flex-col gap-3" onSubmit={submit}>
          <TextField
            name="passcode"
            type="password"
            autoComplete="off"
            required
            maxLength={TEXT_LIMITS.passcode}
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
    body = <SharedRecords view={stage.view} />;
  }
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('sharing.shared.title')} />
      {body}
    </div>
  );
}
