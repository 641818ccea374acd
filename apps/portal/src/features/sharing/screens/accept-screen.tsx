import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CaredForPerson } from '@portal/contract';
import { Alert, Button, PageHeader, Spinner } from '@portal/ui';
import { useAddressSecret } from '../../../lib/address-secret';
import { extractErrorCode, extractErrorMessage } from '../../../lib/errors';
import { VerifyEmailCard } from '../../auth';
import { acceptInvitation } from '../api/get-care';
import { useSwitchTo } from '../components/care-switch';
import { secretFromFragment } from '../../../lib/fragment-secret';

type Stage =
  | { name: 'accepting' }
  | { name: 'accepted'; person: CaredForPerson }
  | { name: 'refused'; message: string }
  | { name: 'verifyEmail' };

/**
 * [SHARE-2] Where a caregiver's invitation leads, signed in: accepts it under this account, once. An account
 * whose email is not proven yet is refused [issue 26]: it confirms the address with a code here, and the
 * invitation is accepted again at once.
 */
export default function AcceptScreen() {
  const { t } = useTranslation();
  const switchTo = useSwitchTo();
  const { hash, pathname, search } = useLocation();
  const key = useRef(useAddressSecret(secretFromFragment(hash), { pathname, search })).current;
  const [stage, setStage] = useState<Stage>(() =>
    key ? { name: 'accepting' } : { name: 'refused', message: t('sharing.accept.noKey') },
  );
  const accept = (invitation: string) => {
    setStage({ name: 'accepting' });
    acceptInvitation(invitation).then(
      (person) => setStage({ name: 'accepted', person }),
      (error: unknown) =>
        setStage(
          extractErrorCode(error) === 'INVITATION_EMAIL_UNVERIFIED'
            ? { name: 'verifyEmail' }
            : { name: 'refused', message: extractErrorMessage(error, t('errors.unknown')) },
        ),
    );
  };
  useEffect(() => {
    if (key) accept(key);
    // The key is read once, from the address the invitation opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  let body;
  if (stage.name === 'accepting') body = <Spinner label={t('sharing.accept.accepting')} />;
  else if (stage.name === 'verifyEmail')
    body = (
      <>
        <Alert tone="info" title={t('sharing.accept.verifyEmailFirst')} />
        <VerifyEmailCard emailVerified={false} onVerified={() => key && accept(key)} />
      </>
    );
  else if (stage.name === 'refused') body = <Alert tone="warning" title={stage.message} />;
  else
    body = (
      <Alert
        tone="success"
        title={t('sharing.accept.accepted', { name: stage.person.patient_name })}
        actions={
          <Button size="sm" onClick={() => switchTo(stage.person)}>
            {t('sharing.accept.view')}
          </Button>
        }
      />
    );
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('sharing.accept.title')} />
      {body}
    </div>
  );
}
