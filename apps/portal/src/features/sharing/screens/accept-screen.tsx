import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CaredForPerson } from '@portal/contract';
import { Alert, Button, PageHeader, Spinner } from '@portal/ui';
import { useAddressSecret } from '../../../lib/address-secret';
import { extractErrorMessage } from '../../../lib/errors';
import { acceptInvitation } from '../api/get-care';
import { useSwitchTo } from '../components/care-switch';
import { keyFromHash } from '../rules/share-link';

type Stage =
  { name: 'accepting' } | { name: 'accepted'; person: CaredForPerson } | { name: 'refused'; message: string };

/** [SHARE-2] Where a caregiver's invitation leads, signed in: accepts it under this account, once. */
export default function AcceptScreen() {
  const { t } = useTranslation();
  const switchTo = useSwitchTo();
  const { hash, pathname, search } = useLocation();
  const key = useRef(useAddressSecret(keyFromHash(hash), { pathname, search })).current;
  const [stage, setStage] = useState<Stage>(() =>
    key ? { name: 'accepting' } : { name: 'refused', message: t('sharing.accept.noKey') },
  );
  useEffect(() => {
    if (!key) return;
    acceptInvitation(key).then(
      (person) => setStage({ name: 'accepted', person }),
      (error: unknown) =>
        setStage({ name: 'refused', message: extractErrorMessage(error, t('errors.unknown')) }),
    );
    // The key is read once, from the address the invitation opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  let body;
  if (stage.name === 'accepting') body = <Spinner label={t('sharing.accept.accepting')} />;
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
